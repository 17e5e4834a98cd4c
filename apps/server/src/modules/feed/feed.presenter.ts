import { ageOn, isVip, type FeedItem, type FeedUpload, type TranslationFields } from '@yuanfen/contract';
import { can, type Actor } from '../../platform/policy';
import { imageUrl } from '../account/account.presenter';
import { feedPolicy } from './feed.policy';
import type { FeedItemRow } from './feed.repo';

/**
 * A post as `viewer` sees it (spec §3 Feed item). Content is plain text, returned exactly as stored.
 * `photos` holds the post's live photos as this viewer sees them; deleted ones are left out.
 * `translation` is the post in the viewer's language, as the translation module has it.
 */
export function presentFeedItem(
  row: FeedItemRow,
  viewer: Actor,
  now: Date,
  photos: ReadonlyMap<number, FeedUpload>,
  translation: TranslationFields,
): FeedItem {
  const uploads = row.upload_ids.map((id) => photos.get(id)).filter((u): u is FeedUpload => u !== undefined);
  const vip = isVip({ vip: row.vip, free: row.free, vip_expired_at: row.vip_expired_at?.toISOString() ?? null }, now);
  return {
    id: row.id,
    user_id: row.user_id,
    user: {
      user_id: row.user_id,
      name: row.name,
      avatar: imageUrl(row.avatar),
      vip: vip ? 1 : 0,
      age: row.birthday ? ageOn(row.birthday, now) : null,
      country: row.country,
    },
    content: row.content,
    ...translation,
    upload_ids: uploads.map((u) => u.id),
    uploads,
    secret: uploads.some((u) => u.secret),
    created_at: row.created_at.toISOString(),
    can: { delete: can(viewer, feedPolicy.delete, row), translate: can(viewer, feedPolicy.translate, row) },
  };
}
