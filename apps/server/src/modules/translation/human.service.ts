import {
  RefusalReason,
  TranslationMessages,
  type AskEvent,
  type AskView,
  type Language,
  type Progress,
  type TranslatableType,
  type TranslationEvent,
  type TranslatorQueue,
  type TranslatorTask,
} from '@yuanfen/contract';
import type { Db, Tx } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import { authorize, memberActor } from '../../platform/policy';
import { SystemAccount, userAccount, type LedgerService } from '../money/ledger.service';
import { textHash, type TranslationMemory } from './memory';
import { hasTranslatableText, splitProtected } from './placeholders';
import { saveTranslatorRole } from './translator-role';
import { pairOf, taskFlags, translationPolicy, type TranslatorRole } from './translation.policy';
import { translationRepo, type TranslationRequestRow } from './translation.repo';
import type { ItemSources, Reader, TranslationService } from './translation.service';

export interface HumanDeps {
  db: Db;
  bus: EventBus;
  now: () => Date;
  ledger: LedgerService;
  memory: TranslationMemory;
  machine: Pick<TranslationService, 'operatorValues' | 'langOf'>;
  readers: (userId: number) => Promise<Reader | null>;
  items: () => ItemSources;
}

/** Requests a translator's queue shows at once. */
const QUEUE_SIZE = 50;
/** Requests the deadline job releases per transaction. */
const EXPIRE_BATCH = 50;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Paid human translation (spec §7 POST ask / answer, GET progress; §4 "being translated" → "translated").
 * Asking holds the price in the ledger; the first translator of the pair to claim the request answers
 * it, and the hold is paid to them minus the operator's commission; no answer by the deadline releases
 * the hold to the asker. Every movement has its own idempotency key, so no request moves gold twice.
 */
export class HumanTranslationService {
  constructor(private readonly deps: HumanDeps) {}

  /** Gold a human translation of this text costs: a price per started block of characters. */
  async priceOf(text: string): Promise<number> {
    const op = await this.deps.machine.operatorValues();
    const blocks = Math.max(1, Math.ceil([...text].length / Math.max(1, op.humanTranslationBlockChars)));
    return blocks * op.humanTranslationPrice;
  }

  private async earningOf(price: number) {
    const percent = (await this.deps.machine.operatorValues()).humanTranslationCommissionPercent;
    return price - Math.floor((price * percent) / 100);
  }

  private async reader(userId: number) {
    const reader = await this.deps.readers(userId);
    if (!reader) throw fail.unauthorized();
    return reader;
  }

  /** The item's text and language, refused when there is nothing to translate into the reader's language. */
  private async source(reader: Reader, type: TranslatableType, id: number) {
    const item = await this.deps.items()[type](reader.id, id);
    const lang = this.deps.machine.langOf(item);
    if (!lang || !hasTranslatableText(splitProtected(item.text))) {
      throw fail.validation(
        { id: TranslationMessages.nothingToTranslate },
        TranslationMessages.nothingToTranslate,
        RefusalReason.NothingToTranslate,
      );
    }
    if (lang === reader.language) {
      throw fail.validation(
        { id: TranslationMessages.sameLanguage },
        TranslationMessages.sameLanguage,
        RefusalReason.SameLanguage,
      );
    }
    return { text: item.text, lang };
  }

