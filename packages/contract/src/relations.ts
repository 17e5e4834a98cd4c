import { z } from 'zod';
import { cursorPage } from './pagination';
import { UserCard } from './users';

/** `POST /v1/likes` and `DELETE /v1/likes/{user_id}`. */
export const LikeResult = z.object({ user_id: z.number().int(), liked: z.boolean(), mutual: z.boolean() });

/** Friend request status (spec §4): 1 pending or cancelled, 2 accepted. */
export const RequestStatus = { Pending: 1, Accepted: 2 } as const;

/** `PUT /v1/friend_requests`: 2 accepts a request from `user_id`; 1 declines it or cancels one's own. */
export const AnswerRequestBody = z.strictObject({
  user_id: z.number().int().positive().max(2_147_483_647),
  status: z.union([z.literal(1), z.literal(2)], { message: 'Status is 1 (cancel) or 2 (accept)' }),
});
export type AnswerRequestBody = z.infer<typeof AnswerRequestBody>;

/** The state of a friend request after a call: 201/202 on `POST`, 200 on `PUT` and `DELETE friends`. */
export const RequestResult = z.object({ user_id: z.number().int(), status: z.number().int() });

export const FriendRequestCard = /* @__PURE__ */ UserCard.extend({ status: z.number().int(), created_at: z.string() });
export const FriendRequestPage = cursorPage(FriendRequestCard);

/** A friend (spec §3): the card with the viewer's remark and top flag. */
export const FriendCard = /* @__PURE__ */ UserCard.extend({ remark: z.string().nullable(), top: z.number().int() });
export type FriendCard = z.infer<typeof FriendCard>;
export const FriendPage = cursorPage(FriendCard);

const remarkText = z.string().trim().max(50, 'At most 50 characters');

/** `PUT /v1/friends`: pin (`top` 1) or unpin a friend, set or clear (empty) the remark. */
export const UpdateFriendBody = z.strictObject({
  user_id: z.number().int().positive().max(2_147_483_647),
  top: z.union([z.literal(0), z.literal(1)]).optional(),
  remark: remarkText.nullable().optional(),
});
export type UpdateFriendBody = z.infer<typeof UpdateFriendBody>;

export const BlockResult = z.object({ user_id: z.number().int(), blocked: z.boolean() });
export const BlockedCard = /* @__PURE__ */ UserCard.extend({ created_at: z.string() });
export const BlockedPage = cursorPage(BlockedCard);

export const VisitorCard = /* @__PURE__ */ UserCard.extend({ visited_at: z.string() });
export const VisitorPage = cursorPage(VisitorCard);

/** A remark (friend note) the viewer keeps about a member; only the viewer sees it. */
export const RemarkBody = z.strictObject({
  user_id: z.number().int().positive().max(2_147_483_647),
  remark: remarkText.min(1, 'Cannot be empty'),
});
export const Remark = z.object({ user_id: z.number().int(), remark: z.string().nullable() });
