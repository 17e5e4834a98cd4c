import type { SayHiPart } from '@yuanfen/contract';
import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messages, sayHiReviews, users } from '../../db/schema';

const hasText = sql`coalesce(${users.hi_content}, '') <> ''`;
const hasPhoto = isNotNull(users.hi_photo);
/** Waiting: changed since its last review, and still holding something. */
const waiting = and(isNull(sayHiReviews.reviewed_at), or(hasText, hasPhoto));
/** The version an operator saw, as the console shows it (milliseconds; the database keeps microseconds). */
const version = sql`date_trunc('milliseconds', ${sayHiReviews.changed_at})`;

const columns = {
  id: users.id,
  name: users.name,
  avatar: users.avatar,
  status: users.status,
  hi_content: users.hi_content,
  hi_photo: users.hi_photo,
  changed_at: sayHiReviews.changed_at,
  reviewed_at: sayHiReviews.reviewed_at,
  // Say-hi messages sent since this version of the template was set.
  sent: sql<number>`(select count(*)::int from ${messages} where ${messages.sender_id} = ${users.id}
    and ${messages.message_type} = 'hi' and ${messages.created_at} >= ${sayHiReviews.changed_at})`,
};

/**
 * Say-hi templates' review state (docs/decisions.md 66). The profile service marks a template changed;
 * the console's review reads the queue and approves. The template itself stays in `users` (written by the
 * account repo).
 */
export const sayHiReviewRepo = {
  /** The member changed their template: it waits for a review again. */
  changed: (db: DbOrTx, userId: number, at: Date) =>
    db
      .insert(sayHiReviews)
      .values({ user_id: userId, changed_at: at })
      .onConflictDoUpdate({
        target: sayHiReviews.user_id,
        set: { changed_at: at, reviewed_at: null, reviewed_by: null },
      }),

  /** A page of the queue, newest change first; `holds` keeps templates with a text or with a picture. */
  page: (db: DbOrTx, holds: SayHiPart | undefined, offset: number, limit: number) => {
    const filter: SQL | undefined = holds === 'text' ? hasText : holds === 'photo' ? hasPhoto : undefined;
    return db
      .select(columns)
      .from(sayHiReviews)
      .innerJoin(users, eq(users.id, sayHiReviews.user_id))
      .where(and(waiting, filter))
      .orderBy(desc(sayHiReviews.changed_at), desc(sayHiReviews.user_id))
      .offset(offset)
      .limit(limit);
  },

  async find(db: DbOrTx, userId: number) {
    const [row] = await db
      .select(columns)
      .from(sayHiReviews)
      .innerJoin(users, eq(users.id, sayHiReviews.user_id))
      .where(eq(sayHiReviews.user_id, userId));
    return row;
  },

  /** Marks the version seen (`changedAt`) reviewed; undefined when it changed or was reviewed meanwhile. */
  async reviewed(db: DbOrTx, userId: number, changedAt: Date, by: number, at: Date) {
    const [row] = await db
      .update(sayHiReviews)
      .set({ reviewed_at: at, reviewed_by: by })
      .where(
        and(
          eq(sayHiReviews.user_id, userId),
          isNull(sayHiReviews.reviewed_at),
          sql`${version} = ${changedAt.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    return row;
  },

  async countWaiting(db: DbOrTx): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(sayHiReviews)
      .innerJoin(users, eq(users.id, sayHiReviews.user_id))
      .where(waiting);
    return row?.n ?? 0;
  },
};
export type SayHiReviewEntry = NonNullable<Awaited<ReturnType<typeof sayHiReviewRepo.find>>>;