  /**
   * `POST ask`: a translator is asked to translate the item into the caller's language. The price is held
   * (not spent) until the answer or the deadline; asking again for the same item answers the live
   * request without a second hold. 400022 when the balance does not cover the price.
   */
  async ask(userId: number, type: TranslatableType, id: number): Promise<AskView> {
    const reader = await this.reader(userId);
    const { text, lang } = await this.source(reader, type, id);
    const { db, ledger, now } = this.deps;
    const live = await translationRepo.latestRequest(db, userId, type, id, reader.language);
    if (live && live.status !== 'expired') return this.view(live);

    const price = await this.priceOf(text);
    const minutes = (await this.deps.machine.operatorValues()).humanTranslationDeadlineMinutes;
    const at = now();
    const created = await db.transaction(async (tx) => {
      const request = await translationRepo.insertRequest(tx, {
        item_type: type,
        item_id: id,
        asker_id: userId,
        source: lang,
        target: reader.language,
        content: text,
        price,
        deadline_at: new Date(at.getTime() + minutes * 60_000),
        created_at: at,
      });
      if (!request) return null;
      const hold = await ledger.transfer(
        {
          from: userAccount(userId),
          to: SystemAccount.translationHolds,
          amount: price,
          kind: 'translation_hold',
          relatedId: request.id,
          idempotencyKey: `ask-hold:${request.id}`,
        },
        tx,
      );
      return { request, balance: hold.balances.get(userId) };
    });
    // Another ask of the same member won the race: answer that one.
    if (!created) return this.view((await translationRepo.latestRequest(db, userId, type, id, reader.language))!);

    const { request, balance } = created;
    if (balance !== undefined) await this.deps.bus.publish({ to: userId, event: 'balance', payload: { balance } });
    await this.tellTranslators('new', request);
    return this.view(request);
  }

  /** `GET progress?type&id`: the caller's latest request for the item, and what asking costs. */
  async progress(userId: number, type: TranslatableType, id: number): Promise<Progress> {
    const reader = await this.reader(userId);
    const item = await this.deps.items()[type](userId, id);
    const request = await translationRepo.latestRequest(this.deps.db, userId, type, id, reader.language);
    return { request: request ? this.view(request) : null, price: await this.priceOf(item.text) };
  }

  /** `GET translation_requests`: the translator's queue. */
  async queue(translatorId: number): Promise<TranslatorQueue> {
    const role = translationPolicy.translator(
      translatorId,
      await translationRepo.translator(this.deps.db, translatorId),
    );
    const rows = await translationRepo.queue(this.deps.db, translatorId, role.pairs, QUEUE_SIZE);
    return { pairs: role.pairs, data: await Promise.all(rows.map((r) => this.task(r, role))) };
  }

  /** `POST translation_requests/{id}/claim`: the first translator to claim an open request gets it. */
  async claim(translatorId: number, id: number): Promise<TranslatorTask> {
    const { db, now } = this.deps;
    const role = translationPolicy.translator(translatorId, await translationRepo.translator(db, translatorId));
    const request = await translationRepo.request(db, id);
    if (!request) throw fail.notFound('Request not found');
    authorize(memberActor(translatorId), translationPolicy.claim, { role, request });
    const claimed = await translationRepo.claim(db, id, translatorId, now());
    if (!claimed) {
      const latest = await translationRepo.request(db, id);
      if (latest?.status === 'claimed' && latest.translator_id === translatorId) return this.task(latest, role);
      throw latest?.status === 'expired'
        ? fail.conflict(TranslationMessages.expired, undefined, RefusalReason.RequestExpired)
        : fail.conflict(TranslationMessages.alreadyClaimed, undefined, RefusalReason.AlreadyClaimed);
    }
    await this.tellTranslators('claimed', claimed);
    await this.tellAsker(claimed);
    return this.task(claimed, role);
  }

