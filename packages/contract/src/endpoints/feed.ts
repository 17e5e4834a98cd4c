import { endpoint } from '../endpoint';
import { CreateFeedBody, FeedDeleted, FeedItem, FeedPage } from '../feeds';
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
};
