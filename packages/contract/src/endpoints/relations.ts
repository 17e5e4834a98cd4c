import { endpoint } from '../endpoint';
import { CursorQuery } from '../pagination';
import {
  AnswerRequestBody,
  BlockedPage,
  BlockResult,
  FriendCard,
  FriendPage,
  FriendRequestPage,
  LikeResult,
  Remark,
  RemarkBody,
  RequestResult,
  UpdateFriendBody,
  VisitorPage,
} from '../relations';
import { UserCardPage, UserIdBody, UserIdParam } from '../users';

const tag = 'relations';
const friendsTag = 'friends';

/** One of the viewer's like lists, by cursor. */
const likeList = <P extends string>(path: P) =>
  endpoint({ method: 'GET', path, access: 'user', tag, query: CursorQuery, response: UserCardPage });

/** Likes, visitors, the blacklist, remarks, and friendship (requests and friends). */
export const relations = {
  /** The members the viewer likes. */
  likes: likeList('/likes'),
  /** The members who like the viewer. */
  likedBy: likeList('/likes/me'),
  /** The members who like the viewer and whom the viewer likes back. */
  mutualLikes: likeList('/likes/mutual'),
  like: endpoint({ method: 'POST', path: '/likes', access: 'user', tag, body: UserIdBody, response: LikeResult }),
  unlike: endpoint({
    method: 'DELETE',
    path: '/likes/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    response: LikeResult,
  }),
  /** Who visited the viewer's profile. */
  visitors: endpoint({
    method: 'GET',
    path: '/visits',
    access: 'user',
    tag,
    query: CursorQuery,
    response: VisitorPage,
  }),
  blacklist: endpoint({
    method: 'GET',
    path: '/blacklist',
    access: 'user',
    tag,
    query: CursorQuery,
    response: BlockedPage,
  }),
  block: endpoint({ method: 'POST', path: '/blacklist', access: 'user', tag, body: UserIdBody, response: BlockResult }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/blacklist/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    response: BlockResult,
  }),
  /** The note the viewer keeps about a member; only the viewer sees it. */
  remark: endpoint({
    method: 'GET',
    path: '/remarks/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    response: Remark,
  }),
  setRemark: endpoint({ method: 'POST', path: '/remarks', access: 'user', tag, body: RemarkBody, response: Remark }),
  removeRemark: endpoint({
    method: 'DELETE',
    path: '/remarks/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    response: Remark,
  }),
  /** The friend requests sent to the viewer, and the viewer's own pending ones. */
  friendRequests: endpoint({
    method: 'GET',
    path: '/friend_requests',
    access: 'user',
    tag: friendsTag,
    query: CursorQuery,
    response: FriendRequestPage,
  }),
  /**
   * Asks `user_id` to be friends. The answer has status 201 when they become friends at once (they had
   * asked the viewer first) and 202 when the request is pending; the body says the same.
   */
  requestFriend: endpoint({
    method: 'POST',
    path: '/friend_requests',
    access: 'user',
    tag: friendsTag,
    body: UserIdBody,
    response: RequestResult,
    statuses: [201, 202],
  }),
  /** Accepts (2) a request from `user_id`, or declines it or cancels one's own (1). */
  answerRequest: endpoint({
    method: 'PUT',
    path: '/friend_requests',
    access: 'user',
    tag: friendsTag,
    body: AnswerRequestBody,
    response: RequestResult,
  }),
  friends: endpoint({
    method: 'GET',
    path: '/friends',
    access: 'user',
    tag: friendsTag,
    query: CursorQuery,
    response: FriendPage,
  }),
  /** Pins or unpins a friend, sets or clears the remark. */
  updateFriend: endpoint({
    method: 'PUT',
    path: '/friends',
    access: 'user',
    tag: friendsTag,
    body: UpdateFriendBody,
    response: FriendCard,
  }),
  unfriend: endpoint({
    method: 'DELETE',
    path: '/friends/:id',
    access: 'user',
    tag: friendsTag,
    params: UserIdParam,
    response: RequestResult,
  }),
};
