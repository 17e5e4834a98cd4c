import { expect } from 'vitest';
import type { Rule } from '../authorization.types';
import type { RulesContext } from './context';

/** Battery A: support tickets. */
export function supportRules({ world, http, ownerOnly, destructive }: RulesContext): Record<string, Rule> {
  return {
    // Support (issue 19): visitors send `contact` requests; a ticket is its member's alone.
    'POST /v1/support': { access: 'public' },
    'GET /v1/support': { access: 'self' },
    'GET /v1/support/{id}': {
      access: 'member',
      checks: [
        {
          what: "Olga's support ticket",
          call: (x) => ({ method: 'GET', url: `/v1/support/${x.ticket}` }),
          may: ownerOnly,
        },
      ],
    },
    'POST /v1/support/{id}/replies': {
      access: 'member',
      checks: [
        {
          what: "following up Olga's support ticket",
          call: (x) => ({ method: 'POST', url: `/v1/support/${x.ticket}/replies`, body: { content: 'Me too' } }),
          may: ownerOnly,
          tried: destructive(),
          // Nobody but Olga follows her ticket up (the console's replies come from operators).
          intact: async () => {
            const res = await http().get(`/v1/support/${world().ticket}`, world().as.owner.auth);
            const replies = res.json<{ replies: { from_operator: boolean }[] }>().replies;
            expect(
              replies.filter((r) => !r.from_operator),
              res.body,
            ).toEqual([]);
          },
        },
      ],
    },
  };
}
