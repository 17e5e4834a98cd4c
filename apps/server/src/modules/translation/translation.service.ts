import {
  MACHINE_ENGINES,
  RefusalReason,
  TranslationMessages,
  readsLanguage,
  untranslated,
  type LanguageEntry,
  type Language,
  type MachineEngine,
  type PreviewResult,
  type TranslatableType,
  type TranslationEvent,
  type TranslationFailure,
  type TranslationFields,
  type TranslationOrigin,
  type TranslationResult,
  type TranslationSettings,
} from '@yuanfen/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import type { OperatorSettings, OperatorSettingName } from '../../platform/operator-settings';
import { SystemAccount, userAccount, type LedgerService } from '../money/ledger.service';
import { detectLanguage, presentedLang } from './detection';
import { TranslationFailed, type EngineChain } from './engine-chain';
import { textHash, type TranslationMemory } from './memory';
import { hasTranslatableText, splitProtected } from './placeholders';
import { translationRepo, type TranslationRow } from './translation.repo';

/** The member a translation is for: their profile language is the target. */
export interface Reader {
  id: number;
  language: Language;
  /** translate_engine: 0 none, 1 machine, 2 human. */
  engine: number;
  vip: boolean;
  /** Languages the reader lists (issue 21): nothing is translated from one they speak. */
  languages?: readonly LanguageEntry[];
}

/** Text in `lang` the reader reads as it is: their own language, or one they speak natively or fluently. */
const readsAsIs = (reader: Reader, lang: string, target: string) =>
  lang === target || readsLanguage(reader.languages ?? [], lang);

/** An item's text as its module hands it over, after checking the caller may see it. */
export interface TranslatableItem {
  text: string;
  /** As stored: null not detected yet, `und` nothing to tell. */
  lang: string | null;
  /** The writer's profile language: what detection falls back to for short texts. */
  writerLanguage: string | null;
}

/** How the translation module reads the items of other modules (each checks visibility, 404/400061). */
export type ItemSources = Record<TranslatableType, (viewerId: number, id: number) => Promise<TranslatableItem>>;

/** One item of a list being presented to a reader. */
export interface PresentedItem {
  id: number;
  text: string;
  lang: string | null;
  /** The language to show it in; null: nothing to show (a visitor). */
  target: string | null;
  /** Translate it without being asked when nothing is stored yet (the reader's automatic mode). */
  auto: boolean;
  writerLanguage?: string | null;
}

export interface TranslationDeps {
  db: Db;
  bus: EventBus;
  chain: EngineChain;
  memory: TranslationMemory;
  ledger: LedgerService;
  operator: Pick<OperatorSettings, 'get'>;
  readers: (userId: number) => Promise<Reader | null>;
  items: () => ItemSources;
  now?: () => Date;
  log?: (message: string, error: unknown) => void;
}

/** A message's translation as its sender approved it, ready to store with the message. */
export interface Outgoing {
  target: string;
  text_hash: string;
  source: string;
  text: string;
  engine: TranslationOrigin;
}

interface Outcome {
  status: 'done' | 'failed';
  text: string | null;
  engine: TranslationOrigin | null;
  failure: TranslationFailure | null;
}

/**
 * An automatic translation that failed (an engine outage, say) is tried again when its item is shown
 * after this long, a few times; after that only the member's retry tries again.
 */
const AUTO_RETRY_AFTER_MS = 2 * 60_000;
const AUTO_RETRY_ATTEMPTS = 3;

/** How long operator prices read once are trusted; a changed price shows within this time on every node. */
const SETTINGS_TTL_MS = 10_000;
const isMachine = (origin: string): origin is MachineEngine => (MACHINE_ENGINES as readonly string[]).includes(origin);

const fieldsOf = (lang: string, outcome: Outcome | TranslationRow): TranslationFields => {
  const done = outcome.status === 'done';
  return {
    lang,
    translate: done ? outcome.text : null,
    translate_status: done ? 'done' : 'failed',
    translate_engine: done ? (outcome.engine as TranslationOrigin) : null,
  };
};

