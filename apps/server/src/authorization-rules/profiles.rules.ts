import type { Rule } from '../authorization.types';
import type { RulesContext } from './context';

/** Battery A: profiles and the lists that show members. */
export function profileRules({ profileChecks, everyoneBut }: RulesContext): Record<string, Rule> {
  return {
    // Profiles and lists.
    'GET /v1/user/{id}': { access: 'public', checks: profileChecks((id) => `/v1/user/${id}`) },
    'GET /v1/u/{id}': { access: 'public', checks: profileChecks((id) => `/v1/u/${id}`) },
    'GET /v1/onboarding': { access: 'self' },
    'GET /v1/front': { access: 'public' },
    'GET /v1/latest': { access: 'public' },
    'GET /v1/online': { access: 'public' },
    'GET /v1/recommend': { access: 'public' },
    'GET /v1/hottest': { access: 'public' },
    'GET /v1/birthday': { access: 'public' },
    'POST /v1/search': { access: 'public' },
    'POST /v1/suggest': { access: 'public' },
    'GET /v1/location': { access: 'public' },
    'GET /v1/encounters': { access: 'self' },
    'POST /v1/encounters': {
      access: 'member',
      checks: [
        {
          what: 'passing on Olga in encounters',
          call: (x) => ({ method: 'POST', url: '/v1/encounters', body: { user_id: x.as.owner.id, action: 'pass' } }),
          may: everyoneBut('visitor', 'owner', 'blocked'),
        },
        {
          what: 'passing on hidden Hanna in encounters',
          call: (x) => ({ method: 'POST', url: '/v1/encounters', body: { user_id: x.hidden.id, action: 'pass' } }),
          may: ['friend', 'vip'],
        },
      ],
    },
  };
}
