import {
  RefusalReason,
  UploadRefusal,
  type PaidUpload,
  type PayUploadBody,
  type PayUploadType,
} from '@yuanfen/contract';
import type { Db, Tx } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import type { OperatorSettings } from '../../platform/operator-settings';
import { SystemAccount, userAccount, type LedgerService } from '../money/ledger.service';
import { authorize, memberActor } from '../../platform/policy';
import type { ProfileService } from '../profile/profile.service';
import { uploadsPolicy } from './uploads.policy';
import type { UploadService } from './uploads.service';
import { uploadsRepo, type UploadRow } from './uploads.repo';

export interface PhotoSalesDeps {
  db: Db;
  bus: EventBus;
  ledger: LedgerService;
  operator: Pick<OperatorSettings, 'get'>;
  profiles: Pick<ProfileService, 'visibleMember'>;
  uploads: UploadService;
}

/** The ledger kind of both movements of a sale; the bill labels it "Secret photo". */
const KIND = 'photo';
/** How a refusal names the place a photo was not found in. */
const PLACE_NAMES: Record<PayUploadType, string> = { feed: 'post', message: 'message', album: 'album' };

/**
 * `PUT uploads/pay` (spec §4 Secret photo): a member buys the original of a secret photo shown to them
 * in a feed post, a message or its owner's album. The price goes from the buyer to the owner less the operator's
 * commission, which goes to the revenue account.
 */
export class PhotoSales {
  constructor(private readonly deps: PhotoSalesDeps) {}

  /**
   * Idempotent per buyer and photo: the purchase row's primary key and the ledger's idempotency keys
   * make any number of concurrent or repeated pays charge once. A refusal (400022 not enough gold)
   * rolls the purchase back with the transfers.
   */
  async pay(buyerId: number, body: PayUploadBody): Promise<PaidUpload> {
    const { db, bus, uploads } = this.deps;
    const photo = await this.saleable(buyerId, body);
    const price = photo.price ?? (await uploads.defaultPrice());
    // The buyer pays what they were shown: a price raised (or lowered) since then charges nothing.
    if (body.price !== undefined && body.price !== price)
      throw fail.validation(
        { price: UploadRefusal.priceChanged },
        UploadRefusal.priceChanged,
        RefusalReason.PriceChanged,
      );
    const percent = await this.deps.operator.get('secretPhotoCommissionPercent');
    const commission = Math.min(price, Math.max(0, Math.floor((price * percent) / 100)));
    const sale = await db.transaction(async (tx) => {
      const first = await uploadsRepo.insertPurchase(tx, {
        upload_id: photo.id,
        buyer_id: buyerId,
        related_id: body.related_id,
        type: body.type,
        price,
      });
      if (!first) return null;
      return this.charge(tx, photo, buyerId, price, commission);
    });
    if (sale) {
      await bus.publish({ to: buyerId, event: 'balance', payload: { balance: sale.buyer } });
      if (sale.owner !== null)
        await bus.publish({ to: photo.user_id, event: 'balance', payload: { balance: sale.owner } });
    }
    const shown = await uploads.presenter.photo(photo, { unlocked: true, defaultPrice: price });
    return { photo: shown, balance: sale?.buyer ?? (await this.deps.ledger.balanceOf(buyerId)) };
  }

  /** The photo, when it is someone else's secret photo shown to the buyer where they say; 4xx otherwise. */
  private async saleable(buyerId: number, body: PayUploadBody): Promise<UploadRow> {
    const photo = await uploadsRepo.live(this.deps.db, body.upload_id);
    if (!photo) throw fail.notFound('Photo not found');
    if (photo.user_id === buyerId)
      throw fail.validation({ upload_id: 'This is your own photo' }, 'This is your own photo');
    if (photo.folder !== 'secret')
      throw fail.validation({ upload_id: 'Only secret photos are sold' }, 'Only secret photos are sold');
    if (!(await this.shownThere(buyerId, photo, body))) {
      const message = `The photo is not in that ${PLACE_NAMES[body.type]}`;
      throw fail.validation({ related_id: message }, message);
    }
    if (body.type === 'album') {
      // The album's own rule: the profile rule (400061 for hidden and blocked), then its folders.
      const standing = await this.deps.uploads.albumStanding(buyerId, photo.user_id);
      authorize(memberActor(buyerId), uploadsPolicy.buyFromAlbum, standing);
    } else {
      // A blocked or hidden owner answers like the profile does.
      await this.deps.profiles.visibleMember(buyerId, photo.user_id);
    }
    return photo;
  }

  /** Whether the photo is shown where the buyer says: the post, a message they received, or its owner's album. */
  private async shownThere(buyerId: number, photo: UploadRow, body: PayUploadBody): Promise<boolean> {
    const { db } = this.deps;
    if (photo.type !== body.type) return false;
    if (body.type === 'album') return photo.user_id === body.related_id;
    if (photo.related_id !== body.related_id) return false;
    return body.type === 'feed'
      ? uploadsRepo.livePost(db, body.related_id)
      : uploadsRepo.receivedMessage(db, body.related_id, buyerId);
  }

  /** Both transfers of a sale in the caller's transaction; answers the new balances. */
  private async charge(tx: Tx, photo: UploadRow, buyerId: number, price: number, commission: number) {
    const { ledger } = this.deps;
    const from = userAccount(buyerId);
    const sale = `${photo.id}:${buyerId}`;
    let buyer: number | undefined;
    let owner: number | null = null;
    if (price > commission) {
      const paid = await ledger.transfer(
        {
          from,
          to: userAccount(photo.user_id),
          amount: price - commission,
          kind: KIND,
          relatedId: photo.id,
          idempotencyKey: `photo:${sale}`,
        },
        tx,
      );
      buyer = paid.balances.get(buyerId);
      owner = paid.balances.get(photo.user_id) ?? null;
    }
    if (commission > 0) {
      const fee = await ledger.transfer(
        {
          from,
          to: SystemAccount.revenue,
          amount: commission,
          kind: KIND,
          relatedId: photo.id,
          idempotencyKey: `photo-fee:${sale}`,
        },
        tx,
      );
      buyer = fee.balances.get(buyerId);
    }
    return { buyer: buyer ?? (await ledger.balanceOf(buyerId, tx)), owner };
  }
}
