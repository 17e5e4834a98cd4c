import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactOffers, contactPurchases, paymentOrders, reports, users, type ContactOfferRow } from '../../db/schema';

export type { ContactOfferRow };

/** A member's offer with what decides whether it is on sale: the owner still a partner. */
export interface OfferOfSeller {
  offer: ContactOfferRow | null;
  partner: boolean;
}

/** What decides whether a member may see others' details: VIP state and a successful payment. */
export interface BuyerFacts {
  vip: number;
  free: number;
  vip_expired_at: Date | null;
  is_partner: number;
  /** At least one payment order of theirs succeeded (spec §6 "paid member"). */
  paid: boolean;
}

/** Every statement of the contact-sale module. */
export const contactRepo = {
  /** The member's offer (null when none was saved) and whether they are a partner; undefined: no such member. */
  async offerOf(db: DbOrTx, userId: number): Promise<OfferOfSeller | undefined> {
    const [row] = await db
      .select({ partner: users.is_partner, offer: contactOffers })
      .from(users)
      .leftJoin(contactOffers, eq(contactOffers.user_id, users.id))
      .where(eq(users.id, userId));
    return row ? { partner: row.partner > 0, offer: row.offer } : undefined;
  },

  async buyerFacts(db: DbOrTx, userId: number): Promise<BuyerFacts | undefined> {
    const [row] = await db
      .select({
        vip: users.vip,
        free: users.free,
        vip_expired_at: users.vip_expired_at,
        is_partner: users.is_partner,
        paid: sql<boolean>`exists (select 1 from ${paymentOrders} where ${paymentOrders.user_id} = ${userId} and ${paymentOrders.status} = 'success')`.mapWith(
          Boolean,
        ),
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },

  /** Creates or replaces the member's offer. */
  async saveOffer(
    db: DbOrTx,
    userId: number,
    values: Pick<ContactOfferRow, 'email' | 'phone' | 'wechat' | 'other' | 'price' | 'allow'>,
  ): Promise<ContactOfferRow> {
    const [row] = await db
      .insert(contactOffers)
      .values({ user_id: userId, ...values })
      .onConflictDoUpdate({ target: contactOffers.user_id, set: { ...values, updated_at: sql`now()` } })
      .returning();
    if (!row) throw new Error('contact offer upsert returned nothing');
    return row;
  },

  /** The viewer reported this member's offer (report kind `contact`, related_id the seller). */
  async reported(db: DbOrTx, viewerId: number, sellerId: number): Promise<boolean> {
    const rows = await db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.reporter_id, viewerId), eq(reports.type, 'contact'), eq(reports.related_id, sellerId)));
    return rows.length > 0;
  },

  async purchased(db: DbOrTx, buyerId: number, sellerId: number): Promise<boolean> {
    const rows = await db
      .select({ id: contactPurchases.id })
      .from(contactPurchases)
      .where(and(eq(contactPurchases.buyer_id, buyerId), eq(contactPurchases.seller_id, sellerId)));
    return rows.length > 0;
  },

  /** Records a purchase once per buyer and seller; false when one was there already. */
  async insertPurchase(
    db: DbOrTx,
    values: {
      buyer_id: number;
      seller_id: number;
      price: number;
      commission: number;
      paid_entry_id: number;
      earned_entry_id: number | null;
    },
  ): Promise<boolean> {
    const rows = await db
      .insert(contactPurchases)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: contactPurchases.id });
    return rows.length > 0;
  },
};
