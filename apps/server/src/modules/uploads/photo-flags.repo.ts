import type { PhotoFlagStatus, RemovalCategory } from '@yuanfen/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { photoFlags, uploads } from '../../db/schema';

/** The photo review queue's statements (docs/decisions.md 66): photos the text check found borderline. */
export const photoFlagsRepo = {
  insert: (db: DbOrTx, values: { upload_id: number; user_id: number; words: string[] }) =>
    db.insert(photoFlags).values(values),

  /** A page of flags in one state, newest first, with their uploads (deleted ones too). */
  page: (db: DbOrTx, status: PhotoFlagStatus, offset: number, limit: number) =>
    db
      .select({ flag: photoFlags, upload: uploads })
      .from(photoFlags)
      .innerJoin(uploads, eq(uploads.id, photoFlags.upload_id))
      .where(eq(photoFlags.status, status))
      .orderBy(desc(photoFlags.created_at), desc(photoFlags.upload_id))
      .offset(offset)
      .limit(limit),

  async find(db: DbOrTx, uploadId: number) {
    const [row] = await db
      .select({ flag: photoFlags, upload: uploads })
      .from(photoFlags)
      .innerJoin(uploads, eq(uploads.id, photoFlags.upload_id))
      .where(eq(photoFlags.upload_id, uploadId));
    return row;
  },

  /** Decides an open flag; undefined when it was decided meanwhile. */
  async decide(
    db: DbOrTx,
    uploadId: number,
    values: { status: PhotoFlagStatus; category: RemovalCategory | null; decided_by: number; decided_at: Date },
  ) {
    const [row] = await db
      .update(photoFlags)
      .set(values)
      .where(and(eq(photoFlags.upload_id, uploadId), eq(photoFlags.status, 'open')))
      .returning();
    return row;
  },

  /** Open flags of photos still stored: the dashboard's queue. */
  async countOpen(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: count() }).from(photoFlags).where(eq(photoFlags.status, 'open'));
    return row?.n ?? 0;
  },
};
