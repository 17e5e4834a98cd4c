import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  ledger,
  reports,
  translationMemory,
  translationRequests,
  translations,
  translators,
  users,
  withdrawals,
} from '../../db/schema';
import type { TranslationRequestRow, TranslationRow } from '../../db/schema';

export type { TranslationRequestRow, TranslationRow };
export type MemoryRow = typeof translationMemory.$inferSelect;
export type NewTranslation = Omit<typeof translations.$inferInsert, 'id' | 'updated_at'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const pairSql = sql`coalesce(${translationRequests.source}, 'auto') || '-' || ${translationRequests.target}`;
/** A translator's pay: only what the holds paid them (`ask-pay:`), never a refund or a release. */
const paidTo = (userId: SQL | number) =>
  and(
    eq(ledger.kind, 'translation'),
    eq(ledger.from_account, 'system:translation_holds'),
    sql`${ledger.to_account} = 'user:' || ${userId}`,
  );
const translatorMember = {
  user_id: translators.user_id,
  name: users.name,
  avatar: users.avatar,
  status: users.status,
};
/** Quality reports: reports of kind `translation` naming a request (issue 17's translators section). */
const qualityReportColumns = {
  report: reports,
  request: translationRequests,
};

/** Every SQL statement of the translation module. */
export const translationRepo = {
  // Item translations
  forItems: (db: DbOrTx, type: string, ids: number[], targets: string[]) =>
    ids.length === 0
      ? Promise.resolve([] as TranslationRow[])
      : db
          .select()
          .from(translations)
          .where(
            and(
              eq(translations.item_type, type),
              inArray(translations.item_id, ids),
              inArray(translations.target, targets),
            ),
          ),
  one: async (db: DbOrTx, type: string, id: number, target: string) =>
    (
      await db
        .select()
        .from(translations)
        .where(and(eq(translations.item_type, type), eq(translations.item_id, id), eq(translations.target, target)))
    )[0],
  /** A failed attempt counts up `attempts`; a success keeps the count (it names the charges made so far). */
  save: async (db: DbOrTx, values: NewTranslation) =>
    (
      await db
        .insert(translations)
        .values({ ...values, attempts: values.status === 'failed' ? 1 : 0 })
        .onConflictDoUpdate({
          target: [translations.item_type, translations.item_id, translations.target],
          set: {
            text_hash: values.text_hash,
            source: values.source,
            status: values.status,
            text: values.text,
            engine: values.engine,
            failure: values.failure,
            attempts: values.status === 'failed' ? sql`${translations.attempts} + 1` : translations.attempts,
            updated_at: new Date(),
          },
        })
        .returning()
    )[0]!,

  // Memory
  memory: async (db: DbOrTx, hash: string, source: string, target: string) =>
    (
      await db
        .select()
        .from(translationMemory)
        .where(
          and(
            eq(translationMemory.text_hash, hash),
            eq(translationMemory.source, source),
            eq(translationMemory.target, target),
          ),
        )
    )[0],
  /** Several lookups in one statement: the keys as (hash, source, target) triples. */
  memoryMany: (db: DbOrTx, keys: { hash: string; source: string; target: string }[]) =>
    keys.length === 0
      ? Promise.resolve([] as MemoryRow[])
      : db
          .select()
          .from(translationMemory)
          .where(
            or(
              ...keys.map((k) =>
                and(
                  eq(translationMemory.text_hash, k.hash),
                  eq(translationMemory.source, k.source),
                  eq(translationMemory.target, k.target),
                ),
              ),
            ),
          ),
  /** A human's translation replaces a machine's; a machine's never replaces a human's. */
  remember: (db: DbOrTx, values: typeof translationMemory.$inferInsert) =>
    db
      .insert(translationMemory)
      .values(values)
      .onConflictDoUpdate({
        target: [translationMemory.text_hash, translationMemory.source, translationMemory.target],
        set: { translation: values.translation, origin: values.origin, original: values.original },
        setWhere: sql`${translationMemory.origin} not in ('human', 'seed') or excluded.origin in ('human', 'seed')`,
      }),

  /** Entries written by people in bulk (the seed); an entry already there is kept. */
  rememberMany: (db: DbOrTx, values: (typeof translationMemory.$inferInsert)[]) =>
    values.length ? db.insert(translationMemory).values(values).onConflictDoNothing() : Promise.resolve(),

  // Translators
  translator: async (db: DbOrTx, userId: number) =>
    (await db.select().from(translators).where(eq(translators.user_id, userId)))[0],
  /** Active translators who work in the pair `source-target`. */
  translatorsFor: async (db: DbOrTx, pair: string) =>
    (
      await db
        .select({ user_id: translators.user_id })
        .from(translators)
        .where(and(eq(translators.active, true), sql`${translators.pairs} @> ${JSON.stringify([pair])}::jsonb`))
    ).map((r) => r.user_id),
  /** Every translator with their name, for the operator CLI. */
  listTranslators: (db: DbOrTx) =>
    db
      .select({ name: users.name, pairs: translators.pairs, active: translators.active })
      .from(translators)
      .innerJoin(users, eq(users.id, translators.user_id)),
  /** Roles of these members (the console's candidates). */
  translatorsOf: (db: DbOrTx, ids: number[]) =>
    ids.length ? db.select().from(translators).where(inArray(translators.user_id, ids)) : Promise.resolve([]),
  /**
   * The console's translators (docs/decisions.md 64), newest appointed first, with their work: jobs done,
   * jobs taken now, gold earned and quality reports upheld against them.
   */
  translatorsPage: (
    db: DbOrTx,
    filter: { q?: string; state: 'active' | 'revoked' | 'all'; pair?: string; userId?: number },
    limit: number,
    offset: number,
  ) => {
    const where: SQL[] = [];
    if (filter.state !== 'all') where.push(eq(translators.active, filter.state === 'active'));
    if (filter.pair) where.push(sql`${translators.pairs} @> ${JSON.stringify([filter.pair])}::jsonb`);
    if (filter.userId) where.push(eq(translators.user_id, filter.userId));
    const q = filter.q?.trim();
    if (q) where.push(sql`lower(${users.name}) like ${`%${escapeLike(q.toLowerCase())}%`}`);
    return db
      .select({
        ...translatorMember,
        pairs: translators.pairs,
        active: translators.active,
        created_at: translators.created_at,
        done: sql<number>`(select count(*)::int from ${translationRequests} where ${translationRequests.translator_id} = ${translators.user_id} and ${translationRequests.status} = 'done')`,
        open_jobs: sql<number>`(select count(*)::int from ${translationRequests} where ${translationRequests.translator_id} = ${translators.user_id} and ${translationRequests.status} = 'claimed')`,
        earned: sql<number>`(select coalesce(sum(${ledger.amount}), 0)::int from ${ledger} where ${paidTo(sql`${translators.user_id}`)})`,
        upheld: sql<number>`(select count(*)::int from ${reports} join ${translationRequests} on ${translationRequests.id} = ${reports.related_id} where ${reports.type} = 'translation' and ${reports.status} = 'reviewed' and ${translationRequests.translator_id} = ${translators.user_id})`,
      })
      .from(translators)
      .innerJoin(users, eq(users.id, translators.user_id))
      .where(and(...where))
      .orderBy(desc(translators.created_at), desc(translators.user_id))
      .limit(limit)
      .offset(offset);
  },
  /** Each translator's pay in [from, to) and overall, and their withdrawals (docs/decisions.md 65). */
  payPage: (db: DbOrTx, from: Date, to: Date, limit: number, offset: number) => {
    const inMonth = and(paidTo(sql`${translators.user_id}`), gte(ledger.created_at, from), lt(ledger.created_at, to));
    const monthEarned = sql<number>`(select coalesce(sum(${ledger.amount}), 0)::int from ${ledger} where ${inMonth})`;
    return db
      .select({
        ...translatorMember,
        balance: users.balance,
        month_jobs: sql<number>`(select count(*)::int from ${ledger} where ${inMonth})`,
        month_earned: monthEarned,
        total_earned: sql<number>`(select coalesce(sum(${ledger.amount}), 0)::int from ${ledger} where ${paidTo(sql`${translators.user_id}`)})`,
        withdrawn: sql<number>`(select coalesce(sum(${withdrawals.amount}), 0)::int from ${withdrawals} where ${withdrawals.user_id} = ${translators.user_id} and ${withdrawals.status} = 'paid')`,
        pending: sql<number>`(select coalesce(sum(${withdrawals.amount}), 0)::int from ${withdrawals} where ${withdrawals.user_id} = ${translators.user_id} and ${withdrawals.status} in ('pending', 'approved'))`,
      })
      .from(translators)
      .innerJoin(users, eq(users.id, translators.user_id))
      .orderBy(desc(monthEarned), asc(translators.user_id))
      .limit(limit)
      .offset(offset);
  },
  saveTranslator: (db: DbOrTx, userId: number, pairs: string[], active: boolean) =>
    db
      .insert(translators)
      .values({ user_id: userId, pairs, active })
      .onConflictDoUpdate({ target: translators.user_id, set: { pairs, active } }),

  // Human translation requests
  insertRequest: async (db: DbOrTx, values: typeof translationRequests.$inferInsert) =>
    (
      await db
        .insert(translationRequests)
        .values(values)
        .onConflictDoNothing({
          target: [
            translationRequests.asker_id,
            translationRequests.item_type,
            translationRequests.item_id,
            translationRequests.target,
          ],
          where: sql`${translationRequests.status} <> 'expired'`,
        })
        .returning()
    )[0],
  /**
   * Of the given items, those whose human translation into one of `targets` the reader reported (report
   * kind `translation`, related_id the request): hidden from that reader (issue 19). Keys `item_id:target`.
   */
  reportedHuman: async (db: DbOrTx, readerId: number, type: string, itemIds: number[], targets: string[]) =>
    new Set(
      (
        await db
          .select({ item_id: translationRequests.item_id, target: translationRequests.target })
          .from(reports)
          .innerJoin(translationRequests, eq(translationRequests.id, reports.related_id))
          .where(
            and(
              eq(reports.reporter_id, readerId),
              eq(reports.type, 'translation'),
              eq(translationRequests.item_type, type),
              inArray(translationRequests.item_id, itemIds),
              inArray(translationRequests.target, targets),
            ),
          )
      ).map((r) => `${r.item_id}:${r.target}`),
    ),
  request: async (db: DbOrTx, id: number) =>
    (await db.select().from(translationRequests).where(eq(translationRequests.id, id)))[0],
  /** The asker's latest request for an item in a language, live or not. */
  latestRequest: async (db: DbOrTx, askerId: number, type: string, itemId: number, target: string) =>
    (
      await db
        .select()
        .from(translationRequests)
        .where(
          and(
            eq(translationRequests.asker_id, askerId),
            eq(translationRequests.item_type, type),
            eq(translationRequests.item_id, itemId),
            eq(translationRequests.target, target),
          ),
        )
        .orderBy(desc(translationRequests.id))
        .limit(1)
    )[0],
  /** One statement decides who wins a request: only an open one before its deadline, never one's own. */
  claim: async (db: DbOrTx, id: number, translatorId: number, at: Date) =>
    (
      await db
        .update(translationRequests)
        .set({ status: 'claimed', translator_id: translatorId, claimed_at: at })
        .where(
          and(
            eq(translationRequests.id, id),
            eq(translationRequests.status, 'open'),
            sql`${translationRequests.deadline_at} > ${at}`,
            ne(translationRequests.asker_id, translatorId),
          ),
        )
        .returning()
    )[0],
  /** The claimer's answer, only while claimed and before the deadline. */
  answer: async (db: DbOrTx, id: number, translatorId: number, answer: string, at: Date) =>
    (
      await db
        .update(translationRequests)
        .set({ status: 'done', answer, answered_at: at })
        .where(
          and(
            eq(translationRequests.id, id),
            eq(translationRequests.status, 'claimed'),
            eq(translationRequests.translator_id, translatorId),
            sql`${translationRequests.deadline_at} > ${at}`,
          ),
        )
        .returning()
    )[0],
  /** Requests past their deadline, locked for this transaction; another node skips them. */
  lockDue: (db: DbOrTx, at: Date, limit: number) =>
    db
      .select()
      .from(translationRequests)
      .where(and(inArray(translationRequests.status, ['open', 'claimed']), lte(translationRequests.deadline_at, at)))
      .orderBy(asc(translationRequests.id))
      .limit(limit)
      .for('update', { skipLocked: true }),
  expire: (db: DbOrTx, id: number) =>
    db.update(translationRequests).set({ status: 'expired' }).where(eq(translationRequests.id, id)),
  /** The console's queue (docs/decisions.md 64): waiting and taken oldest first, the others newest first. */
  jobsPage: (db: DbOrTx, filter: { state: string; pair?: string }, limit: number, offset: number) =>
    db
      .select()
      .from(translationRequests)
      .where(
        and(eq(translationRequests.status, filter.state), filter.pair ? sql`${pairSql} = ${filter.pair}` : undefined),
      )
      .orderBy(
        filter.state === 'open' || filter.state === 'claimed'
          ? asc(translationRequests.id)
          : desc(translationRequests.id),
      )
      .limit(limit)
      .offset(offset),
  /** A taken job goes back to the queue, only while taken and before its deadline (answer and expiry exclude it). */
  release: async (db: DbOrTx, id: number, at: Date) =>
    (
      await db
        .update(translationRequests)
        .set({ status: 'open', translator_id: null, claimed_at: null })
        .where(
          and(
            eq(translationRequests.id, id),
            eq(translationRequests.status, 'claimed'),
            gt(translationRequests.deadline_at, at),
          ),
        )
        .returning()
    )[0],
  /** The jobs a translator has taken and not delivered, before their deadline (past it, the expiry job owns them). */
  takenBy: (db: DbOrTx, translatorId: number, at: Date) =>
    db
      .select()
      .from(translationRequests)
      .where(
        and(
          eq(translationRequests.translator_id, translatorId),
          eq(translationRequests.status, 'claimed'),
          gt(translationRequests.deadline_at, at),
        ),
      )
      .orderBy(asc(translationRequests.id)),
  /** Quality reports by state: open, upheld (`reviewed`) or dismissed; oldest open first. */
  qualityReports: (db: DbOrTx, status: string, limit: number, offset: number) =>
    db
      .select(qualityReportColumns)
      .from(reports)
      .innerJoin(translationRequests, eq(translationRequests.id, reports.related_id))
      .where(and(eq(reports.type, 'translation'), eq(reports.status, status)))
      .orderBy(status === 'open' ? asc(reports.id) : desc(reports.decided_at), desc(reports.id))
      .limit(limit)
      .offset(offset),
  qualityReport: async (db: DbOrTx, id: number) =>
    (
      await db
        .select(qualityReportColumns)
        .from(reports)
        .innerJoin(translationRequests, eq(translationRequests.id, reports.related_id))
        .where(and(eq(reports.id, id), eq(reports.type, 'translation')))
    )[0],
  /**
   * An upheld report takes the translator's text down for everyone: the item's translation and the memory
   * entry, each only while it still is that human translation (a newer one is kept).
   */
  forgetHuman: async (db: DbOrTx, request: TranslationRequestRow) => {
    if (!request.answer) return;
    await db
      .delete(translations)
      .where(
        and(
          eq(translations.item_type, request.item_type),
          eq(translations.item_id, request.item_id),
          eq(translations.target, request.target),
          eq(translations.engine, 'human'),
          eq(translations.text, request.answer),
        ),
      );
    await db
      .delete(translationMemory)
      .where(
        and(
          eq(translationMemory.source, request.source ?? 'auto'),
          eq(translationMemory.target, request.target),
          eq(translationMemory.original, request.content),
          eq(translationMemory.translation, request.answer),
          eq(translationMemory.origin, 'human'),
        ),
      );
  },
  /** A translator's queue: open requests in their pairs (not their own) and the ones they claimed. */
  queue: (db: DbOrTx, translatorId: number, pairs: string[], limit: number) =>
    db
      .select()
      .from(translationRequests)
      .where(
        or(
          and(
            eq(translationRequests.translator_id, translatorId),
            inArray(translationRequests.status, ['claimed', 'done']),
          ),
          pairs.length
            ? and(
                eq(translationRequests.status, 'open'),
                ne(translationRequests.asker_id, translatorId),
                inArray(sql`${translationRequests.source} || '-' || ${translationRequests.target}`, pairs),
              )
            : sql`false`,
        ),
      )
      .orderBy(desc(translationRequests.id))
      .limit(limit),
};
