import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { supportReplies, supportTickets, users, type SupportTicketRow } from '../../db/schema';

export const supportRepo = {
  insert: async (db: DbOrTx, values: typeof supportTickets.$inferInsert) =>
    (await db.insert(supportTickets).values(values).returning())[0]!,

  find: async (db: DbOrTx, id: number): Promise<SupportTicketRow | undefined> =>
    (await db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0],

  /** A member's tickets, the latest activity first. */
  pageOf: (db: DbOrTx, userId: number, limit: number, offset: number) =>
    db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.user_id, userId))
      .orderBy(desc(supportTickets.updated_at), desc(supportTickets.id))
      .limit(limit)
      .offset(offset),

  /** The console's queue: open tickets oldest first (first come, first served), the others newest first. */
  queue: (db: DbOrTx, status: string | undefined, limit: number, offset: number) => {
    const where: SQL[] = status ? [eq(supportTickets.status, status)] : [];
    return db
      .select()
      .from(supportTickets)
      .where(and(...where))
      .orderBy(
        status === 'open' ? asc(supportTickets.updated_at) : desc(supportTickets.updated_at),
        desc(supportTickets.id),
      )
      .limit(limit)
      .offset(offset);
  },

  replies: (db: DbOrTx, ticketId: number) =>
    db.select().from(supportReplies).where(eq(supportReplies.ticket_id, ticketId)).orderBy(asc(supportReplies.id)),

  addReply: async (db: DbOrTx, values: typeof supportReplies.$inferInsert) =>
    (await db.insert(supportReplies).values(values).returning())[0]!,

  setStatus: async (db: DbOrTx, id: number, status: string, at: Date) =>
    (await db.update(supportTickets).set({ status, updated_at: at }).where(eq(supportTickets.id, id)).returning())[0],

  members: (db: DbOrTx, ids: number[]) =>
    ids.length
      ? db
          .select({ id: users.id, name: users.name, avatar: users.avatar, language: users.language })
          .from(users)
          .where(inArray(users.id, ids))
      : Promise.resolve([]),
};
