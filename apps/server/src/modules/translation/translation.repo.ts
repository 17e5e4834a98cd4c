import { and, asc, desc, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reports, translationMemory, translationRequests, translations, translators, users } from '../../db/schema';
import type { TranslationRequestRow, TranslationRow } from '../../db/schema';

export type { TranslationRequestRow, TranslationRow };
export type MemoryRow = typeof translationMemory.$inferSelect;
export type NewTranslation = Omit<typeof translations.$inferInsert, 'id' | 'updated_at'>;

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