/**
 * Machine translation of messages, posts and biographies: language detection, the memory, the engine
 * chain, the stored translation of each item per language, and the `translation` event. Automatic
 * translation runs after the answer that showed an item as pending; a member's explicit request
 * (`POST translations`) runs at once and may be charged (operator price, members without VIP).
 */
export class TranslationService {
  /** `run` is the translation a joining caller awaits; `settled` also covers storing and publishing it. */
  private readonly inflight = new Map<
    string,
    { run: Promise<Outcome>; settled: Promise<unknown>; notify: Set<number> }
  >();
  private readonly background = new Set<Promise<unknown>>();
  private settingsCache: { at: number; values: Promise<Record<OperatorSettingName, number>> } | null = null;

  constructor(private readonly deps: TranslationDeps) {}

  /** Operator prices and engine availability, as the client shows them. */
  async settings(): Promise<TranslationSettings> {
    const op = await this.operatorValues();
    return {
      machine: this.deps.chain.available,
      engines: this.deps.chain.names,
      machine_price: op.machineTranslationPrice,
      human_price: op.humanTranslationPrice,
      human_block_chars: op.humanTranslationBlockChars,
      human_deadline_minutes: op.humanTranslationDeadlineMinutes,
    };
  }

  operatorValues(): Promise<Record<OperatorSettingName, number>> {
    if (!this.settingsCache || Date.now() - this.settingsCache.at > SETTINGS_TTL_MS) {
      const names: OperatorSettingName[] = [
        'machineTranslationPrice',
        'humanTranslationPrice',
        'humanTranslationBlockChars',
        'humanTranslationCommissionPercent',
        'humanTranslationDeadlineMinutes',
      ];
      const values = Promise.all(names.map((n) => this.deps.operator.get(n))).then(
        (list) => Object.fromEntries(names.map((n, i) => [n, list[i]!])) as Record<OperatorSettingName, number>,
      );
      values.catch(() => (this.settingsCache = null));
      this.settingsCache = { at: Date.now(), values };
    }
    return this.settingsCache.values;
  }

  /** Lookups the translation memory answered, and those it could not, on this node (for the bench). */
  memoryStats() {
    return { hits: this.deps.memory.hits, misses: this.deps.memory.misses };
  }

  /** Forgets the cached operator prices (an operator just changed one on this node). */
  forgetSettings() {
    this.settingsCache = null;
  }

  /** Machine translation for this reader costs nothing: it is free, or they are VIP. */
  private async freeFor(reader: Reader): Promise<boolean> {
    return reader.vip || (await this.operatorValues()).machineTranslationPrice <= 0;
  }

  /** The language of an item: as stored, or detected now for rows stored before detection existed. */
  langOf(item: { text: string; lang: string | null; writerLanguage?: string | null }): string | null {
    if (item.lang !== null) return presentedLang(item.lang);
    return detectLanguage(item.text, item.writerLanguage).lang;
  }