  /**
   * `POST answer`: the claimer's translation. In one transaction the request is answered, the hold is
   * paid out (translator and commission), and the translation becomes the item's translation into the
   * asker's language and a memory entry.
   */
  async answer(translatorId: number, id: number, content: string): Promise<TranslatorTask> {
    const { db, memory, now } = this.deps;
    const role = translationPolicy.translator(translatorId, await translationRepo.translator(db, translatorId));
    const earning = await this.earningOfRequest(id);
    const result = await db.transaction(async (tx) => {
      const done = await translationRepo.answer(tx, id, translatorId, content, now());
      if (!done) return null;
      const paid = await this.payOut(tx, done, translatorId, earning);
      await translationRepo.save(tx, {
        item_type: done.item_type,
        item_id: done.item_id,
        target: done.target,
        text_hash: textHash(done.content),
        source: done.source,
        status: 'done',
        text: content,
        engine: 'human',
        failure: null,
      });
      await memory.put(done.content, done.source, done.target, content, 'human', tx);
      return { done, balance: paid };
    });
    if (!result) {
      const request = await translationRepo.request(db, id);
      if (request?.status === 'done' && request.translator_id === translatorId) return this.task(request, role);
      authorize(memberActor(translatorId), translationPolicy.answer, { translator_id: request?.translator_id ?? null });
      throw fail.conflict(TranslationMessages.expired, undefined, RefusalReason.RequestExpired);
    }
    const { done, balance } = result;
    if (balance !== undefined) {
      await this.deps.bus.publish({ to: translatorId, event: 'balance', payload: { balance } });
    }
    await this.tellAsker(done);
    await this.tellTranslators('done', done);
    return this.task(done, role);
  }

  private async earningOfRequest(id: number) {
    const request = await translationRepo.request(this.deps.db, id);
    return request ? this.earningOf(request.price) : 0;
  }

  private async payOut(tx: Tx, request: TranslationRequestRow, translatorId: number, earning: number) {
    const { ledger } = this.deps;
    const fee = request.price - earning;
    let balance: number | undefined;
    if (earning > 0) {
      const paid = await ledger.transfer(
        {
          from: SystemAccount.translationHolds,
          to: userAccount(translatorId),
          amount: earning,
          kind: 'translation',
          relatedId: request.id,
          idempotencyKey: `ask-pay:${request.id}`,
        },
        tx,
      );
      balance = paid.balances.get(translatorId);
    }
    if (fee > 0) {
      await ledger.transfer(
        {
          from: SystemAccount.translationHolds,
          to: SystemAccount.revenue,
          amount: fee,
          kind: 'translation',
          relatedId: request.id,
          idempotencyKey: `ask-fee:${request.id}`,
        },
        tx,
      );
    }
    return balance;
  }

  /** The deadline job: requests nobody answered in time end, and their holds go back to the askers. */
  async expireDue(at: Date): Promise<number> {
    const { db, ledger } = this.deps;
    let total = 0;
    for (;;) {
      const expired = await db.transaction(async (tx) => {
        const due = await translationRepo.lockDue(tx, at, EXPIRE_BATCH);
        const released: { request: TranslationRequestRow; balance: number | undefined }[] = [];
        // One transaction credits several askers: in ascending member id, the order every transfer locks
        // member rows in (ledger.service.ts), or two such transactions can deadlock (40P01) on them.
        for (const request of due.toSorted((a, b) => a.asker_id - b.asker_id || a.id - b.id)) {
          await translationRepo.expire(tx, request.id);
          const back = await ledger.transfer(
            {
              from: SystemAccount.translationHolds,
              to: userAccount(request.asker_id),
              amount: request.price,
              kind: 'translation_release',
              relatedId: request.id,
              idempotencyKey: `ask-release:${request.id}`,
            },
            tx,
          );
          released.push({ request: { ...request, status: 'expired' }, balance: back.balances.get(request.asker_id) });
        }
        return released;
      });
      for (const { request, balance } of expired) {
        if (balance !== undefined) {
          await this.deps.bus.publish({ to: request.asker_id, event: 'balance', payload: { balance } });
        }
        await this.tellAsker(request);
        await this.tellTranslators('expired', request);
      }
      total += expired.length;
      if (expired.length < EXPIRE_BATCH) return total;
    }
  }

  /** A report of kind `translation` names a human translation the reporter asked for and received. */
  async assertReportable(userId: number, requestId: number): Promise<void> {
    authorize(memberActor(userId), translationPolicy.report, await translationRepo.request(this.deps.db, requestId));
  }

