import { and, arrayContains, asc, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, devices, feeds, ledger, messages, users } from '../../db/schema';

/**
 * The operations console's reads (docs/decisions.md 36). The console looks across modules — members,
 * devices, ledgers, reports and the reported posts and messages — so, like the privacy rule (decision 14),
 * it reads those tables here. It writes none of them: writes go through the owners (`SessionService`,
 * `LedgerService`, the account, feed, chat and report repos) and the audit log.
 */

export const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
  status: users.status,
  roles: users.roles,
  is_partner: users.is_partner,
  bd: users.bd,
  vip: users.vip,
  free: users.free,
  vip_expired_at: users.vip_expired_at,
  balance: users.balance,
  created_at: users.created_at,
  last_active_at: users.last_active_at,
};
export type MemberRow = Awaited<ReturnType<typeof adminRepo.member>> & object;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const adminRepo = {
  /** Members by id, or a part of name, e-mail or phone (any case); newest first, `limit` from `offset`. */
  searchMembers: (db: DbOrTx, query: { q?: string; role?: string; status?: string }, limit: number, offset: number) => {
    const where: SQL[] = [];
    const q = query.q?.trim();
    if (q) {
      const like = `%${escapeLike(q.toLowerCase())}%`;
      const text = or(
        sql`lower(${users.name}) like ${like}`,
        sql`lower(${users.email}) like ${like}`,
        sql`${users.phone} like ${like}`,
      )!;
      where.push(/^\d{1,9}$/.test(q) ? or(eq(users.id, Number(q)), text)! : text);
    }
    if (query.role) where.push(arrayContains(users.roles, [query.role]));
    if (query.status) where.push(eq(users.status, query.status));
    return db
      .select(memberColumns)
      .from(users)
      .where(and(...where))
      .orderBy(desc(users.id))
      .limit(limit)
      .offset(offset);
  },
  member: async (db: DbOrTx, id: number) =>
    (
      await db
        .select({
          ...memberColumns,
          language: users.language,
          gender: users.gender,
          verified: users.verified,
          email_verified: users.email_verified,
          phone_verified: users.phone_verified,
        })
        .from(users)
        .where(eq(users.id, id))
    )[0],
  members: (db: DbOrTx, ids: number[]) =>
    ids.length
      ? db
          .select({ id: users.id, name: users.name, avatar: users.avatar, status: users.status })
          .from(users)
          .where(inArray(users.id, ids))
      : Promise.resolve([]),
  devicesOf: (db: DbOrTx, userId: number) =>
    db.select().from(devices).where(eq(devices.user_id, userId)).orderBy(desc(devices.last_seen_at)).limit(50),
  ledgerOf: (db: DbOrTx, account: string, limit: number) =>
    db
      .select()
      .from(ledger)
      .where(or(eq(ledger.from_account, account), eq(ledger.to_account, account)))
      .orderBy(desc(ledger.id))
      .limit(limit),

  auditPage: (
    db: DbOrTx,
    filter: { actor_id?: number; action?: string; target?: string; from?: string; to?: string },
    limit: number,
    offset: number,
  ) => {
    const where: SQL[] = [];
    if (filter.actor_id) where.push(eq(auditLog.actor_id, filter.actor_id));
    if (filter.action) where.push(eq(auditLog.action, filter.action));
    if (filter.target) where.push(eq(auditLog.target, filter.target));
    // Whole days, UTC: `from` at its midnight, `to` up to (not including) the next midnight.
    if (filter.from) where.push(gte(auditLog.created_at, new Date(`${filter.from}T00:00:00Z`)));
    if (filter.to) where.push(lt(auditLog.created_at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)));
    return db
      .select({ entry: auditLog, actor_name: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actor_id))
      .where(and(...where))
      .orderBy(desc(auditLog.id))
      .limit(limit)
      .offset(offset);
  },

  // the reported content
  post: async (db: DbOrTx, id: number) => (await db.select().from(feeds).where(eq(feeds.id, id)))[0],
  message: async (db: DbOrTx, id: number) => (await db.select().from(messages).where(eq(messages.id, id)))[0],
  /** The conversation around a message: up to `each` messages before and after it. */
  messagesAround: async (db: DbOrTx, message: { id: number; pair_low: number; pair_high: number }, each: number) => {
    const pair = and(eq(messages.pair_low, message.pair_low), eq(messages.pair_high, message.pair_high));
    const before = await db
      .select()
      .from(messages)
      .where(and(pair, lt(messages.id, message.id)))
      .orderBy(desc(messages.id))
      .limit(each);
    const after = await db
      .select()
      .from(messages)
      .where(and(pair, gt(messages.id, message.id)))
      .orderBy(asc(messages.id))
      .limit(each);
    return [...before.reverse(), ...after];
  },
};
