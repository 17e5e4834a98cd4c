import type { GiftFilter, GiftList, GiftOrder, Language, MessageGift } from '@yuanfen/contract';
import type { Db, Tx } from '../../db/client';
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
  async charge(tx: Tx, sender: MemberActor, gift: GiftRow, messageId: number): Promise<{ balance?: number }> {
    const price = giftPrice(sender, gift);
    await giftsRepo.countSend(tx, gift.id);
    if (price === 0) return {};
    const paid = await this.deps.ledger.transfer(
      {
        from: userAccount(sender.id),
        to: SystemAccount.revenue,
        amount: price,
        kind: 'gift',
        relatedId: messageId,
        idempotencyKey: `gift:${messageId}`,
      },
      tx,
    );
    return { balance: paid.balances.get(sender.id) };
  }

  /** The gifts of messages, by id, in the viewer's language. */
  async forMessages(ids: number[], lang: string): Promise<Map<number, MessageGift>> {
    const rows = await giftsRepo.byIds(this.deps.db, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, presentMessageGift(row, lang)]));
  }
}
