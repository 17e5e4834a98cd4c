import { accountRepo } from '../account/account.repo';
import { ERASED_STATUS } from '../account/erased';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notExists,
  or,
  sql,
  type SQL,
  type Placeholder,
  type SQLWrapper,
  type Table,
} from 'drizzle-orm';
import { alias, type PgInsertValue } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { param, prepared, preparedSql } from '../../db/prepared';
import { blocks, friends, messageDeletions, messages, messageThreads, users, type MessageRow } from '../../db/schema';
import { viewerReadingOwnVip, visibleToSql } from '../profile/privacy.repo';
import { cardColumns, type CardRow } from '../profile/profile.repo';

export type { MessageRow };
export type ThreadRow = typeof messageThreads.$inferSelect;

const messageColumns = getTableColumns(messages);

/** The two user ids of a conversation in order: one index range whichever side sent. */
export const pairOf = (a: number, b: number) => ({ low: Math.min(a, b), high: Math.max(a, b) });
const inPair = (a: number, b: number) => {
  const { low, high } = pairOf(a, b);
  return and(eq(messages.pair_low, low), eq(messages.pair_high, high));
};
/** Messages `userId` has not deleted for themself. */
const notDeletedBy = (db: DbOrTx, userId: number) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(messageDeletions)
      .where(and(eq(messageDeletions.user_id, userId), eq(messageDeletions.message_id, messages.id))),
  );
/** What a member sees of a conversation: after their own "delete for me" of the thread, minus deletions. */
const visibleIn = (db: DbOrTx, thread: ThreadRow) =>
  and(
    inPair(thread.user_id, thread.peer_id),
    gt(messages.id, thread.cleared_before_id),
    notDeletedBy(db, thread.user_id),
  );

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The facts of a member the messaging rules read (ARCHITECTURE.md §3 exception: docs/decisions.md), with
 * what makes them a `Person` (name, language, reader, actor) and their profile's privacy: a send reads
 * both members once, in one statement.
 */
const memberColumns = {
  id: users.id,
  name: users.name,
  status: users.status,
  roles: users.roles,
  language: users.language,
  languages: users.languages,
  birthday: users.birthday,
  translate_engine: users.translate_engine,
  interest: users.interest,
  vip: users.vip,
  free: users.free,
  vip_expired_at: users.vip_expired_at,
  visibility: users.visibility,
  message_source: users.message_source,
  block_other_language: users.block_other_language,
  email_verified: users.email_verified,
  hi_content: users.hi_content,
  hi_photo: users.hi_photo,
  is_partner: users.is_partner,
};
const selectMembers = (db: DbOrTx) => db.select(memberColumns).from(users);
export type ChatMember = Awaited<ReturnType<typeof selectMembers>>[number];

/**
 * The last message a thread shows its owner (what `visibleIn` lets through), as a lateral subquery on
 * `message_threads`: one backward index step per thread.
 */
