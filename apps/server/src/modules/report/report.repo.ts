import type { DbOrTx } from '../../db/client';
import { reports } from '../../db/schema';

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
};