  /**
   * The translation fields of a page of items for one reader: what is stored for each in the target
   * language; else, for items in automatic mode, the memory at once, or `pending` while the engines
   * work (the `translation` event brings the result). `noneStored`: the caller knows the items have no
   * stored translation yet (a message just written without one), so none is looked up.
   */
  async present(type: TranslatableType, reader: Reader | null, items: PresentedItem[], noneStored = false) {
    const fields = new Map<number, TranslationFields>();
    const wanted: (PresentedItem & { lang: string; hash: string; target: string })[] = [];
    for (const item of items) {
      const lang = this.langOf(item);
      if (
        !reader ||
        !item.target ||
        !lang ||
        readsAsIs(reader, lang, item.target) ||
        !hasTranslatableText(splitProtected(item.text))
      ) {
        fields.set(item.id, untranslated(lang));
      } else {
        wanted.push({ ...item, lang, target: item.target, hash: textHash(item.text) });
      }
    }
    if (wanted.length === 0) return fields;

    const targets = [...new Set(wanted.map((w) => w.target))];
    const rows = noneStored
      ? []
      : await translationRepo.forItems(
          this.deps.db,
          type,
          wanted.map((w) => w.id),
          targets,
        );
    const stored = new Map(rows.map((r) => [`${r.item_id}:${r.target}`, r]));
    // A human translation the reader reported is hidden from them (issue 19): the original shows, and no
    // automatic run replaces what other readers still see. Only pages holding a human translation ask.
    const human = rows.filter((r) => r.engine === 'human');
    if (human.length > 0) {
      const reported = await translationRepo.reportedHuman(
        this.deps.db,
        reader!.id,
        type,
        [...new Set(human.map((r) => r.item_id))],
        [...new Set(human.map((r) => r.target))],
      );
      for (const item of wanted) {
        const key = `${item.id}:${item.target}`;
        if (!reported.has(key)) continue;
        stored.delete(key);
        item.auto = false;
      }
    }
    const automatic: typeof wanted = [];
    const now = (this.deps.now ?? (() => new Date()))().getTime();
    const retry = (row: TranslationRow) =>
      row.status === 'failed' &&
      row.attempts < AUTO_RETRY_ATTEMPTS &&
      now - row.updated_at.getTime() > AUTO_RETRY_AFTER_MS &&
      this.deps.chain.available;
    for (const item of wanted) {
      const row = stored.get(`${item.id}:${item.target}`);
      const current = row && row.text_hash === item.hash ? row : undefined;
      if (current && !(item.auto && retry(current))) fields.set(item.id, fieldsOf(item.lang, current));
      else if (item.auto) automatic.push(item);
      else fields.set(item.id, untranslated(item.lang));
    }
    if (automatic.length === 0) return fields;
    if (!(await this.freeFor(reader!))) {
      for (const item of automatic) fields.set(item.id, untranslated(item.lang));
      return fields;
    }
    const remembered = await this.deps.memory.getMany(
      automatic.map((a) => ({ text: a.text, source: a.lang, target: a.target })),
    );
    automatic.forEach((item, n) => {
      const hit = remembered[n];
      if (hit) {
        const outcome: Outcome = { status: 'done', text: hit.translation, engine: 'memory', failure: null };
        fields.set(item.id, fieldsOf(item.lang, outcome));
        this.track(this.store(type, item.id, item.target, item.hash, item.lang, outcome));
      } else if (this.deps.chain.available) {
        fields.set(item.id, { ...untranslated(item.lang), translate_status: 'pending' });
        this.track(this.run(type, item.id, item.text, item.lang, item.target, reader!.id));
      } else {
        fields.set(item.id, untranslated(item.lang));
      }
    });
    return fields;
  }

  /**
   * `POST translations`: one item in the caller's language, now. Stored translations answer at once and
   * free; otherwise a member without VIP pays the operator's price (if any), refunded when every engine
   * fails. A failed item is tried again.
   */
  async translateItem(userId: number, type: TranslatableType, id: number): Promise<TranslationResult> {
    const reader = await this.deps.readers(userId);
    if (!reader) throw fail.unauthorized();
    const item = await this.deps.items()[type](userId, id);
    const lang = this.langOf(item);
    const base = { target: reader.language, failure: null, charged: 0 };
    if (!lang || !hasTranslatableText(splitProtected(item.text)) || readsAsIs(reader, lang, reader.language)) {
      return { ...untranslated(lang), ...base };
    }
    const hash = textHash(item.text);
    const row = await translationRepo.one(this.deps.db, type, id, reader.language);
    if (row?.engine === 'human' && (await this.reportedHuman(userId, type, id, reader.language))) {
      return { ...base, ...(await this.engineOnly(item.text, lang, reader.language)) };
    }
    if (row?.status === 'done' && row.text_hash === hash) return { ...fieldsOf(lang, row), ...base };

    const price = (await this.freeFor(reader)) ? 0 : (await this.operatorValues()).machineTranslationPrice;
    const charge = price
      ? await this.deps.ledger.transfer({
          from: userAccount(userId),
          to: SystemAccount.revenue,
          amount: price,
          kind: 'translation',
          relatedId: `${type}:${id}`,
          idempotencyKey: `mt:${type}:${id}:${reader.language}:${userId}:${row?.attempts ?? 0}`,
        })
      : null;
    if (charge && !charge.replayed) await this.publishBalances(charge.balances);

    const outcome = await this.run(type, id, item.text, lang, reader.language, userId);
    if (outcome.status === 'failed' && charge) {
      const refund = await this.deps.ledger.refund(charge.entry.id);
      if (!refund.replayed) await this.publishBalances(refund.balances);
    }
    return {
      ...fieldsOf(lang, outcome),
      target: reader.language,
      failure: outcome.failure,
      charged: outcome.status === 'done' && charge ? price : 0,
    };
  }

