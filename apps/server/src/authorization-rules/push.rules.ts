import type { Rule } from '../authorization.types';
import type { RulesContext } from './context';

/** Battery A: Web Push subscriptions. */
export function pushRules(_context: RulesContext): Record<string, Rule> {
  return {
    // Web Push (issue 20): the key is public; a subscription is the signed-in device's own, and removing
    // one only ever removes the caller's (modules/push/push.test.ts).
    'GET /v1/push/key': { access: 'public' },
    'POST /v1/push/subscriptions': { access: 'self' },
    'DELETE /v1/push/subscriptions': { access: 'self' },
  };
}
