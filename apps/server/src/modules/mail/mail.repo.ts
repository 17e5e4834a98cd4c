import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailThrottle, messageThreads, users } from '../../db/schema';

/** A conversation with unread messages whose reader may get a reminder mail. */
export interface UnreadConversation {
  user_id: number;
  peer_id: number;
  peer_name: string;
  unread: number;
  last_message_at: Date;
  email: string;
  language: string;
}

/** Every SQL statement of the reminder mails. */
export const mailRepo = {
  /**
   * Conversations with messages the member has not read, newer than `since`, of members who want message
   * mails, and not yet mailed about: no reminder of the conversation within the hour, nor since its last
   * message. Reads the chat's threads and the members' choices (read-only) in one statement, oldest first.
   */
  unreadConversations: async (db: DbOrTx, since: Date, hourAgo: Date, limit: number): Promise<UnreadConversation[]> => {
    const result = await db.execute<Record<string, unknown>>(sql`
      select t.user_id, t.peer_id, p.name as peer_name, t.unread, t.last_message_at, u.email, u.language
      from ${messageThreads} t
      join ${users} u on u.id = t.user_id and u.status = 'active' and u.email is not null
        and coalesce((u.email_notifications ->> 'messages')::boolean, false)
      join ${users} p on p.id = t.peer_id and p.status = 'active'
      left join ${mailThrottle} m on m.user_id = t.user_id and m.topic = 'message:' || t.peer_id
      where t.unread > 0 and t.last_message_at > ${since.toISOString()}::timestamptz
        and (t.last_read_at is null or t.last_message_at > t.last_read_at)
        and (m.sent_at is null or (m.sent_at <= ${hourAgo.toISOString()}::timestamptz and m.sent_at < t.last_message_at))
      order by t.last_message_at
      limit ${limit}`);
    return result.rows.map((row) => ({
      user_id: Number(row.user_id),
      peer_id: Number(row.peer_id),
      peer_name: String(row.peer_name),
      unread: Number(row.unread),
      last_message_at: new Date(String(row.last_message_at)),
      email: String(row.email),
      language: String(row.language),
    }));
  },

  /**
   * Takes the member's mail slot of a topic: true when no mail of it went out since `notBefore` (and, for a
   * conversation, since `after`, its last message). Atomic, so two nodes never both mail.
   */
  claim: async (db: DbOrTx, userId: number, topic: string, now: Date, notBefore: Date, after: Date) => {
    const result = await db.execute(sql`
      insert into ${mailThrottle} (user_id, topic, sent_at) values (${userId}, ${topic}, ${now.toISOString()}::timestamptz)
      on conflict (user_id, topic) do update set sent_at = excluded.sent_at
      where ${mailThrottle.sent_at} <= ${notBefore.toISOString()}::timestamptz and ${mailThrottle.sent_at} < ${after.toISOString()}::timestamptz
      returning user_id`);
    return result.rows.length === 1;
  },
};
