import type { FeedUpload } from '@yuanfen/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import type { OperatorSettings } from '../../platform/operator-settings';
import type { GiftsService } from '../gifts/gifts.service';
import type { NotificationService } from '../notification/notification.service';
import type { ProfileService } from '../profile/profile.service';
import type { BlocksService } from '../relations/blocks.service';
import type { TranslationService } from '../translation/translation.service';

/** What chat needs of the photos module (uploads): message photos are the sender's own `message` uploads. */
export interface MessagePhotos {
  assertAttachable(userId: number, ids: number[], type: 'message'): Promise<void>;
  attach(tx: DbOrTx, userId: number, ids: number[], type: 'message', relatedId: number): Promise<void>;
  presentFor(viewerId: number, ids: number[]): Promise<Map<number, FeedUpload>>;
  /** A fresh message photo copied from the say-hi picture; null when it is gone. */
  copyHiPhoto(userId: number, ref: string): Promise<number | null>;
  /** Deletes the member's own uploads (a say-hi copy whose message was refused). */
  remove(userId: number, ids: number[]): Promise<unknown>;
}

export interface ChatDeps {
  db: Db;
  bus: EventBus;
  now: () => Date;
  profiles: Pick<
    ProfileService,
    'visibleMember' | 'visibleOrBlockedBy' | 'activeCardsSeenBy' | 'people' | 'presentCards'
  >;
  blocks: Pick<BlocksService, 'between' | 'standings'>;
  notifications: Pick<NotificationService, 'raise' | 'raiseWith' | 'zero' | 'publish' | 'counters'>;
  operator: Pick<OperatorSettings, 'get'>;
  photos: MessagePhotos;
  translation: Pick<TranslationService, 'present' | 'outgoing' | 'saveOutgoing'>;
  gifts: Pick<GiftsService, 'offered' | 'charge' | 'forMessages' | 'recipientShare'>;
}
