import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appVersions, clientErrors, outbox } from '../../db/schema';

/** Every SQL statement of the system module: app versions, client error reports and the debug outbox. */
export const systemRepo = {
  /** The newest version published for a platform, if any. */
  latestVersion: async (db: DbOrTx, platform: string) =>
    (
      await db
        .select()
        .from(appVersions)
        .where(eq(appVersions.platform, platform))
        .orderBy(desc(appVersions.created_at))
        .limit(1)
    )[0],
  insertClientError: (db: DbOrTx, values: typeof clientErrors.$inferInsert) => db.insert(clientErrors).values(values),
  /** The 50 newest outbox messages, to one address when `to` is given. */
  outbox: (db: DbOrTx, to?: string) =>
    db
      .select()
      .from(outbox)
      .where(to ? eq(outbox.to, to) : undefined)
      .orderBy(desc(outbox.id))
      .limit(50),
};
