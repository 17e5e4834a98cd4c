import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feeds, messages, users } from '../../db/schema';

/** The onboarding's facts of one member in one statement: profile columns, a first post, a first message. */
export const onboardingRepo = {
  facts: async (db: DbOrTx, userId: number) =>
    (
      await db
        .select({
          avatar: users.avatar,
          birthday: users.birthday,
          languages: users.languages,
          purpose: users.purpose,
          interest: users.interest,
          // Each an index step: feeds_user_idx, messages_sender_idx.
          posted: sql<boolean>`exists (select 1 from ${feeds} where ${feeds.user_id} = ${userId} and ${feeds.deleted_at} is null)`,
          wrote: sql<boolean>`exists (select 1 from ${messages} where ${messages.sender_id} = ${userId})`,
        })
        .from(users)
        .where(eq(users.id, userId))
    )[0],
};
