import { z } from 'zod';
import { cursorPage } from './pagination';
import { TranslationFields } from './translation';
import { FEED_MAX_LENGTH, FEED_MAX_PHOTOS } from './feeds.constants';

/** `POST feeds`: text and/or uploaded photos; both empty is refused (spec §5). */
export const CreateFeedBody = z
  .strictObject({
    content: z.string().trim().max(FEED_MAX_LENGTH, 'Text is too long').optional(),
    upload_ids: z.array(z.number().int().positive()).max(FEED_MAX_PHOTOS).optional(),
    /**
     * The poster's own id for this post: a retried `POST feeds` with the same one (after a time-out or a
     * crash) answers the first post instead of publishing it twice.
     */
    client_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid client id')
      .optional(),
  })
  .refine((b) => Boolean(b.content) || Boolean(b.upload_ids?.length), {
    path: ['content'],
    message: 'Cannot be empty',
  });
export type CreateFeedBody = z.infer<typeof CreateFeedBody>;

/**
 * A photo of a post or message as the viewer sees it (spec §3 "uploads (id, paid)"). A secret photo the
 * viewer has not bought has `paid` 0, an empty `url` and the blurred preview as `thumb`.
 */
export const FeedUpload = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb: z.string(),
  secret: z.boolean(),
  paid: z.number().int(),
  price: z.number().int().nullable(),
  width: z.number().int(),
  height: z.number().int(),
});
export type FeedUpload = z.infer<typeof FeedUpload>;

export const FeedAuthor = z.object({
  user_id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  vip: z.number().int(),
  age: z.number().int().nullable(),
  country: z.string().nullable(),
});

/** A feed item as a viewer sees it (spec §3 Feed item). */
export const FeedItem = /* @__PURE__ */ TranslationFields.extend({
  id: z.number().int(),
  user_id: z.number().int(),
  user: FeedAuthor,
  content: z.string(),
  upload_ids: z.array(z.number().int()),
  uploads: z.array(FeedUpload),
  secret: z.boolean(),
  created_at: z.string(),
  /** What the viewer may do with the post (the feed policy): delete it (its author), translate it (a reader). */
  can: z.object({ delete: z.boolean(), translate: z.boolean() }),
});
export type FeedItem = z.infer<typeof FeedItem>;

export const FeedPage = cursorPage(FeedItem);

/** `DELETE feeds/{id}`: the post is gone for everyone. */
export const FeedDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });
export type FeedDeleted = z.infer<typeof FeedDeleted>;