const lastVisible = (db: DbOrTx, wanted = true) =>
  db
    .select(messageColumns)
    .from(messages)
    .where(
      and(
        eq(messages.pair_low, sql`least(${messageThreads.user_id}, ${messageThreads.peer_id})`),
        eq(messages.pair_high, sql`greatest(${messageThreads.user_id}, ${messageThreads.peer_id})`),
        gt(messages.id, messageThreads.cleared_before_id),
        notExists(
          db
            .select({ one: sql`1` })
            .from(messageDeletions)
            .where(
              and(eq(messageDeletions.user_id, messageThreads.user_id), eq(messageDeletions.message_id, messages.id)),
            ),
        ),
        // Not wanted: a constant false, which the planner folds into a one-time filter (no scan).
        wanted ? undefined : sql`false`,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(1)
    .as('last');
/** The lateral subquery's columns as one nested object of the select. */
const lastColumns = (last: ReturnType<typeof lastVisible>) =>
  Object.fromEntries(Object.keys(messageColumns).map((key) => [key, last[key as keyof typeof messageColumns]])) as {
    [K in keyof typeof messageColumns]: (typeof last)[K];
  };

/**
 * What a thread shows of its peer (the `users` row joined as the peer), read in the thread's own
 * statement: the peer's card columns and language, whether the owner may see their profile (the privacy
 * rule, the owner's VIP state read in it), and the friendship and blocks between the two.
 */
const peerFacts = (ownerId: number, now: Date | Placeholder) => ({
  peer: { ...cardColumns, language: users.language },
  visible: sql<boolean>`${visibleToSql(viewerReadingOwnVip(ownerId, now))}`,
  friend: sql<boolean>`exists (select 1 from ${friends} where ${friends.user_id} = ${ownerId} and ${friends.target_id} = ${users.id})`,
  blocking: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.user_id} = ${ownerId} and ${blocks.target_id} = ${users.id})`,
  blocked_by: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.user_id} = ${users.id} and ${blocks.target_id} = ${ownerId})`,
});

/** A thread with what its list row or its conversation shows, read in one statement. */
export interface ThreadFactsRow {
  thread: ThreadRow;
  peer: CardRow & { language: string };
  visible: boolean;
  friend: boolean;
  blocking: boolean;
  blocked_by: boolean;
  /** The last message the thread shows its owner; undefined when none (or not asked for). */
  last: MessageRow | undefined;
}

/** The owner's own facts a conversation reads (as `profileRepo.readers`: a `Person`). */
const ownerOf = alias(users, 'owner');
const ownerColumns = {
  id: ownerOf.id,
  name: ownerOf.name,
  status: ownerOf.status,
  language: ownerOf.language,
  languages: ownerOf.languages,
  translate_engine: ownerOf.translate_engine,
  vip: ownerOf.vip,
  free: ownerOf.free,
  vip_expired_at: ownerOf.vip_expired_at,
  interest: ownerOf.interest,
  roles: ownerOf.roles,
};

/** drizzle answers a left-joined lateral row of nulls as an object of nulls (or null): undefined then. */
const lastOf = (last: Record<string, unknown> | null) =>
  last && last.id !== null ? (last as unknown as MessageRow) : undefined;

const toFacts = <R extends Omit<ThreadFactsRow, 'last'> & { last?: Record<string, unknown> | null }>(
  row: R,
): ThreadFactsRow => ({
  thread: row.thread,
  peer: row.peer,
  visible: row.visible === true,
  friend: row.friend === true,
  blocking: row.blocking === true,
  blocked_by: row.blocked_by === true,
  last: lastOf(row.last ?? null),
});

/** The pair's flags a send reads with both members: friendship and blocks, as `graphRepo.between` has them. */
export interface SendFacts {
  members: Map<number, ChatMember>;
  friend: boolean;
  /** The sender blocks the recipient. */
  blocked: boolean;
  /** The recipient blocks the sender. */
  blocked_me: boolean;
  /** The sender of the latest message between the two, null when none yet. */
  lastSenderId: number | null;
  /** The sender's message with the send's client id, when there is one. */
  priorId: number | null;
}

/** The sender of the latest message of the pair (recalled ones included), as a scalar subquery. */
const lastSenderSql = (a: number, b: number) => {
  const { low, high } = pairOf(a, b);
  return sql`(select ${messages.sender_id} from ${messages} where ${messages.pair_low} = ${low} and ${messages.pair_high} = ${high} order by ${messages.id} desc limit 1)`;
};
/** The id of the sender's message with that client id, as a scalar subquery (null without a client id). */
const priorIdSql = (senderId: number, clientId: string | null) =>
  clientId === null
    ? sql`null::integer`
    : sql`(select ${messages.id} from ${messages} where ${messages.sender_id} = ${senderId} and ${messages.client_id} = ${clientId})`;
