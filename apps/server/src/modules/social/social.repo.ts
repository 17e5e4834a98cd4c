import { and, desc, eq } from 'drizzle-orm';
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
  /** A member's link with a provider (the newest when there are several). */
  linkOfUser: async (db: DbOrTx, provider: string, userId: number) =>
    (
      await db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.user_id, userId)))
        .orderBy(desc(socialAccounts.id))
        .limit(1)
    )[0],
  /** Points the provider account at this member (inserted, or moved from whoever held it). */
  upsertLink: (db: DbOrTx, values: typeof socialAccounts.$inferInsert) =>
    db
      .insert(socialAccounts)
      .values(values)
      .onConflictDoUpdate({
        target: [socialAccounts.provider, socialAccounts.provider_uid],
        set: { user_id: values.user_id, union_id: values.union_id ?? null },
      }),
};
