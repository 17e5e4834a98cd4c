import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { socialAccounts } from '../../db/schema';

/** Every SQL statement of the social module: links between a provider's accounts and members. */
export const socialRepo = {
  findLink: async (db: DbOrTx, provider: string, providerUid: string) =>
    (
      await db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.provider_uid, providerUid)))
    )[0],
  insertLink: (db: DbOrTx, values: typeof socialAccounts.$inferInsert) => db.insert(socialAccounts).values(values),
};