  /**
   * Makes a member a translator of the given pairs (the development route, tests), or ends the role; the
   * jobs they took in a pair they lose go back to the queue (decision 67).
   */
  async setTranslator(userId: number, pairs: string[], active = true): Promise<void> {
    const { released } = await this.deps.db.transaction((tx) =>
      saveTranslatorRole(tx, userId, active ? { active, pairs } : { active, pairs }, this.deps.now()),
    );
    for (const row of released) await this.announceReleased(row, userId);
  }

  /**
   * A taken job an operator put back in the queue (docs/decisions.md 64): the asker reads "asked" again,
   * the pair's translators see it open, and the translator who had it sees it leave their work.
   */
  async announceReleased(row: TranslationRequestRow, formerTranslatorId: number | null): Promise<void> {
    await this.tellAsker(row);
    await this.tellTranslators('new', row);
    const pair = pairOf(row.source, row.target);
    if (
      formerTranslatorId &&
      !(await translationRepo.translatorsFor(this.deps.db, pair)).includes(formerTranslatorId)
    ) {
      const role = { user_id: formerTranslatorId, pairs: [pair], active: true };
      const task = await this.task({ ...row, status: 'expired' }, role);
      await this.deps.bus.publish({ to: formerTranslatorId, event: 'ask', payload: { kind: 'expired', task } });
    }
  }

  async translatorStatus(userId: number) {
    const role = await translationRepo.translator(this.deps.db, userId);
    return { translator: Boolean(role?.active), pairs: role?.active ? role.pairs : [] };
  }

  view(row: TranslationRequestRow): AskView {
    return {
      id: row.id,
      type: row.item_type as TranslatableType,
      item_id: row.item_id,
      status: row.status as AskView['status'],
      source: row.source,
      target: row.target as Language,
      price: row.price,
      deadline_at: row.deadline_at.toISOString(),
      translate: row.status === 'done' ? row.answer : null,
      created_at: row.created_at.toISOString(),
    };
  }

  /** A request as `role`'s translator sees it in their queue. */
  private async task(row: TranslationRequestRow, role: TranslatorRole): Promise<TranslatorTask> {
    const mine = row.translator_id === role.user_id;
    return {
      id: row.id,
      type: row.item_type as TranslatableType,
      status: row.status as TranslatorTask['status'],
      source: row.source,
      target: row.target as Language,
      content: row.content,
      chars: [...row.content].length,
      earning: await this.earningOf(row.price),
      deadline_at: iso(row.deadline_at)!,
      can: taskFlags(role, row),
      answer: mine ? row.answer : null,
    };
  }

  /** The asker hears of each step: claimed ("being translated"), done ("translated") or expired. */
  private async tellAsker(row: TranslationRequestRow) {
    const done = row.status === 'done';
    const payload: TranslationEvent = {
      type: row.item_type as TranslatableType,
      id: row.item_id,
      target: row.target as Language,
      lang: row.source,
      translate: done ? row.answer : null,
      translate_status: done ? 'done' : row.status === 'expired' ? 'none' : 'pending',
      translate_engine: done ? 'human' : null,
      failure: null,
      request: this.view(row),
    };
    await this.deps.bus.publish({ to: row.asker_id, event: 'translation', payload });
  }

  /** Translators of the pair see the queue change live; the claimer hears of their own request too. */
  private async tellTranslators(kind: AskEvent['kind'], row: TranslationRequestRow) {
    const ids = new Set(await translationRepo.translatorsFor(this.deps.db, pairOf(row.source, row.target)));
    if (row.translator_id) ids.add(row.translator_id);
    ids.delete(row.asker_id);
    for (const userId of ids) {
      // Each was told as a translator of the request's pair (the translators of the pair, its claimer).
      const role = { user_id: userId, pairs: [pairOf(row.source, row.target)], active: true };
      const payload: AskEvent = { kind, task: await this.task(row, role) };
      await this.deps.bus.publish({ to: userId, event: 'ask', payload });
    }
  }
}
