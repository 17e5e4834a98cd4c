import type { Rule } from '../authorization.types';
import type { RulesContext } from './context';

/** Battery A: the caller's own account and session, and the affiliate programme. */
export function accountRules(_context: RulesContext): Record<string, Rule> {
  return {
    // Account and session: the caller's own account.
    'GET /v1/captcha': { access: 'public' },
    'POST /v1/verify': { access: 'public' },
    'POST /v1/validate': { access: 'public' },
    'POST /v1/register': { access: 'public' },
    'POST /v1/authenticate': { access: 'public' },
    'POST /v1/token/refresh': { access: 'public' },
    'POST /v1/logout': { access: 'self' },
    'GET /v1/me': { access: 'self' },
    'PUT /v1/password/find': { access: 'public' },
    'POST /v1/password/reset': { access: 'self' },
    'PUT /v1/password/reset': { access: 'self' },
    'DELETE /v1/user': { access: 'self' },
    'PUT /v1/user': { access: 'self' },
    'PUT /v1/reactivate': { access: 'public' },
    'GET /v1/config': { access: 'public' },
    'GET /v1/countryCode': { access: 'public' },
    'GET /v1/version/{a}/{b}': { access: 'public' },
    'POST /v1/error': { access: 'public' },
    'GET /v1/announcements/latest': { access: 'public' },
    'POST /v1/announcements/read': { access: 'self' },
    'GET /v1/page': { access: 'public' },
    'GET /v1/debug/captcha/{id}': { access: 'debug' },
    'GET /v1/debug/outbox': { access: 'debug' },
    'POST /v1/debug/translator': { access: 'debug' },
    'GET /v1/social/wechat/url': { access: 'public' },
    'GET /v1/social/wechat/jsconfig': { access: 'public' },
    'POST /v1/social/{provider}': { access: 'public' },
    // The affiliate programme and the recharge portal (issue 18): the caller's own code and keys; the
    // portal's redemption is a visitor's (the key and its signature name the member).
    'GET /v1/affiliate': { access: 'self' },
    'POST /v1/key': { access: 'self' },
    'POST /v1/key/redeem': { access: 'public' },
  };
}
