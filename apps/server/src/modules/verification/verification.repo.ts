import type { VerificationRequestStatus } from '@yuanfen/contract';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { uploads, users, verifications, type VerificationRow } from '../../db/schema';

/** Album photos shown to an operator next to each selfie. */
export const COMPARE_PHOTOS = 6;

/** Every statement of identity verification (issue 19). */
export const verificationRepo = {
  /** The member's verified flag, their newest selfie and how many they have sent, in one statement. */
  async standing(db: DbOrTx, userId: number) {
    const newest = db
      .select()
      .from(verifications)
      .where(eq(verifications.user_id, userId))
      .orderBy(desc(verifications.id))
      .limit(1)
      .as('newest');
    const [row] = await db
      .select({
        verified: users.verified,
        tries: sql<number>`(select count(*)::int from ${verifications} where ${verifications.user_id} = ${userId})`,
        latest: {
          id: newest.id,
          gesture: newest.gesture,
          status: newest.status,
          reason: newest.reason,
        },
      })
      .from(users)
      .leftJoin(newest, sql`true`)
      .where(eq(users.id, userId));
    if (!row) return undefined;
    const latest = row.latest?.id == null ? null : row.latest;
    return { verified: row.verified, tries: Number(row.tries), latest };
  },

  /** Locks the member's row for a new selfie: two sends at once are decided one after the other. */
  lockMember: (tx: Tx, userId: number) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update'),

  async insert(tx: Tx, values: { user_id: number; gesture: string; upload_key: string }): Promise<VerificationRow> {
    const [row] = await tx.insert(verifications).values(values).returning();
    if (!row) throw new Error('verification insert returned nothing');
    return row;
  },

  async find(db: DbOrTx, id: number): Promise<VerificationRow | undefined> {
    const [row] = await db.select().from(verifications).where(eq(verifications.id, id));
    return row;
  },

  /** A page of one status: the pending queue oldest first, decided ones newest first. */
  page: (db: DbOrTx, status: VerificationRequestStatus, offset: number, limit: number) =>
    db
      .select()
      .from(verifications)
      .where(eq(verifications.status, status))
      .orderBy(status === 'pending' ? asc(verifications.id) : desc(verifications.id))
      .offset(offset)
      .limit(limit),

  /** Decides a pending selfie; undefined when it was decided meanwhile. */
  async decide(
    tx: Tx,
    id: number,
    values: { status: 'verified' | 'rejected'; reason: string | null; reviewed_by: number; reviewed_at: Date },
  ): Promise<VerificationRow | undefined> {
    const [row] = await tx
      .update(verifications)
      .set(values)
      .where(and(eq(verifications.id, id), eq(verifications.status, 'pending')))
      .returning();
    return row;
  },

  /** The newest live album photos of each member, `COMPARE_PHOTOS` at most each, in one statement. */
  async albumPhotos(db: DbOrTx, userIds: number[]) {
    if (!userIds.length) return [];
    const ranked = db
      .select({
        id: uploads.id,
        rank: sql<number>`row_number() over (partition by ${uploads.user_id} order by ${uploads.id} desc)`.as('rank'),
      })
      .from(uploads)
      .where(and(inArray(uploads.user_id, userIds), eq(uploads.type, 'album'), isNull(uploads.deleted_at)))
      .as('ranked');
    return db
      .select()
      .from(uploads)
      .innerJoin(ranked, eq(ranked.id, uploads.id))
      .where(sql`${ranked.rank} <= ${COMPARE_PHOTOS}`)
      .orderBy(desc(uploads.id));
  },
};