const asId = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * A row of `table` as `to_jsonb` answers it, read back as drizzle reads the table (each column's own
 * mapping: timestamps as dates), for a statement drizzle did not build the select of.
 */
function fromJson<T extends Table>(table: T, value: unknown): T['$inferSelect'] {
  const raw = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const v = raw[column.name];
    row[key] = v === null || v === undefined ? null : column.mapFromDriverValue(v);
  }
  return row as T['$inferSelect'];
}

/** What one send writes, in one statement. */
export interface SentRows {
  message: MessageRow;
  senderThread: ThreadRow;
  recipientThread: ThreadRow;
  /** The row the caller's own part (`counter` of `writeSend`) answered. */
  counter: unknown;
}

/** The advisory-lock key space of "a member starts a conversation" (two-int form, apart from pair keys). */
const STARTER_LOCK_SPACE = 7_070_001;

/** The send's write statements by shape (counter part and columns given), numbered for their names. */
const writeShapes = new Map<string, number>();

/** Every SQL statement of the chat module. */
export const chatRepo = {
  member: async (db: DbOrTx, id: number): Promise<ChatMember | undefined> =>
    (await selectMembers(db).where(eq(users.id, id)))[0],
  /** Both members of a send in one statement, by id. */
  members: async (db: DbOrTx, ids: number[]): Promise<Map<number, ChatMember>> =>
    new Map((await selectMembers(db).where(inArray(users.id, ids))).map((row) => [row.id, row])),

  /**
   * Everything a send checks before the pair is locked, in one statement: both members (a row each), and
   * on each row the pair's friendship and blocks (the friends and blocks tables read here on purpose, as
   * `peerFacts` does: docs/decisions.md 14), the latest message's sender and the client id's message.
   */
  sendFacts: async (db: DbOrTx, senderId: number, recipientId: number, clientId: string | null): Promise<SendFacts> => {
    const [a, b] = [senderId, recipientId];
    const rows = await db
      .select({
        ...memberColumns,
        friend: sql<boolean>`exists (select 1 from ${friends} where ${friends.user_id} = ${a} and ${friends.target_id} = ${b})`,
        blocked: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.user_id} = ${a} and ${blocks.target_id} = ${b})`,
        blocked_me: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.user_id} = ${b} and ${blocks.target_id} = ${a})`,
        last_sender: lastSenderSql(a, b),
        prior_id: priorIdSql(a, clientId),
      })
      .from(users)
      .where(inArray(users.id, [a, b]));
    const members = new Map<number, ChatMember>();
    for (const { friend: _f, blocked: _b, blocked_me: _m, last_sender: _l, prior_id: _p, ...member } of rows) {
      members.set(member.id, member);
    }
    const first = rows[0];
    return {
      members,
      friend: first?.friend === true,
      blocked: first?.blocked === true,
      blocked_me: first?.blocked_me === true,
      lastSenderId: asId(first?.last_sender),
      priorId: asId(first?.prior_id),
    };
  },
  /**
   * What the turn rules read once the pair is locked, in one statement (after the lock's own: a
   * statement sees what committed before it started): the latest message's sender and the client id's message.
   */
  turnFacts: async (db: DbOrTx, senderId: number, recipientId: number, clientId: string | null) => {
    // Prepared (db/prepared.ts), built once for the process: one statement with a client id, one without.
    const { low, high } = pairOf(senderId, recipientId);
    const { rows } = await preparedSql<{ last_sender: unknown; prior_id: unknown }>(
      db,
      clientId === null ? 'chat_turn' : 'chat_turn_client',
      () =>
        sql`select (select ${messages.sender_id} from ${messages} where ${messages.pair_low} = ${sql.placeholder('low')} and ${messages.pair_high} = ${sql.placeholder('high')} order by ${messages.id} desc limit 1) as last_sender, ${
          clientId === null
            ? sql`null::integer`
            : sql`(select ${messages.id} from ${messages} where ${messages.sender_id} = ${sql.placeholder('sender')} and ${messages.client_id} = ${sql.placeholder('client')})`
        } as prior_id`,
    ).execute({ low, high, sender: senderId, client: clientId });
    const [row] = rows;
    return { lastSenderId: asId(row?.last_sender), priorId: asId(row?.prior_id) };
  },
  /**
   * The send's writes in one statement: the message, both sides' threads (`touchSenderThread`,
   * `touchRecipientThread` as CTEs on the new row) and `counter`, the caller's `insert … returning` of
   * another module (the recipient's unread counter), which gets no value of the message.
   */
  writeSend: async (
    db: DbOrTx,
    values: typeof messages.$inferInsert,
    counter: { key: string; query: (db: DbOrTx, member: number) => SQLWrapper & { getSQL(): SQL } },
  ): Promise<SentRows> => {
    // Prepared (db/prepared.ts), built once for the process: one statement per set of columns given and
    // counter part (a send gives the same ones each time), every value a placeholder.
    const columns = Object.keys(values).sort() as (keyof typeof values)[];
    const shape = `${counter.key}:${columns.join(',')}`;
    let shapeNo = writeShapes.get(shape);
    if (shapeNo === undefined) writeShapes.set(shape, (shapeNo = writeShapes.size));
    const { rows } = await preparedSql<{
      message: unknown;
      sender_thread: unknown;
      recipient_thread: unknown;
      counter: unknown;
    }>(db, `chat_write_send_${shapeNo}`, () => {
      const id = sql`(select id from m)`;
      const at = sql`(select created_at from m)`;
      const sender = param<number>('sender_id');
      const recipient = param<number>('recipient_id');
      const insert = db
        .insert(messages)
        .values(Object.fromEntries(columns.map((c) => [c, sql.placeholder(c)])) as PgInsertValue<typeof messages>)
        .returning();
      const thread = (userId: number, peerId: number, unread: number) =>
        db
          .insert(messageThreads)
          .values({ user_id: userId, peer_id: peerId, last_message_id: id, last_message_at: at, unread })
          .onConflictDoUpdate({
            target: [messageThreads.user_id, messageThreads.peer_id],
            set: {
              last_message_id: sql`excluded.last_message_id`,
              last_message_at: sql`excluded.last_message_at`,
              hidden: false,
              ...(unread ? { unread: sql`${messageThreads.unread} + 1` } : { draft: '' }),
            },
          })
          .returning();
      return sql`with m as (${insert.getSQL()}), s as (${thread(sender, recipient, 0).getSQL()}), r as (${thread(recipient, sender, 1).getSQL()}), c as (${counter.query(db, recipient).getSQL()})
        select to_jsonb(m) as message, to_jsonb(s) as sender_thread, to_jsonb(r) as recipient_thread, to_jsonb(c) as counter from m, s, r, c`;
    }).execute(values);
    const [row] = rows;
    return {
      message: fromJson(messages, row!.message),
      senderThread: fromJson(messageThreads, row!.sender_thread),
      recipientThread: fromJson(messageThreads, row!.recipient_thread),
      counter: typeof row!.counter === 'string' ? JSON.parse(row!.counter) : row!.counter,
    };
  },

  // Serialisation
  /**
   * Sends between two members run one at a time: ids then follow the order the turn rules saw, and a
   * retried send finds the first one. The pair fits one bigint key (both ids are below 2^31).
   */
  lockPair: (db: DbOrTx, a: number, b: number) =>
    preparedSql(
      db,
      'chat_lock_pair',
      () =>
        sql`select pg_advisory_xact_lock(${sql.placeholder('low')}::bigint * 2147483648 + ${sql.placeholder('high')})`,
    ).execute(pairOf(a, b)),
  /**
   * A gift's send locks both members' rows (in id order) before it writes: the write raises the
   * recipient's counter and the charge then moves the sender's (and maybe the recipient's) balance, and a
   * transaction elsewhere that moves the sender's balance first and then raises the recipient's counter (a
   * sale, an order, a decision that notifies) would otherwise wait on it the other way round (40P01).
   */
  lockGiftParties: (db: DbOrTx, a: number, b: number) => accountRepo.lockUsers(db, [a, b]),
  /** One member's new conversations run one at a time, so the daily limit holds under concurrency. */
  lockStarter: (db: DbOrTx, userId: number) =>
    db.execute(sql`select pg_advisory_xact_lock(${STARTER_LOCK_SPACE}, ${userId})`),

  // Messages
  byClientId: async (db: DbOrTx, senderId: number, clientId: string) =>
    (
      await db
        .select()
        .from(messages)
        .where(and(eq(messages.sender_id, senderId), eq(messages.client_id, clientId)))
    )[0],
  byId: async (db: DbOrTx, id: number) => (await db.select().from(messages).where(eq(messages.id, id)))[0],
  /** The sender of the latest message between the two (recalled ones included), null when none yet. */
  lastSender: async (db: DbOrTx, a: number, b: number) =>
    (
      await db
        .select({ sender_id: messages.sender_id })
        .from(messages)
        .where(inPair(a, b))
        .orderBy(desc(messages.id))
        .limit(1)
    )[0]?.sender_id ?? null,
  hasWritten: async (db: DbOrTx, from: number, to: number) =>
    (
      await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.sender_id, from), eq(messages.recipient_id, to)))
        .limit(1)
    ).length === 1,
  /** Conversations `userId` opened (sent the first message of) since `since`. */
  conversationsStartedSince: async (db: DbOrTx, userId: number, since: Date) => {
    const earlier = db
      .select({ one: sql`1` })
      .from(sql`${messages} as earlier`)
      .where(
        sql`earlier.pair_low = ${messages.pair_low} and earlier.pair_high = ${messages.pair_high} and earlier.id < ${messages.id}`,
      );
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.sender_id, userId), gt(messages.created_at, since), notExists(earlier)));
    return row?.n ?? 0;
  },
  /** Records that a message's events went out (see `messages.published_at`). */
  markPublished: (db: DbOrTx, ids: readonly number[], at: Date) =>
    // Prepared (db/prepared.ts): the ids as one array parameter, so any batch is the same statement.
    prepared(db, 'chat_mark_published', (db, name) =>
      db
        .update(messages)
        .set({ published_at: sql`${sql.placeholder('at')}` })
        .where(and(sql`${messages.id} = any(${sql.placeholder('ids')}::int[])`, isNull(messages.published_at)))
        .prepare(name),
    ).execute({ at: at.toISOString(), ids: [...ids] }),
  /** Messages committed before `before` whose events never went out: a node stopped in between. */
  unpublished: (db: DbOrTx, before: Date, limit: number) =>
    db
      .select()
      .from(messages)
      .where(and(isNull(messages.published_at), lt(messages.created_at, before)))
      .orderBy(asc(messages.id))
      .limit(limit),
  insertMessage: async (db: DbOrTx, values: typeof messages.$inferInsert) =>
    (await db.insert(messages).values(values).returning())[0]!,
  recall: async (db: DbOrTx, id: number, at: Date) =>
    (
      await db
        .update(messages)
        .set({ recalled_at: at, content: '', upload_ids: [] })
        .where(eq(messages.id, id))
        .returning()
    )[0]!,
  /** A page of the conversation as `thread`'s owner sees it, newest first (size + 1 rows). */
  history: (db: DbOrTx, thread: ThreadRow, maxId: number | undefined, size: number) =>
    db
      .select()
      .from(messages)
      .where(and(visibleIn(db, thread), maxId ? lt(messages.id, maxId) : undefined))
      .orderBy(desc(messages.id))
      .limit(size + 1),
  /** Messages after `afterId`, oldest first: what a reconnecting client missed. */
  since: (db: DbOrTx, thread: ThreadRow, afterId: number, size: number) =>
    db
      .select()
      .from(messages)
      .where(and(visibleIn(db, thread), gt(messages.id, afterId)))
      .orderBy(asc(messages.id))
      .limit(size),
  visibleById: async (db: DbOrTx, thread: ThreadRow, id: number) =>
    (
      await db
        .select()
        .from(messages)
        .where(and(visibleIn(db, thread), eq(messages.id, id)))
    )[0],
  /** The last message each of the owner's threads shows (what `visibleIn` lets through), in one statement. */
  lastVisibleOf: async (db: DbOrTx, ownerId: number, threadIds: number[]): Promise<Map<number, MessageRow>> => {
    if (!threadIds.length) return new Map();
    const last = lastVisible(db);
    const rows = await db
      .select({ threadId: messageThreads.id, message: lastColumns(last) })
      .from(messageThreads)
      .innerJoinLateral(last, sql`true`)
      .where(and(eq(messageThreads.user_id, ownerId), inArray(messageThreads.id, threadIds)));
    return new Map(rows.map((row) => [row.threadId, row.message as MessageRow]));
  },
  deleteFor: (db: DbOrTx, userId: number, messageId: number) =>
    db.insert(messageDeletions).values({ user_id: userId, message_id: messageId }).onConflictDoNothing(),

  // Threads
  thread: async (db: DbOrTx, ownerId: number, peerId: number) =>
    (
      await db
        .select()
        .from(messageThreads)
        .where(and(eq(messageThreads.user_id, ownerId), eq(messageThreads.peer_id, peerId)))
    )[0],
  ownThread: async (db: DbOrTx, ownerId: number, id: number) =>
    (
      await db
        .select()
        .from(messageThreads)
        .where(and(eq(messageThreads.id, id), eq(messageThreads.user_id, ownerId)))
    )[0],
  openThread: async (db: DbOrTx, ownerId: number, peerId: number) => {
    await db.insert(messageThreads).values({ user_id: ownerId, peer_id: peerId }).onConflictDoNothing();
    return (await chatRepo.thread(db, ownerId, peerId))!;
  },
  /** The sender's side after a send: the thread shows again, and the draft was what they just sent. */
  touchSenderThread: async (db: DbOrTx, message: MessageRow) =>
    (
      await db
        .insert(messageThreads)
        .values({
          user_id: message.sender_id,
          peer_id: message.recipient_id,
          last_message_id: message.id,
          last_message_at: message.created_at,
        })
        .onConflictDoUpdate({
          target: [messageThreads.user_id, messageThreads.peer_id],
          set: { last_message_id: message.id, last_message_at: message.created_at, hidden: false, draft: '' },
        })
        .returning()
    )[0]!,
  /** The recipient's side after a send: shows again with one more unread message. */
  touchRecipientThread: async (db: DbOrTx, message: MessageRow) =>
    (
      await db
        .insert(messageThreads)
        .values({
          user_id: message.recipient_id,
          peer_id: message.sender_id,
          last_message_id: message.id,
          last_message_at: message.created_at,
          unread: 1,
        })
        .onConflictDoUpdate({
          target: [messageThreads.user_id, messageThreads.peer_id],
          set: {
            last_message_id: message.id,
            last_message_at: message.created_at,
            hidden: false,
            unread: sql`${messageThreads.unread} + 1`,
          },
        })
        .returning()
    )[0]!,
  updateThread: async (db: DbOrTx, id: number, values: Partial<typeof messageThreads.$inferInsert>) =>
    (await db.update(messageThreads).set(values).where(eq(messageThreads.id, id)).returning())[0]!,
  /**
   * Where a read receipt goes when `readerId` marks their thread with `peerId` read: the peer's own thread
   * id with the reader, if both show read receipts and neither blocks the other (else nothing).
   */
  receiptThread: async (db: DbOrTx, readerId: number, peerId: number): Promise<number | undefined> => {
    const result = await db.execute<{ id: number }>(
      sql`select t.id from ${messageThreads} t
        join ${users} reader on reader.id = ${readerId} and reader.read_receipts
        join ${users} peer on peer.id = ${peerId} and peer.read_receipts and peer.status = 'active'
        where t.user_id = ${peerId} and t.peer_id = ${readerId}
          and not exists (select 1 from ${blocks} b where (b.user_id = ${readerId} and b.target_id = ${peerId}) or (b.user_id = ${peerId} and b.target_id = ${readerId}))`,
    );
    const id = result.rows[0]?.id;
    return id === undefined ? undefined : Number(id);
  },
  /**
   * Whether `fromId`'s typing may be shown to `toId`: both show typing, the typist has the conversation
   * with them (opened under the privacy rule, or written to), and neither blocks the other.
   */
  typingAllowed: async (db: DbOrTx, fromId: number, toId: number): Promise<boolean> => {
    const result = await db.execute<{ ok: boolean }>(
      sql`select true as ok from ${messageThreads} t
        join ${users} typist on typist.id = ${fromId} and typist.typing_indicator and typist.status = 'active'
        join ${users} reader on reader.id = ${toId} and reader.typing_indicator and reader.status = 'active'
        where t.user_id = ${fromId} and t.peer_id = ${toId}
          and not exists (select 1 from ${blocks} b where (b.user_id = ${fromId} and b.target_id = ${toId}) or (b.user_id = ${toId} and b.target_id = ${fromId}))`,
    );
    return result.rows.length > 0;
  },
  /** The thread's unread count, locked until the transaction ends (mark read, delete). */
  lockUnread: async (db: DbOrTx, id: number) =>
    (
      await db
        .select({ unread: messageThreads.unread })
        .from(messageThreads)
        .where(eq(messageThreads.id, id))
        .for('update')
    )[0]?.unread ?? 0,
  /** Every thread of the member marked read (`PUT counters {type: message}`). */
  readAll: (db: DbOrTx, ownerId: number, at: Date) =>
    db
      .update(messageThreads)
      .set({ unread: 0, last_read_at: at, last_read_message_id: sql`coalesce(${messageThreads.last_message_id}, 0)` })
      .where(and(eq(messageThreads.user_id, ownerId), sql`${messageThreads.unread} > 0`)),
  /**
   * The member's thread list: pinned first (latest pin first), then by last message. A thread shows once
   * it has a message or a draft, and not while deleted for the member; `q` matches the peer's name. Each
   * row comes with all the list shows of it (`peerFacts`, the last message): one statement a page.
   */
  list: async (
    db: DbOrTx,
    ownerId: number,
    q: string | undefined,
    offset: number,
    size: number,
    now: Date,
  ): Promise<ThreadFactsRow[]> => {
    // Prepared (db/prepared.ts): one statement without a name filter, one with; the first page's with no
    // offset and the page size written in (parameters there make PostgreSQL's generic plan guess 10 % of
    // the rows, and keep it planning each call), later pages' offset a parameter.
    const rows = await prepared(db, `chat_threads${q ? '_named' : ''}${offset ? '_later' : ''}_${size}`, (db, name) => {
      const owner = param<number>('owner');
      const order = [
        sql`${messageThreads.pinned_at} desc nulls last`,
        sql`coalesce(${messageThreads.last_message_at}, ${messageThreads.created_at}) desc`,
        sql`${messageThreads.last_message_id} desc nulls last`,
        desc(messageThreads.id),
      ];
      // The page's ids first, so the facts and the last message are read for the page's threads only.
      const page = db
        .select({ id: messageThreads.id })
        .from(messageThreads)
        .innerJoin(users, eq(users.id, messageThreads.peer_id))
        .where(
          and(
            eq(messageThreads.user_id, owner),
            eq(messageThreads.hidden, false),
            // An erased member's threads stay, shown as "deleted member" (erase-member, decision 63).
            inArray(users.status, ['active', ERASED_STATUS]),
            or(isNotNull(messageThreads.last_message_id), ne(messageThreads.draft, '')),
            q ? ilike(users.name, param<string>('q')) : undefined,
          ),
        )
        .orderBy(...order)
        .offset(offset ? param<number>('offset') : 0)
        .limit(size + 1);
      const last = lastVisible(db);
      return db
        .select({ thread: messageThreads, ...peerFacts(owner, sql.placeholder('now')), last: lastColumns(last) })
        .from(messageThreads)
        .innerJoin(users, eq(users.id, messageThreads.peer_id))
        .leftJoinLateral(last, sql`true`)
        .where(and(eq(messageThreads.user_id, owner), inArray(messageThreads.id, page)))
        .orderBy(...order)
        .prepare(name);
    }).execute({
      owner: ownerId,
      now: now.toISOString(),
      q: q ? `%${escapeLike(q)}%` : undefined,
      offset,
    });
    return rows.map(toFacts);
  },
  /**
   * One of the owner's threads (by its id, or by the peer's) with what its conversation shows, in one
   * statement: the owner's facts as a reader, the peer's (`peerFacts`, name and language as a reader too),
   * and with `withLast` the thread's last visible message (an older page does not hold it).
   */
  threadFacts: async (
    db: DbOrTx,
    ownerId: number,
    by: { id: number } | { peerId: number },
    withLast: boolean,
    now: Date,
  ) => {
    // Prepared (db/prepared.ts): one statement per shape (by id or by peer, with or without the last message).
    const byId = 'id' in by;
    const [row] = await prepared(
      db,
      `chat_thread_facts_${byId ? 'id' : 'peer'}${withLast ? '_last' : ''}`,
      (db, name) => {
        const owner = param<number>('owner');
        const last = lastVisible(db, withLast);
        return db
          .select({
            thread: messageThreads,
            owner: ownerColumns,
            ...peerFacts(owner, sql.placeholder('now')),
            peerReader: {
              translate_engine: users.translate_engine,
              interest: users.interest,
              roles: users.roles,
              languages: users.languages,
            },
            last: lastColumns(last),
            // Read receipts: how far the peer read (their thread's mark), when both sides show receipts.
            peerRead: sql<
              number | null
            >`case when ${ownerOf.read_receipts} and ${users.read_receipts} then (select peer_thread.last_read_message_id from ${messageThreads} as peer_thread where peer_thread.user_id = ${users.id} and peer_thread.peer_id = ${owner}) end`,
          })
          .from(messageThreads)
          .innerJoin(ownerOf, eq(ownerOf.id, messageThreads.user_id))
          .innerJoin(users, eq(users.id, messageThreads.peer_id))
          .leftJoinLateral(last, sql`true`)
          .where(
            and(
              eq(messageThreads.user_id, owner),
              byId ? eq(messageThreads.id, param<number>('id')) : eq(messageThreads.peer_id, param<number>('peer')),
            ),
          )
          .prepare(name);
      },
    ).execute({ owner: ownerId, now: now.toISOString(), ...('id' in by ? { id: by.id } : { peer: by.peerId }) });
    if (!row) return undefined;
    const { peer, peerReader } = row;
    const facts = toFacts(row);
    return {
      ...facts,
      /** The last message of the owner's the peer has read; 0 when receipts are off or a block stands. */
      peerReadUpTo: facts.blocking || facts.blocked_by ? 0 : Number(row.peerRead ?? 0),
      owner: row.owner,
      peerPerson: {
        ...peerReader,
        id: peer.id,
        name: peer.name,
        status: peer.status,
        language: peer.language,
        vip: peer.vip,
        free: peer.free,
        vip_expired_at: peer.vip_expired_at,
      },
    };
  },
};