  /**
   * `POST translations/preview`: the sender's draft in the recipient's language, and that translation
   * back in the sender's own, so they can judge the meaning before sending. Previews are free: what the
   * sender then sends carries the translation, and the recipient's reading of it costs nothing.
   */
  async preview(sender: Reader, recipientLanguage: Language, text: string): Promise<PreviewResult> {
    const lang = detectLanguage(text, sender.language).lang;
    const result = { lang, target: recipientLanguage };
    if (!lang || lang === recipientLanguage || !hasTranslatableText(splitProtected(text))) {
      return { ...result, needed: false, translate: null, back_translate: null, translate_engine: null, failure: null };
    }
    try {
      const forward = await this.translateText(text, lang, recipientLanguage);
      const back = await this.translateText(forward.text, recipientLanguage, lang).catch(() => null);
      return {
        ...result,
        needed: true,
        translate: forward.text,
        back_translate: back?.text ?? null,
        translate_engine: forward.engine,
        failure: null,
      };
    } catch (error) {
      if (!(error instanceof TranslationFailed)) throw error;
      return {
        ...result,
        needed: true,
        translate: null,
        back_translate: null,
        translate_engine: null,
        failure: error.failure,
      };
    }
  }

  /**
   * A message sent with its translation (send translation), before the send's transaction: unchanged from
   * the preview it keeps the preview's engine; edited, it is the sender's own. Refused (400) when the
   * message is already in the recipient's language.
   */
  async outgoing(original: string, lang: string | null, target: string, translation: string): Promise<Outgoing> {
    if (!lang || lang === target) {
      throw fail.validation(
        { translate: TranslationMessages.sameLanguage },
        TranslationMessages.sameLanguage,
        RefusalReason.SameLanguage,
      );
    }
    const previewed = await this.deps.memory.get(original, lang, target);
    const engine: TranslationOrigin =
      previewed?.translation === translation ? (isMachine(previewed.origin) ? previewed.origin : 'memory') : 'sender';
    return { target, text_hash: textHash(original), source: lang, text: translation, engine };
  }

  /** Stores the outgoing translation as the message's translation, inside the send's transaction. */
  async saveOutgoing(tx: DbOrTx, messageId: number, outgoing: Outgoing) {
    await translationRepo.save(tx, {
      item_type: 'message',
      item_id: messageId,
      ...outgoing,
      status: 'done',
      failure: null,
    });
  }

  /** A translation written by people (the seed, an operator's import) into the memory. */
  remember(text: string, source: string, target: string, translation: string, origin: 'seed' | 'human') {
    return this.deps.memory.put(text, source, target, translation, origin);
  }

  private async reportedHuman(readerId: number, type: TranslatableType, id: number, target: string) {
    return (await translationRepo.reportedHuman(this.deps.db, readerId, type, [id], [target])).size > 0;
  }

