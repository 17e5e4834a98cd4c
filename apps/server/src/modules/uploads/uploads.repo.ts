import type { UploadFolder } from '@yuanfen/contract';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { feeds, messages, photoPurchases, uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

const live = isNull(uploads.deleted_at);
/** Live uploads of this member among `ids` of this type that no post or message holds yet. */
const attachable = (userId: number, ids: number[], type: string) =>
  and(inArray(uploads.id, ids), eq(uploads.user_id, userId), eq(uploads.type, type), live, isNull(uploads.related_id));

/** Every statement the uploads module runs. */
export const uploadsRepo = {
  async insert(db: DbOrTx, values: NewUpload): Promise<UploadRow> {
    const [row] = await db.insert(uploads).values(values).returning();
    if (!row) throw new Error('upload insert returned nothing');
    return row;
  },

  /** An upload of this member and type, or undefined: someone else's id reads as unknown. */
  async ownOfType(db: Db, userId: number, id: number, type: string): Promise<UploadRow | undefined> {
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.user_id, userId), eq(uploads.type, type)))
      .limit(1);
    return row;
  },

  /** The member's newest uploads of one type, deleted ones too (their files may still be shown). */
  ownLatestOfType: (db: DbOrTx, userId: number, type: string, limit: number): Promise<UploadRow[]> =>
    db
      .select()
      .from(uploads)
      .where(and(eq(uploads.user_id, userId), eq(uploads.type, type)))
      .orderBy(desc(uploads.id))
      .limit(limit),

  async live(db: DbOrTx, id: number): Promise<UploadRow | undefined> {
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), live));
    return row;
  },

  liveByIds: (db: DbOrTx, ids: number[]): Promise<UploadRow[]> =>
    ids.length
      ? db
          .select()
          .from(uploads)
          .where(and(inArray(uploads.id, ids), live))
      : Promise.resolve([]),

  /** Marks the member's own live uploads among `ids` deleted; answers the rows it deleted. */
  softDeleteOwn: (db: DbOrTx, userId: number, ids: number[], at: Date): Promise<UploadRow[]> =>
    db
      .update(uploads)
      .set({ deleted_at: at })
      .where(and(inArray(uploads.id, ids), eq(uploads.user_id, userId), live))
      .returning(),

  /** Marks one live upload deleted whoever owns it (an operator's removal); answers the row it deleted. */
  async softDelete(db: DbOrTx, id: number, at: Date): Promise<UploadRow | undefined> {
    const [row] = await db
      .update(uploads)
      .set({ deleted_at: at })
      .where(and(eq(uploads.id, id), live))
      .returning();
    return row;
  },

  /** Locks one live upload of the member, so two moves of it cannot interleave. */
  async lockOwn(db: DbOrTx, userId: number, id: number): Promise<UploadRow | undefined> {
    const [row] = await db
      .select()
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.user_id, userId), live))
      .for('update');
    return row;
  },

  setPlace: (db: DbOrTx, id: number, values: { folder: UploadFolder; path: string; price: number | null }) =>
    db.update(uploads).set(values).where(eq(uploads.id, id)),

  async countAttachable(db: DbOrTx, userId: number, ids: number[], type: string): Promise<number> {
    return (
      await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(attachable(userId, ids, type))
    ).length;
  },

  /** Ties the attachable uploads among `ids` to the post or message; answers how many it tied. */
  async attach(db: DbOrTx, userId: number, ids: number[], type: string, relatedId: number): Promise<number> {
    const rows = await db
      .update(uploads)
      .set({ related_id: relatedId })
      .where(attachable(userId, ids, type))
      .returning({ id: uploads.id });
    return rows.length;
  },

  /** A page of the owner's live album photos in these folders, newest first (size + 1 rows). */
  albumPage: (db: DbOrTx, ownerId: number, folders: readonly UploadFolder[], offset: number, size: number) =>
    db
      .select()
      .from(uploads)
      .where(and(eq(uploads.user_id, ownerId), eq(uploads.type, 'album'), inArray(uploads.folder, [...folders]), live))
      .orderBy(desc(uploads.id))
      .offset(offset)
      .limit(size + 1),

  /** A page of the member's own live uploads of one type, newest first (size + 1 rows). */
  ownPage: (db: DbOrTx, userId: number, type: string, offset: number, size: number) =>
    db
      .select()
      .from(uploads)
      .where(and(eq(uploads.user_id, userId), eq(uploads.type, type), live))
      .orderBy(desc(uploads.id))
      .offset(offset)
      .limit(size + 1),

  /** The ids among `uploadIds` the buyer has bought. */
  async bought(db: DbOrTx, buyerId: number, uploadIds: number[]): Promise<Set<number>> {
    if (!uploadIds.length) return new Set();
    const rows = await db
      .select({ id: photoPurchases.upload_id })
      .from(photoPurchases)
      .where(and(eq(photoPurchases.buyer_id, buyerId), inArray(photoPurchases.upload_id, uploadIds)));
    return new Set(rows.map((r) => r.id));
  },

  /**
   * Records the purchase unless the buyer already has one. Concurrent inserts of the same pair wait on
   * the primary key, so exactly one of them answers true.
   */
  async insertPurchase(
    db: DbOrTx,
    values: { upload_id: number; buyer_id: number; related_id: number; type: string; price: number },
  ): Promise<boolean> {
    const rows = await db
      .insert(photoPurchases)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: photoPurchases.upload_id });
    return rows.length > 0;
  },

  /** Whether the feed post is live (a secret photo is bought where it is shown). */
  async livePost(db: DbOrTx, id: number): Promise<boolean> {
    const rows = await db
      .select({ id: feeds.id })
      .from(feeds)
      .where(and(eq(feeds.id, id), isNull(feeds.deleted_at)));
    return rows.length > 0;
  },

  /** Whether the message reached `recipientId` and was not recalled. */
  async receivedMessage(db: DbOrTx, id: number, recipientId: number): Promise<boolean> {
    const rows = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, id), eq(messages.recipient_id, recipientId), isNull(messages.recalled_at)));
    return rows.length > 0;
  },
};
