import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { staticPages, type StaticPageRow } from '../../db/schema';

export type { StaticPageRow };

/** Every SQL statement of the static pages' texts. */
export const pagesRepo = {
  find: async (db: DbOrTx, name: string, language: string): Promise<StaticPageRow | undefined> =>
    (
      await db
        .select()
        .from(staticPages)
        .where(and(eq(staticPages.name, name), eq(staticPages.language, language)))
    )[0],

  list: (db: DbOrTx) => db.select().from(staticPages).orderBy(desc(staticPages.updated_at)),

  save: async (tx: Tx, values: Omit<StaticPageRow, 'updated_at'>): Promise<StaticPageRow> =>
    (
      await tx
        .insert(staticPages)
        .values(values)
        .onConflictDoUpdate({
          target: [staticPages.name, staticPages.language],
          set: { content: values.content, updated_by: values.updated_by, updated_at: new Date() },
        })
        .returning()
    )[0]!,

  remove: async (tx: Tx, name: string, language: string): Promise<StaticPageRow | undefined> =>
    (
      await tx
        .delete(staticPages)
        .where(and(eq(staticPages.name, name), eq(staticPages.language, language)))
        .returning()
    )[0],
};
