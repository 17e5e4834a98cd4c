import {
  ageOn,
  isVip,
  type FeedComment,
  type FeedItem,
  type FeedUpload,
  type TranslationFields,
} from '@yuanfen/contract';
import { can, type Actor } from '../../platform/policy';
import { imageUrl } from '../account/account.presenter';
import { feedPolicy } from './feed.policy';
import type { CommentRow } from './comment.repo';
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
    comment_count: row.comment_count,
    reactions: countedReactions(row.reactions),
    my_reaction: row.my_reaction,
  };
}

/** The reaction counts as kept on the post, without an emoji whose count fell to 0. */
export function countedReactions(stored: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(stored).filter(([, n]) => n > 0));
}

/** A comment as `viewer` sees it, with its translation into the viewer's language. */
export function presentComment(row: CommentRow, viewer: Actor, now: Date, translation: TranslationFields): FeedComment {
  const vip = isVip({ vip: row.vip, free: row.free, vip_expired_at: row.vip_expired_at?.toISOString() ?? null }, now);
  const mayRead = can(viewer, feedPolicy.readComment, row);
  return {
    id: row.id,
    feed_id: row.feed_id,
    user_id: row.user_id,
    user: { user_id: row.user_id, name: row.name, avatar: imageUrl(row.avatar), vip: vip ? 1 : 0 },
    content: row.content,
    ...translation,
    created_at: row.created_at.toISOString(),
    can: { delete: can(viewer, feedPolicy.deleteComment, row), report: mayRead, translate: mayRead },
  };
}
