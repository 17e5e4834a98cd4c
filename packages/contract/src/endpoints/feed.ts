import { endpoint } from '../endpoint';
import {
  CommentDeleted,
  CommentPage,
  CommentParams,
  CreateCommentBody,
  CreateFeedBody,
  FeedComment,
  FeedDeleted,
  FeedItem,
  FeedPage,
  FeedReactions,
  ReactionBody,
} from '../feeds';
import { CursorQuery } from '../pagination';
import { UserIdParam } from '../users';

const tag = 'feeds';

/** The news feed: home list, one post, a member's timeline, posting and deleting. */
export const feed = {
  home: endpoint({ method: 'GET', path: '/feeds', access: 'optional', tag, query: CursorQuery, response: FeedPage }),
  byUser: endpoint({
    method: 'GET',
    path: '/feeds/user/:id',
    access: 'optional',
    tag,
    params: UserIdParam,
    query: CursorQuery,
    response: FeedPage,
  }),
  get: endpoint({
    method: 'GET',
    path: '/feeds/:id',
    access: 'optional',
    tag,
    params: UserIdParam,
    response: FeedItem,
  }),
  create: endpoint({ method: 'POST', path: '/feeds', access: 'user', tag, body: CreateFeedBody, response: FeedItem }),
  remove: endpoint({
    method: 'DELETE',
    path: '/feeds/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    response: FeedDeleted,
  }),
  /** A post's comments, newest first, for whoever may see the post. */
  comments: endpoint({
    method: 'GET',
    path: '/feeds/:id/comments',
    access: 'optional',
    tag,
    params: UserIdParam,
    query: CursorQuery,
    response: CommentPage,
  }),
  comment: endpoint({
    method: 'POST',
    path: '/feeds/:id/comments',
    access: 'user',
    tag,
    params: UserIdParam,
    body: CreateCommentBody,
    response: FeedComment,
  }),
  /** The comment's writer, or the post's author. */
  removeComment: endpoint({
    method: 'DELETE',
    path: '/feeds/:id/comments/:comment_id',
    access: 'user',
    tag,
    params: CommentParams,
    response: CommentDeleted,
  }),
  react: endpoint({
    method: 'PUT',
    path: '/feeds/:id/reaction',
    access: 'user',
    tag,
    params: UserIdParam,
    body: ReactionBody,
    response: FeedReactions,
  }),
  unreact: endpoint({
    method: 'DELETE',
    path: '/feeds/:id/reaction',
    access: 'user',
    tag,
    params: UserIdParam,
    response: FeedReactions,
  }),
};
