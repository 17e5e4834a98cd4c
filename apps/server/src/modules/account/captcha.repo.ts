import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { captchas } from '../../db/schema';

/** Every SQL statement of the image captchas (the `captchas` table). */
export const captchaRepo = {
  deleteExpired: (db: DbOrTx, now: Date) => db.delete(captchas).where(lt(captchas.expires_at, now)),
  insert: (db: DbOrTx, values: typeof captchas.$inferInsert) => db.insert(captchas).values(values),
  /** Marks an unused, unexpired captcha used and answers its row; undefined when there was none. */
  useUp: async (db: DbOrTx, id: string, now: Date) =>
    (
      await db
        .update(captchas)
        .set({ used_at: now })
        .where(and(eq(captchas.id, id), isNull(captchas.used_at), gt(captchas.expires_at, now)))
        .returning()
    )[0],
};
