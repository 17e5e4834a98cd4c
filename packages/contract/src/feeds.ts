import { z } from 'zod';
import { cursorPage } from './pagination';
import { TranslationFields } from './translation';
import { COMMENT_MAX_LENGTH, FEED_MAX_LENGTH, FEED_MAX_PHOTOS, REACTION_EMOJI } from './feeds.constants';

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
  /** Live comments on the post (all of them, whoever the viewer may see). */
  comment_count: z.number().int(),
  /** Reactions per emoji of `REACTION_EMOJI`; an emoji nobody chose is absent. */
  reactions: z.record(z.string(), z.number().int()),
  /** The viewer's own reaction, null for none (and for visitors). */
  my_reaction: z.string().nullable(),
});
export type FeedItem = z.infer<typeof FeedItem>;

export const FeedPage = cursorPage(FeedItem);

/** `DELETE feeds/{id}`: the post is gone for everyone. */
export const FeedDeleted = z.object({ id: z.number().int(), deleted: z.literal(true) });
export type FeedDeleted = z.infer<typeof FeedDeleted>;

/** `POST feeds/{id}/comments`: plain text, as a post's (issue 21). */
export const CreateCommentBody = z.strictObject({
  content: z
    .string({ message: 'Cannot be empty' })
    .trim()
    .min(1, 'Cannot be empty')
    .max(COMMENT_MAX_LENGTH, 'Text is too long'),
});
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

export const CommentParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  comment_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** A comment as a viewer sees it: its writer, text (with the viewer's translation) and what they may do. */
export const FeedComment = /* @__PURE__ */ TranslationFields.extend({
  id: z.number().int(),
  feed_id: z.number().int(),
  user_id: z.number().int(),
  user: FeedAuthor.pick({ user_id: true, name: true, avatar: true, vip: true }),
  content: z.string(),
  created_at: z.string(),
  /** Delete: its writer and the post's author; report and translate: a signed-in member who did not write it. */
  can: z.object({ delete: z.boolean(), report: z.boolean(), translate: z.boolean() }),
});
export type FeedComment = z.infer<typeof FeedComment>;

/** `GET feeds/{id}/comments?max_id`: newest first. */
export const CommentPage = cursorPage(FeedComment);

/** `DELETE feeds/{id}/comments/{comment_id}`: the post's comment count after it. */
export const CommentDeleted = z.object({
  id: z.number().int(),
  deleted: z.literal(true),
  comment_count: z.number().int(),
});
export type CommentDeleted = z.infer<typeof CommentDeleted>;

/** `PUT feeds/{id}/reaction`: one of `REACTION_EMOJI`; choosing again replaces the member's reaction. */
export const ReactionBody = z.strictObject({
  emoji: z.enum(REACTION_EMOJI, { message: 'Unknown reaction' }),
});
export type ReactionBody = z.infer<typeof ReactionBody>;

/** The post's reactions after a `PUT` or `DELETE feeds/{id}/reaction`. */
export const FeedReactions = z.object({
  id: z.number().int(),
  reactions: z.record(z.string(), z.number().int()),
  my_reaction: z.string().nullable(),
});
export type FeedReactions = z.infer<typeof FeedReactions>;
