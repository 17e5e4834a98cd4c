import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reports } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;

export const reportRepo = {
  /** One open report per reporter and subject: a repeat updates its text instead of piling up. */
  upsert: async (db: DbOrTx, values: typeof reports.$inferInsert) =>
    (
      await db
        .insert(reports)
        .values(values)
        .onConflictDoUpdate({
          target: [reports.reporter_id, reports.type, reports.related_id],
          set: { content: values.content, status: 'open', created_at: new Date() },
        })
        .returning({ id: reports.id, status: reports.status })
    )[0]!,

  /** The operators' queue: open reports oldest first (first come, first served), decided ones newest first. */
  page: (db: DbOrTx, filter: { kind?: string; status: string }, limit: number, offset: number) => {
    const where: SQL[] = [eq(reports.status, filter.status)];
    if (filter.kind) where.push(eq(reports.type, filter.kind));
    return db
      .select()
      .from(reports)
      .where(and(...where))
      .orderBy(filter.status === 'open' ? asc(reports.id) : desc(reports.id))
      .limit(limit)
      .offset(offset);
  },
  /** The reporter's own report of a subject, if they filed one. */
  findOwn: async (db: DbOrTx, reporterId: number, type: string, relatedId: number) =>
    (
      await db
        .select({ id: reports.id })
        .from(reports)
        .where(and(eq(reports.reporter_id, reporterId), eq(reports.type, type), eq(reports.related_id, relatedId)))
    )[0],
  find: async (db: DbOrTx, id: number) => (await db.select().from(reports).where(eq(reports.id, id)))[0],
  /** Records the decision of an open report, once (undefined when it was decided meanwhile). */
  decide: async (
    db: DbOrTx,
    id: number,
    values: { status: string; decision: string; decision_reason: string | null; decided_by: number; decided_at: Date },
  ) =>
    (
      await db
        .update(reports)
        .set(values)
        .where(and(eq(reports.id, id), eq(reports.status, 'open')))
        .returning()
    )[0],
};
