import type { Rule } from '../authorization.types';
import type { RulesContext } from './context';

/** Battery A: machine and human translation, and the translators' queue. */
export function translationRules({ nobody, destructive }: RulesContext): Record<string, Rule> {
  return {
    // Translation.
    'GET /v1/translations/settings': { access: 'public' },
    'POST /v1/translations/preview': { access: 'self' },
    'POST /v1/translations': {
      access: 'member',
      checks: [
        {
          what: "translating Olga's message",
          call: (x) => ({ method: 'POST', url: '/v1/translations', body: { type: 'message', id: x.message.id } }),
          may: ['owner', 'friend'],
        },
        {
          what: "translating hidden Hanna's post",
          call: (x) => ({ method: 'POST', url: '/v1/translations', body: { type: 'feed', id: x.hiddenPost.id } }),
          may: ['friend', 'vip'],
        },
      ],
    },
    'POST /v1/ask': {
      access: 'member',
      checks: [
        {
          what: "asking a translator for Olga's message",
          call: (x) => ({ method: 'POST', url: '/v1/ask', body: { type: 'message', id: x.message.id } }),
          // Asking holds gold: tried where it must be refused.
          may: ['owner', 'friend'],
          tried: destructive(['owner', 'friend']),
        },
      ],
    },
    'GET /v1/progress': {
      access: 'member',
      checks: [
        {
          what: "the human translation of Olga's message",
          call: (x) => ({ method: 'GET', url: `/v1/progress?type=message&id=${x.message.id}` }),
          may: ['owner', 'friend'],
        },
      ],
    },
    'GET /v1/translators/me': { access: 'self' },
    'GET /v1/translation_requests': {
      access: 'translator',
      checks: [
        {
          what: "the translators' queue",
          call: () => ({ method: 'GET', url: '/v1/translation_requests' }),
          may: ['translator'],
        },
      ],
    },
    'POST /v1/translation_requests/{id}/claim': {
      access: 'translator',
      checks: [
        {
          what: 'claiming a request',
          call: () => ({ method: 'POST', url: '/v1/translation_requests/2147483647/claim', body: {} }),
          // Even the translator is refused here: no such request. Members without the role never get further.
          may: nobody,
        },
      ],
    },
    'POST /v1/answer': {
      access: 'translator',
      checks: [
        {
          what: 'answering a request',
          call: () => ({ method: 'POST', url: '/v1/answer', body: { id: 2147483647, content: 'x' } }),
          may: nobody,
        },
      ],
    },
  };
}
