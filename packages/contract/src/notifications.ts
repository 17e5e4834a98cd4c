import { z } from 'zod';
import { cursorPage } from './pagination';

/** The unread counters of spec §3, one per kind. */
export const COUNTER_TYPES = ['message', 'notification', 'request', 'likeme', 'order'] as const;
export type CounterType = (typeof COUNTER_TYPES)[number];

/** `PUT /v1/counters`: sets one counter back to 0. */
export const ResetCounterBody = z.strictObject({ type: z.enum(COUNTER_TYPES, { message: 'Unknown counter' }) });

/**
 * What happened: a like, a visit, a friend request, an accepted request, a move of a mall order, a comment on
 * or a first reaction to the member's post, …
 */
export const NOTIFICATION_TYPES = [
  'like',
  'match',
  'visit',
  'request',
  'friend',
  'order',
  'report',
  'verification',
  'support',
  'withdraw',
  'comment',
  'reaction',
  'warning',
  'removal',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Who did it, as the bell dropdown shows them. */
export const NotificationData = z.object({
  user_id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  translation: z.string().optional(),
  /** An `order` notification: which order, and its status now. */
  order_id: z.number().int().optional(),
  status: z.string().optional(),
  /** A `report` notification: the reporter's report was decided (`decision` of `REPORT_DECISIONS`). */
  report_id: z.number().int().optional(),
  decision: z.string().optional(),
  /** A `verification` notification: the member's selfie was decided (`status` verified or rejected). */
  reason: z.string().optional(),
  /** A `support` notification: the support team replied to this ticket. */
  ticket_id: z.number().int().optional(),
  /** A `withdraw` notification: an operator moved the member's withdrawal to `status` (issue 18). */
  withdrawal_id: z.number().int().optional(),
  /** A `comment` or `reaction` notification: on which post, and (a reaction) which emoji. */
  feed_id: z.number().int().optional(),
  emoji: z.string().optional(),
  /**
   * A `warning` notification: a moderator warned the member (a `warn` report decision) about their `kind`
   * (a report kind: feed, comment, message, user, contact, translation) for `category` (`WARNING_CATEGORIES`).
   * It names the member themselves, never the reporter.
   */
  kind: z.string().optional(),
  category: z.string().optional(),
  /*
   * A `removal` notification: an operator removed the member's `kind` (`REMOVAL_KINDS`: say_hi, photo) for
   * `category` (`REMOVAL_CATEGORIES`), in the same two fields.
   */
});
export type NotificationData = z.infer<typeof NotificationData>;

export const NotificationItem = z.object({
  id: z.number().int(),
  type: z.string(),
  data: NotificationData,
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;
export const NotificationPage = cursorPage(NotificationItem);

/** `GET`/`POST mail/unsubscribe?token`: the signed link of a one-click unsubscribe (RFC 8058). */
export const UnsubscribeQuery = z.object({ token: z.string().min(1).max(200) });
