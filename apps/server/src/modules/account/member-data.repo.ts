import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  blocks,
  contactOffers,
  contactPurchases,
  devices,
  feedComments,
  feedReactions,
  feeds,
  friendRequests,
  friends,
  ledger,
  likes,
  mallOrders,
  messages,
  notifications,
  paymentOrders,
  photoPurchases,
  pushSubscriptions,
  remarks,
  reports,
  socialAccounts,
  supportReplies,
  supportTickets,
  translationRequests,
  uploads,
  users,
  verifications,
  visits,
  withdrawals,
} from '../../db/schema';

/**
 * The SQL of the GDPR commands (`export-member`, `erase-member`): every row that is about one member.
 * The `users` row itself is written by account.repo.ts (`eraseUser`).
 */
export const memberDataRepo = {
  /** Everything `export-member` writes, table by table, oldest first. */
  async exportRows(db: Db, id: number) {
    const account = `user:${id}`;
    const sent = await db
      .select()
      .from(messages)
      .where(or(eq(messages.sender_id, id), eq(messages.recipient_id, id)))
      .orderBy(asc(messages.id));
    const others = [...new Set(sent.map((m) => (m.sender_id === id ? m.recipient_id : m.sender_id)))];
    const names = others.length
      ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, others))
      : [];
    const ticketRows = await db.select().from(supportTickets).where(eq(supportTickets.user_id, id));
    return {
      messages: sent,
      names: new Map(names.map((n) => [n.id, n.name])),
      posts: await db.select().from(feeds).where(eq(feeds.user_id, id)).orderBy(asc(feeds.id)),
      comments: await db.select().from(feedComments).where(eq(feedComments.user_id, id)).orderBy(asc(feedComments.id)),
      reactions: await db.select().from(feedReactions).where(eq(feedReactions.user_id, id)),
      photos: await db.select().from(uploads).where(eq(uploads.user_id, id)).orderBy(asc(uploads.id)),
      photoPurchases: await db.select().from(photoPurchases).where(eq(photoPurchases.buyer_id, id)),
      likes: await db
        .select()
        .from(likes)
        .where(or(eq(likes.user_id, id), eq(likes.target_id, id))),
      visits: await db
        .select()
        .from(visits)
        .where(or(eq(visits.user_id, id), eq(visits.target_id, id))),
      friends: await db.select().from(friends).where(eq(friends.user_id, id)),
      friendRequests: await db
        .select()
        .from(friendRequests)
        .where(or(eq(friendRequests.user_id, id), eq(friendRequests.target_id, id))),
      blocks: await db.select().from(blocks).where(eq(blocks.user_id, id)),
      remarks: await db.select().from(remarks).where(eq(remarks.user_id, id)),
      notifications: await db.select().from(notifications).where(eq(notifications.user_id, id)),
      ledger: await db
        .select()
        .from(ledger)
        .where(or(eq(ledger.from_account, account), eq(ledger.to_account, account)))
        .orderBy(asc(ledger.id)),
      paymentOrders: await db.select().from(paymentOrders).where(eq(paymentOrders.user_id, id)),
      mallOrders: await db
        .select()
        .from(mallOrders)
        .where(or(eq(mallOrders.sender_id, id), eq(mallOrders.recipient_id, id))),
      withdrawals: await db.select().from(withdrawals).where(eq(withdrawals.user_id, id)),
      contactOffers: await db.select().from(contactOffers).where(eq(contactOffers.user_id, id)),
      contactPurchases: await db
        .select()
        .from(contactPurchases)
        .where(or(eq(contactPurchases.buyer_id, id), eq(contactPurchases.seller_id, id))),
      translationRequests: await db.select().from(translationRequests).where(eq(translationRequests.asker_id, id)),
      devices: await db.select().from(devices).where(eq(devices.user_id, id)),
      pushSubscriptions: await db
        .select({ endpoint: pushSubscriptions.endpoint, created_at: pushSubscriptions.created_at })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.user_id, id)),
      socialAccounts: await db
        .select({ provider: socialAccounts.provider, created_at: socialAccounts.created_at })
        .from(socialAccounts)
        .where(eq(socialAccounts.user_id, id)),
      verifications: await db.select().from(verifications).where(eq(verifications.user_id, id)),
      reports: await db.select().from(reports).where(eq(reports.reporter_id, id)),
      supportTickets: ticketRows,
      supportReplies: ticketRows.length
        ? await db
            .select()
            .from(supportReplies)
            .where(
              inArray(
                supportReplies.ticket_id,
                ticketRows.map((t) => t.id),
              ),
            )
        : [],
    };
  },

  /** What erasing must remove outside the database, and the texts whose translations go with it. */
  async erasable(tx: Tx, id: number) {
    const photos = await tx
      .select({ folder: uploads.folder, type: uploads.type, path: uploads.path })
      .from(uploads)
      .where(eq(uploads.user_id, id));
    const selfies = await tx
      .select({ key: verifications.upload_key })
      .from(verifications)
      .where(eq(verifications.user_id, id));
    const texts = await tx.execute<{ text: string }>(sql`
      select content as text from messages where sender_id = ${id} and content <> ''
      union select content from feeds where user_id = ${id} and content <> ''
      union select content from feed_comments where user_id = ${id}
      union select biography from users where id = ${id} and biography is not null
      union select hi_content from users where id = ${id} and hi_content is not null`);
    return { photos, selfies: selfies.map((s) => s.key), texts: texts.rows.map((r) => r.text) };
  },

  /**
   * Removes or blanks every row about the member but the `users` row and the ledger (append-only; its
   * rows name only `user:<id>`). Their sent messages stay as recalled ones (no text, no photos), so the
   * other side keeps the thread; money records (orders, withdrawals, purchases) stay without personal text.
   */
  async erase(tx: Tx, id: number, contacts: string[], texts: string[]) {
    const idText = String(id);
    const item = (type: string, ids: ReturnType<typeof sql>) => sql`(item_type = ${type} and item_id in (${ids}))`;
    const sentIds = sql`select id from messages where sender_id = ${id}`;
    const feedIds = sql`select id from feeds where user_id = ${id}`;
    const commentIds = sql`select id from feed_comments where user_id = ${id}`;
    const theirItems = sql`(${item('message', sentIds)} or ${item('feed', feedIds)} or ${item('comment', commentIds)} or (item_type = 'bio' and item_id = ${id}))`;
    const statements = [
      // Translations of what they wrote, and what they asked to have translated.
      sql`delete from translations where ${theirItems}`,
      sql`update translation_requests set content = '', answer = null where asker_id = ${id} or ${theirItems}`,
      texts.length
        ? sql`delete from translation_memory where original in (${sql.join(
            texts.map((t) => sql`${t}`),
            sql`, `,
          )})`
        : sql`select 1`,
      sql`update messages set content = '', upload_ids = '[]'::jsonb, client_id = null, lang = null,
            recalled_at = coalesce(recalled_at, now()) where sender_id = ${id}`,
      sql`delete from message_deletions where user_id = ${id}`,
      sql`delete from message_threads where user_id = ${id}`,
      sql`delete from feed_reactions where user_id = ${id}`,
      sql`delete from feed_comments where user_id = ${id}`,
      sql`delete from feeds where user_id = ${id}`,
      sql`delete from uploads where user_id = ${id}`,
      sql`delete from say_hi_reviews where user_id = ${id}`,
      sql`delete from likes where user_id = ${id} or target_id = ${id}`,
      sql`delete from like_notices where user_id = ${id} or target_id = ${id}`,
      sql`delete from visits where user_id = ${id} or target_id = ${id}`,
      sql`delete from friend_requests where user_id = ${id} or target_id = ${id}`,
      sql`delete from friends where user_id = ${id} or target_id = ${id}`,
      sql`delete from blocks where user_id = ${id} or target_id = ${id}`,
      sql`delete from remarks where user_id = ${id} or target_id = ${id}`,
      // Their notifications, and the others' that name them ("… liked you" keeps the liker's name).
      sql`delete from notifications where user_id = ${id} or data->>'user_id' = ${idText}`,
      sql`delete from counters where user_id = ${id}`,
      sql`delete from refresh_tokens where user_id = ${id}`,
      sql`delete from push_subscriptions where user_id = ${id}`,
      sql`delete from devices where user_id = ${id}`,
      sql`delete from social_accounts where user_id = ${id}`,
      sql`delete from mail_throttle where user_id = ${id}`,
      sql`delete from two_factor where user_id = ${id}`,
      sql`delete from recovery_codes where user_id = ${id}`,
      sql`delete from portal_keys where user_id = ${id}`,
      sql`delete from translators where user_id = ${id}`,
      sql`delete from verifications where user_id = ${id}`,
      sql`delete from game_rounds where user_id = ${id}`,
      sql`delete from client_errors where user_id = ${id}`,
      sql`delete from referrals where user_id = ${id} or affiliate_id = ${id}`,
      sql`delete from affiliates where user_id = ${id}`,
      sql`delete from contact_offers where user_id = ${id}`,
      // Money records stay (the ledger names them), without the address, phone or payout account.
      sql`update mall_orders set full_name = '', phone = null, address = null where recipient_id = ${id}`,
      sql`update withdrawals set account = '' where user_id = ${id}`,
      sql`update reports set content = '' where reporter_id = ${id}`,
      sql`delete from support_replies where ticket_id in (select id from support_tickets where user_id = ${id})`,
      sql`delete from support_tickets where user_id = ${id}`,
    ];
    for (const statement of statements) await tx.execute(statement);
    if (contacts.length) {
      const list = sql.join(
        contacts.map((c) => sql`${c}`),
        sql`, `,
      );
      await tx.execute(sql`delete from verification_codes where target in (${list})`);
      await tx.execute(sql`delete from outbox where "to" in (${list})`);
      await tx.execute(
        sql`delete from support_replies where ticket_id in (select id from support_tickets where email in (${list}))`,
      );
      await tx.execute(sql`delete from support_tickets where email in (${list})`);
    }
  },
};
