import type { AdminSupportTicketDetail } from '@yuanfen/contract';
import { expect } from 'vitest';
import { ACTORS, type Actor, type Check, type Rule } from '../authorization.types';
import { balanceOf } from '../test/money-helpers';
import type { RulesContext } from './context';

/*
 * Battery A's rules of the operations console (issue 17): every /v1/admin route, tried by every actor.
 * Members and visitors are refused; an admin without two-factor sign-in gets only `me` and the setup;
 * each operator role passes exactly where admin.policy.ts grants it.
 */

const operators: readonly Actor[] = ['admin', 'moderator', 'support', 'finance', 'translator-manager'];
const allBut = (...allowed: Actor[]) => ACTORS.filter((a) => !allowed.includes(a));

export function adminAuthorizationRules({ app, world, http }: RulesContext): Record<string, Rule> {
  const one = (check: Check): Rule => ({ access: 'operator', checks: [check] });
  const strangerGoldIntact = async () => expect(await balanceOf(app(), world().as.stranger.id)).toBe(10_000);
  const reportStillOpen = async () => {
    const res = await http().get('/v1/admin/reports?kind=user', world().as.admin.auth);
    const report = res.json<{ data: { id: number; status: string }[] }>().data.find((r) => r.id === world().report);
    expect(report?.status, res.body).toBe('open');
  };
  const selfieStillPending = async () => {
    const res = await http().get(`/v1/verification`, world().as.stranger.auth);
    expect(res.json(), res.body).toMatchObject({ status: 'pending' });
  };
  /** Only the admin and support operators replied to Olga's ticket or changed its status. */
  const sayHiStillWaiting = async () => {
    const res = await http().get('/v1/admin/say-hi', world().as.admin.auth);
    const mine = res.json<{ data: { member: { id: number }; text: string | null }[] }>().data;
    expect(mine.find((x) => x.member.id === world().as.stranger.id)?.text, res.body).toBe('Hello there');
  };
  const photoStillFlagged = async () => {
    const res = await http().get('/v1/admin/photo-flags', world().as.admin.auth);
    const open = res.json<{ data: { id: number; url: string | null }[] }>().data;
    expect(open.find((x) => x.id === world().flaggedPhoto)?.url, res.body).toBeTruthy();
  };
  const ticketUntouched = async () => {
    const allowed = [world().as.admin.id, world().as.support.id];
    const admin = world().as.admin.auth;
    const ticket = await http().get(`/v1/admin/support/${world().ticket}`, admin);
    const strangers = ticket
      .json<AdminSupportTicketDetail>()
      .replies.filter((r) => r.from_operator && !allowed.includes(r.author_id ?? 0));
    const audit = await http().get(`/v1/admin/audit?target=support:${world().ticket}`, admin);
    const changes = audit.json<{ data: { actor_id: number }[] }>().data.filter((a) => !allowed.includes(a.actor_id));
    expect([...strangers, ...changes], `${ticket.body} ${audit.body}`).toEqual([]);
  };
  const strangerIntact = async () => {
    const res = await http().get(`/v1/admin/users/${world().as.stranger.id}`, world().as.admin.auth);
    expect(res.json()).toMatchObject({ status: 'active', roles: [], is_partner: 0, bd: 0, vip: 0 });
  };

  const strangerStillSignedIn = async () => {
    const res = await http().get('/v1/me', world().as.stranger.auth);
    expect(res.statusCode, res.body).toBe(200);
  };
  const strangerEmailIntact = async () => {
    const res = await http().get(`/v1/admin/users/${world().as.stranger.id}`, world().as.admin.auth);
    expect(res.json()).toMatchObject({ email: world().as.stranger.email, email_verified: 1 });
  };
  const moderatorStillEnrolled = async () => {
    const res = await http().get('/v1/admin/me', world().as.moderator.auth);
    expect(res.json()).toMatchObject({ two_factor: true });
  };
  /** A console list's CSV: the same operators as the list itself. */
  const csv = (what: string, url: string, may: Actor[]): Rule =>
    one({ what: `${what} as CSV`, call: () => ({ method: 'GET', url }), may });

  const noAnnouncementLive = async () => {
    const res = await http().get('/v1/announcements/latest');
    expect(res.json()).toEqual({ id: 0, content: '' });
  };

  return {
    'GET /v1/admin/me': one({
      what: 'the operator session',
      call: () => ({ method: 'GET', url: '/v1/admin/me' }),
      may: [...operators, 'admin-without-2fa'],
    }),
    'POST /v1/admin/2fa/setup': one({
      what: 'setting up two-factor sign-in',
      call: () => ({ method: 'POST', url: '/v1/admin/2fa/setup' }),
      // Operators who have it on are refused a new secret (409).
      may: ['admin-without-2fa'],
    }),
    'POST /v1/admin/2fa/enable': one({
      what: 'enabling two-factor sign-in with a wrong code',
      call: () => ({ method: 'POST', url: '/v1/admin/2fa/enable', body: { code: '000000' } }),
      may: [],
    }),
    'GET /v1/admin/users': one({
      what: 'searching members',
      call: () => ({ method: 'GET', url: '/v1/admin/users?q=a' }),
      may: ['admin', 'moderator', 'support', 'finance'],
    }),
    'GET /v1/admin/users/{id}': one({
      what: "Olga's detail",
      call: (w) => ({ method: 'GET', url: `/v1/admin/users/${w.as.owner.id}` }),
      may: ['admin', 'moderator', 'support', 'finance'],
    }),
    'PUT /v1/admin/users/{id}': {
      access: 'operator',
      checks: [
        {
          what: "the stranger's status (set to what it is)",
          call: (w) => ({ method: 'PUT', url: `/v1/admin/users/${w.as.stranger.id}`, body: { status: 'active' } }),
          may: ['admin', 'moderator'],
          intact: strangerIntact,
        },
        {
          what: "the stranger's roles (set to none, as they are)",
          call: (w) => ({ method: 'PUT', url: `/v1/admin/users/${w.as.stranger.id}`, body: { roles: [] } }),
          may: ['admin'],
          intact: strangerIntact,
        },
        {
          what: 'making the stranger a partner',
          call: (w) => ({ method: 'PUT', url: `/v1/admin/users/${w.as.stranger.id}`, body: { is_partner: 1 } }),
          may: ['admin'],
          tried: allBut('admin'),
          intact: strangerIntact,
        },
        {
          what: 'opening the mall to the stranger',
          call: (w) => ({ method: 'PUT', url: `/v1/admin/users/${w.as.stranger.id}`, body: { bd: 1 } }),
          may: ['admin', 'support'],
          tried: allBut('admin', 'support'),
          intact: strangerIntact,
        },
        {
          what: 'granting the stranger VIP',
          call: (w) => ({ method: 'PUT', url: `/v1/admin/users/${w.as.stranger.id}`, body: { vip_months: 1 } }),
          may: ['admin'],
          tried: allBut('admin'),
          intact: strangerIntact,
        },
      ],
    },
    'POST /v1/admin/users/{id}/gold': one({
      what: "correcting the stranger's gold",
      call: (w) => ({
        method: 'POST',
        url: `/v1/admin/users/${w.as.stranger.id}/gold`,
        body: { amount: 5, reason: 'matrix' },
      }),
      may: ['admin', 'finance'],
      tried: allBut('admin', 'finance'),
      intact: strangerGoldIntact,
    }),
    'POST /v1/admin/users/{id}/sign-out': one({
      what: "signing the stranger's devices out",
      call: (w) => ({
        method: 'POST',
        url: `/v1/admin/users/${w.as.stranger.id}/sign-out`,
        body: { reason: 'matrix' },
      }),
      may: ['admin', 'moderator', 'support'],
      tried: allBut('admin', 'moderator', 'support'),
      intact: strangerStillSignedIn,
    }),
    'PUT /v1/admin/users/{id}/email': one({
      what: "resetting the stranger's e-mail",
      call: (w) => ({
        method: 'PUT',
        url: `/v1/admin/users/${w.as.stranger.id}/email`,
        body: { email: 'matrix@example.com', reason: 'matrix' },
      }),
      may: ['admin', 'support'],
      tried: allBut('admin', 'support'),
      intact: strangerEmailIntact,
    }),
    'POST /v1/admin/users/{id}/2fa/reset': one({
      what: "resetting the moderator's two-factor sign-in",
      call: (w) => ({
        method: 'POST',
        url: `/v1/admin/users/${w.as.moderator.id}/2fa/reset`,
        body: { reason: 'matrix' },
      }),
      may: ['admin'],
      tried: allBut('admin'),
      intact: moderatorStillEnrolled,
    }),
    'GET /v1/admin/users/export.csv': csv('the members', '/v1/admin/users/export.csv?q=a', [
      'admin',
      'moderator',
      'support',
      'finance',
    ]),
    'GET /v1/admin/reports/export.csv': csv('the report queue', '/v1/admin/reports/export.csv', ['admin', 'moderator']),
    'GET /v1/admin/audit/export.csv': csv('the audit log', '/v1/admin/audit/export.csv', ['admin']),
    'GET /v1/admin/withdrawals/export.csv': csv('the withdrawals', '/v1/admin/withdrawals/export.csv', [
      'admin',
      'finance',
    ]),
    'GET /v1/admin/verifications/export.csv': csv('the selfie queue', '/v1/admin/verifications/export.csv', [
      'admin',
      'moderator',
    ]),
    'GET /v1/admin/say-hi/export.csv': csv('the say-hi queue', '/v1/admin/say-hi/export.csv', ['admin', 'moderator']),
    'GET /v1/admin/photo-flags/export.csv': csv('the photo review queue', '/v1/admin/photo-flags/export.csv', [
      'admin',
      'moderator',
    ]),
    'GET /v1/admin/support/export.csv': csv('the support queue', '/v1/admin/support/export.csv', ['admin', 'support']),
    'GET /v1/admin/reports': one({
      what: 'the report queue',
      call: () => ({ method: 'GET', url: '/v1/admin/reports' }),
      may: ['admin', 'moderator'],
    }),
    'PUT /v1/admin/reports/{id}': one({
      what: "dismissing Olga's report",
      call: (w) => ({ method: 'PUT', url: `/v1/admin/reports/${w.report}`, body: { decision: 'dismiss' } }),
      may: ['admin', 'moderator'],
      tried: allBut('admin', 'moderator'),
      intact: reportStillOpen,
    }),
    'GET /v1/admin/verifications': one({
      what: 'the selfie queue',
      call: () => ({ method: 'GET', url: '/v1/admin/verifications' }),
      may: ['admin', 'moderator'],
    }),
    'PUT /v1/admin/verifications/{id}': one({
      what: "approving the stranger's selfie",
      call: (w) => ({ method: 'PUT', url: `/v1/admin/verifications/${w.verification}`, body: { action: 'approve' } }),
      may: ['admin', 'moderator'],
      tried: allBut('admin', 'moderator'),
      intact: selfieStillPending,
    }),
    'GET /v1/admin/say-hi': one({
      what: 'the say-hi templates waiting for review',
      call: () => ({ method: 'GET', url: '/v1/admin/say-hi' }),
      may: ['admin', 'moderator'],
    }),
    'PUT /v1/admin/say-hi/{id}': one({
      what: "removing the text of the stranger's say-hi template",
      call: (w) => ({
        method: 'PUT',
        url: `/v1/admin/say-hi/${w.as.stranger.id}`,
        body: { action: 'remove', changed_at: w.sayHi, remove: ['text'], category: 'spam' },
      }),
      may: ['admin', 'moderator'],
      tried: allBut('admin', 'moderator'),
      intact: sayHiStillWaiting,
    }),
    'GET /v1/admin/photo-flags': one({
      what: 'the photos the text check flagged',
      call: () => ({ method: 'GET', url: '/v1/admin/photo-flags' }),
      may: ['admin', 'moderator'],
    }),
    'PUT /v1/admin/photo-flags/{id}': one({
      what: "removing the stranger's flagged photo",
      call: (w) => ({
        method: 'PUT',
        url: `/v1/admin/photo-flags/${w.flaggedPhoto}`,
        body: { action: 'remove', category: 'contact' },
      }),
      may: ['admin', 'moderator'],
      tried: allBut('admin', 'moderator'),
      intact: photoStillFlagged,
    }),
    'GET /v1/admin/withdrawals': one({
      what: 'the withdrawal queue',
      call: () => ({ method: 'GET', url: '/v1/admin/withdrawals?status=pending' }),
      may: ['admin', 'finance'],
    }),
    'PUT /v1/admin/withdrawals/{id}': one({
      // The world holds no withdrawal: admin and finance get 404, every other actor 403 before the lookup.
      // Deciding real ones, and the refusals of support and moderators, are in withdraw.test.ts.
      what: 'paying a withdrawal that does not exist',
      call: () => ({ method: 'PUT', url: '/v1/admin/withdrawals/2147483647', body: { action: 'pay' } }),
      may: [],
    }),
    'GET /v1/admin/audit': one({
      what: 'the audit log',
      call: () => ({ method: 'GET', url: '/v1/admin/audit' }),
      may: ['admin'],
    }),
    'GET /v1/admin/announcements': one({
      what: 'the announcements',
      call: () => ({ method: 'GET', url: '/v1/admin/announcements' }),
      may: ['admin', 'support'],
    }),
    'POST /v1/admin/announcements': one({
      what: 'writing a draft announcement',
      call: () => ({
        method: 'POST',
        url: '/v1/admin/announcements',
        body: { contents: { en: 'Draft' }, publish: false },
      }),
      may: ['admin', 'support'],
      intact: noAnnouncementLive,
    }),
    'PUT /v1/admin/announcements/{id}': one({
      what: 'publishing an announcement',
      call: () => ({ method: 'PUT', url: '/v1/admin/announcements/1', body: { action: 'publish' } }),
      may: ['admin', 'support'],
      tried: allBut('admin', 'support'),
      intact: noAnnouncementLive,
    }),
    'GET /v1/admin/versions': one({
      what: 'the published app versions',
      call: () => ({ method: 'GET', url: '/v1/admin/versions' }),
      may: ['admin'],
    }),
    'POST /v1/admin/versions': one({
      what: 'publishing an app version',
      call: () => ({ method: 'POST', url: '/v1/admin/versions', body: { platform: 'desktop', version: '9.9.9' } }),
      may: ['admin'],
    }),
    'GET /v1/admin/pages': one({
      what: 'the edited static pages',
      call: () => ({ method: 'GET', url: '/v1/admin/pages' }),
      may: ['admin'],
    }),
    'PUT /v1/admin/pages/{name}': one({
      what: 'rewriting a static page',
      call: () => ({
        method: 'PUT',
        url: '/v1/admin/pages/faq',
        body: { language: 'ko', content: { title: 'FAQ', sections: [{ heading: 'Q', body: 'A' }] } },
      }),
      may: ['admin'],
    }),
    'DELETE /v1/admin/pages/{name}': one({
      what: 'restoring a static page',
      call: () => ({ method: 'DELETE', url: '/v1/admin/pages/faq?language=ko' }),
      may: ['admin'],
    }),
    'GET /v1/admin/support': one({
      what: 'the support queue',
      call: () => ({ method: 'GET', url: '/v1/admin/support?status=open' }),
      may: ['admin', 'support'],
    }),
    'GET /v1/admin/support/{id}': one({
      what: "Olga's support ticket",
      call: (w) => ({ method: 'GET', url: `/v1/admin/support/${w.ticket}` }),
      may: ['admin', 'support'],
    }),
    'POST /v1/admin/support/{id}/replies': one({
      what: "replying to Olga's support ticket",
      call: (w) => ({ method: 'POST', url: `/v1/admin/support/${w.ticket}/replies`, body: { content: 'Hello' } }),
      may: ['admin', 'support'],
      tried: allBut('admin', 'support'),
      intact: ticketUntouched,
    }),
    'PUT /v1/admin/support/{id}': one({
      what: "closing Olga's support ticket",
      call: (w) => ({ method: 'PUT', url: `/v1/admin/support/${w.ticket}`, body: { status: 'closed' } }),
      may: ['admin', 'support'],
      tried: allBut('admin', 'support'),
      intact: ticketUntouched,
    }),
  };
}
