import type { Rule } from '../authorization.types';
import type { RulesContext } from './context';

/** Battery A: the news feed, its comments and reactions. */
export function feedRules({
  postIntact,
  commentIntact,
  profileChecks,
  everyoneBut,
  ownerOnly,
  destructive,
}: RulesContext): Record<string, Rule> {
  return {
    // News feed.
    'GET /v1/feeds': { access: 'public' },
    'POST /v1/feeds': { access: 'self' },
    'GET /v1/feeds/user/{id}': { access: 'public', checks: profileChecks((id) => `/v1/feeds/user/${id}`) },
    'GET /v1/feeds/{id}': {
      access: 'public',
      checks: [
        {
          what: "Olga's post",
          call: (x) => ({ method: 'GET', url: `/v1/feeds/${x.post.id}` }),
          may: everyoneBut('blocked'),
        },
        {
          what: "hidden Hanna's post",
          call: (x) => ({ method: 'GET', url: `/v1/feeds/${x.hiddenPost.id}` }),
          may: ['friend', 'vip'],
        },
      ],
    },
    'DELETE /v1/feeds/{id}': {
      access: 'member',
      checks: [
        {
          what: "deleting Olga's post",
          call: (x) => ({ method: 'DELETE', url: `/v1/feeds/${x.post.id}` }),
          may: ownerOnly,
          tried: destructive(),
          intact: postIntact,
        },
      ],
    },

    // Comments and reactions: whoever may see the post, unless a block stands between them and Olga.
    'GET /v1/feeds/{id}/comments': {
      access: 'public',
      checks: [
        {
          what: "comments on Olga's post",
          call: (x) => ({ method: 'GET', url: `/v1/feeds/${x.post.id}/comments` }),
          may: everyoneBut('blocked'),
        },
        {
          what: "comments on hidden Hanna's post",
          call: (x) => ({ method: 'GET', url: `/v1/feeds/${x.hiddenPost.id}/comments` }),
          may: ['friend', 'vip'],
        },
      ],
    },
    'POST /v1/feeds/{id}/comments': {
      access: 'member',
      checks: [
        {
          what: "commenting on Olga's post",
          call: (x) => ({ method: 'POST', url: `/v1/feeds/${x.post.id}/comments`, body: { content: 'Hello' } }),
          may: everyoneBut('visitor', 'blocked'),
        },
        {
          what: "commenting on hidden Hanna's post",
          call: (x) => ({ method: 'POST', url: `/v1/feeds/${x.hiddenPost.id}/comments`, body: { content: 'Hi' } }),
          may: ['friend', 'vip'],
        },
      ],
    },
    'DELETE /v1/feeds/{id}/comments/{comment_id}': {
      access: 'member',
      checks: [
        {
          what: "deleting the friend's comment on Olga's post",
          call: (x) => ({ method: 'DELETE', url: `/v1/feeds/${x.post.id}/comments/${x.comment.id}` }),
          may: ['owner', 'friend'],
          tried: destructive(['owner', 'friend']),
          intact: commentIntact,
        },
      ],
    },
    'PUT /v1/feeds/{id}/reaction': {
      access: 'member',
      checks: [
        {
          what: "reacting to Olga's post",
          call: (x) => ({ method: 'PUT', url: `/v1/feeds/${x.post.id}/reaction`, body: { emoji: '👍' } }),
          may: everyoneBut('visitor', 'blocked'),
        },
        {
          what: "reacting to hidden Hanna's post",
          call: (x) => ({ method: 'PUT', url: `/v1/feeds/${x.hiddenPost.id}/reaction`, body: { emoji: '👍' } }),
          may: ['friend', 'vip'],
        },
      ],
    },
    'DELETE /v1/feeds/{id}/reaction': {
      access: 'member',
      checks: [
        {
          what: "taking one's reaction back from hidden Hanna's post",
          call: (x) => ({ method: 'DELETE', url: `/v1/feeds/${x.hiddenPost.id}/reaction` }),
          may: ['friend', 'vip'],
        },
      ],
    },
  };
}
