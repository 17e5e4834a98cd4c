import type { GiftFilter, GiftList, GiftOrder, Language, MessageGift } from '@yuanfen/contract';
import type { Db, Tx } from '../../db/client';
import type { OperatorSettings } from '../../platform/operator-settings';
import { authorize, type MemberActor } from '../../platform/policy';
import { SystemAccount, userAccount, type LedgerService } from '../money/ledger.service';
import type { ProfileService } from '../profile/profile.service';
import { giftNotFound, giftPrice, giftsPolicy } from './gifts.policy';
import { presentGift, presentMessageGift } from './gifts.presenter';
import { giftsRepo, type GiftRow } from './gifts.repo';

export interface GiftsDeps {
  db: Db;
  ledger: Pick<LedgerService, 'transfer'>;
  profiles: Pick<ProfileService, 'people'>;
  operator: Pick<OperatorSettings, 'get'>;
}

/**
 * What of a gift's price reaches its recipient: a partner's earnings when the operator counts gifts
 * (`withdrawGiftsEarn` = 1), less the operator's commission; null: all of it goes to the house.
 */
export interface GiftShare {
  commissionPercent: number;
}

/**
 * The gift catalogue (spec §3 Gift) and what sending one costs. A gift travels as a chat message: the
 * chat module charges it through `charge`, inside the transaction that stores the message.
 */
export class GiftsService {
  constructor(private readonly deps: GiftsDeps) {}

  /** `GET gifts`: the offered gifts of a filter, named in `lang` (else the member's language), priced for them. */
  async catalogue(userId: number, filter: GiftFilter, order: GiftOrder, lang?: Language): Promise<GiftList> {
    const [rows, people] = await Promise.all([
      giftsRepo.catalogue(this.deps.db, filter, order),
      this.deps.profiles.people([userId]),
    ]);
    const person = people.get(userId);
    const viewer = person?.actor ?? { kind: 'visitor' as const, id: null };
    const language = lang ?? person?.language ?? 'en';
    return { data: rows.map((row) => presentGift(row, language, viewer)) };
  }

  /** The gift a member is about to send, if the catalogue offers it (404 otherwise). */
  async offered(sender: MemberActor, giftId: number): Promise<GiftRow> {
    const gift = await giftsRepo.byId(this.deps.db, giftId);
    if (!gift) throw giftNotFound();
    authorize(sender, giftsPolicy.send, gift);
    return gift;
  }

  /**
   * Inside the send's transaction: the sender pays the gift's price to the house (nothing for a VIP gift
   * sent by a VIP member) and the gift counts one more send. Too little gold throws 400022 and the caller's
   * rollback leaves no message and no ledger row. The key is the message's: one payment per gift message.
   * Answers the sender's new balance when gold moved.
   */
  async charge(
    tx: Tx,
    sender: MemberActor,
    gift: GiftRow,
    messageId: number,
    recipient: { id: number; share: GiftShare | null } = { id: 0, share: null },
  ): Promise<{ balance?: number; recipientBalance?: number }> {
    const price = giftPrice(sender, gift);
    await giftsRepo.countSend(tx, gift.id);
    if (price === 0) return {};
    const commission = recipient.share ? Math.floor((price * recipient.share.commissionPercent) / 100) : price;
    const earned = price - commission;
    // The recipient's share first, then the house's: two movements of one payment, one key each.
    const moves = [
      ...(earned > 0
        ? [{ to: userAccount(recipient.id), amount: earned, kind: 'gift', key: `gift:${messageId}` }]
        : []),
      ...(commission > 0
        ? [
            {
              to: SystemAccount.revenue,
              amount: commission,
              kind: earned > 0 ? 'gift_commission' : 'gift',
              key: earned > 0 ? `gift-fee:${messageId}` : `gift:${messageId}`,
            },
          ]
        : []),
    ];
    let balance: number | undefined;
    let recipientBalance: number | undefined;
    for (const move of moves) {
      const paid = await this.deps.ledger.transfer(
        {
          from: userAccount(sender.id),
          to: move.to,
          amount: move.amount,
          kind: move.kind,
          relatedId: messageId,
          idempotencyKey: move.key,
        },
        tx,
      );
      balance = paid.balances.get(sender.id);
      recipientBalance = paid.balances.get(recipient.id) ?? recipientBalance;
    }
    return { balance, recipientBalance };
  }

  /**
   * Outside the send's transaction: whether a gift to `recipient` earns them gold. Only partners earn, and
   * only when the operator counts gifts as earnings (`withdrawGiftsEarn`); the operator keeps
   * `giftCommissionPercent` of the price.
   */
  async recipientShare(recipient: { is_partner: number }): Promise<GiftShare | null> {
    if (recipient.is_partner <= 0) return null;
    if ((await this.deps.operator.get('withdrawGiftsEarn')) !== 1) return null;
    return { commissionPercent: await this.deps.operator.get('giftCommissionPercent') };
  }

  /** The gifts of messages, by id, in the viewer's language. */
  async forMessages(ids: number[], lang: string): Promise<Map<number, MessageGift>> {
    const rows = await giftsRepo.byIds(this.deps.db, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, presentMessageGift(row, lang)]));
  }
}