  /**
   * The engines' translation for a reader who reported the human one: neither the memory (which holds
   * the human text) nor the stored item translation (which other readers see) is read or changed; free,
   * since the member already paid for the translation they found wrong.
   */
  private async engineOnly(
    text: string,
    lang: string,
    target: string,
  ): Promise<TranslationFields & { failure: TranslationFailure | null }> {
    try {
      const out = await this.deps.chain.translate(text, lang, target);
      return {
        ...fieldsOf(lang, { status: 'done', text: out.text, engine: out.engine, failure: null }),
        failure: null,
      };
    } catch (error) {
      if (!(error instanceof TranslationFailed)) throw error;
      return { ...untranslated(lang), translate_status: 'failed', failure: error.failure };
    }
  }

  /** Memory first, then the engines (remembered for next time). Throws TranslationFailed. */
  async translateText(text: string, source: string | null, target: string) {
    const hit = await this.deps.memory.get(text, source, target);
    if (hit) return { text: hit.translation, engine: 'memory' as const };
    const out = await this.deps.chain.translate(text, source, target);
    await this.deps.memory.put(text, source, target, out.text, out.engine);
    return out;
  }

  /**
   * Translates one item into one language, once at a time per item and language on this node: a second
   * caller joins the run. The result is stored, and every member who waited hears of it.
   */
  private run(
    type: TranslatableType,
    id: number,
    text: string,
    lang: string,
    target: string,
    notify: number,
  ): Promise<Outcome> {
    const key = `${type}:${id}:${target}`;
    const current = this.inflight.get(key);
    if (current) {
      current.notify.add(notify);
      return current.run;
    }
    const waiting = new Set([notify]);
    const run = (async (): Promise<Outcome> => {
      let outcome: Outcome;
      try {
        const out = await this.translateText(text, lang, target);
        outcome = { status: 'done', text: out.text, engine: out.engine, failure: null };
      } catch (error) {
        if (!(error instanceof TranslationFailed)) throw error;
        outcome = { status: 'failed', text: null, engine: null, failure: error.failure };
      }
      await this.store(type, id, target, textHash(text), lang, outcome);
      return outcome;
    })();
    const settled = run
      .then((outcome) => this.publishOutcome(type, id, target, lang, outcome, [...waiting]))
      .catch((error: unknown) => this.deps.log?.(`translation of ${key} failed`, error))
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, { run, settled, notify: waiting });
    return run;
  }

  private store(type: TranslatableType, id: number, target: string, hash: string, lang: string, outcome: Outcome) {
    return translationRepo.save(this.deps.db, {
      item_type: type,
      item_id: id,
      target,
      text_hash: hash,
      source: lang,
      status: outcome.status,
      text: outcome.text,
      engine: outcome.engine,
      failure: outcome.failure,
    });
  }

  private async publishOutcome(
    type: TranslatableType,
    id: number,
    target: string,
    lang: string,
    outcome: Outcome,
    to: number[],
  ) {
    const payload: TranslationEvent = {
      ...fieldsOf(lang, outcome),
      type,
      id,
      target: target as Language,
      failure: outcome.failure,
      request: null,
    };
    for (const userId of to) await this.deps.bus.publish({ to: userId, event: 'translation', payload });
  }

  private async publishBalances(balances: Map<number, number>) {
    for (const [userId, balance] of balances) {
      await this.deps.bus.publish({ to: userId, event: 'balance', payload: { balance } });
    }
  }

  /** Work started after an answer (automatic translations, remembered rows) is awaited when the app closes. */
  private track(work: Promise<unknown>) {
    const settled = work.catch((error: unknown) => this.deps.log?.('background translation failed', error));
    this.background.add(settled);
    void settled.finally(() => this.background.delete(settled));
  }

  async drain(): Promise<void> {
    // Each round awaits work that ends by leaving these sets (publishing included), so the loop never spins
    // on settled promises while a publish waits for I/O.
    while (this.background.size || this.inflight.size) {
      await Promise.allSettled([...this.background, ...[...this.inflight.values()].map((f) => f.settled)]);
    }
  }
}
