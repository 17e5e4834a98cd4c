import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

/** Every statement the uploads module runs. */
export const uploadsRepo = {
  async insert(db: Db, values: NewUpload): Promise<UploadRow> {
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
};
