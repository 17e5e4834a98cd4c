import { expect } from 'vitest';
import { ACTORS, type Actor, type Check, type Rule } from '../authorization.types';
import type { RulesContext } from './context';

/*
 * Battery A: the console's translators section (issue 17, decisions 64 and 65). Only the admin and the
 * translator-manager pass; every other actor is refused, and a refused grant leaves the stranger without
 * the translator role. The effects (a granted translator takes a job, a revoked one cannot, a released job,
 * an upheld report's refund) are in translators-console.test.ts.
 */

const managers: readonly Actor[] = ['admin', 'translator-manager'];
const allBut = (...allowed: Actor[]) => ACTORS.filter((a) => !allowed.includes(a));

export function translatorsRules({ world, http }: RulesContext): Record<string, Rule> {
  const one = (check: Check): Rule => ({ access: 'operator', checks: [check] });
  const strangerNotTranslator = async () => {
    const res = await http().get('/v1/translators/me', world().as.stranger.auth);
    expect(res.json(), res.body).toEqual({ translator: false, pairs: [] });
  };
  return {
    'GET /v1/admin/translators/export.csv': one({
      what: 'the translators as CSV',
      call: () => ({ method: 'GET', url: '/v1/admin/translators/export.csv?state=all' }),
      may: managers,
    }),
    'GET /v1/admin/translators/jobs/export.csv': one({
      what: 'the translation queue as CSV',
      call: () => ({ method: 'GET', url: '/v1/admin/translators/jobs/export.csv' }),
      may: managers,
    }),
    'GET /v1/admin/translators/reports/export.csv': one({
      what: 'the quality reports as CSV',
      call: () => ({ method: 'GET', url: '/v1/admin/translators/reports/export.csv' }),
      may: managers,
    }),
    'GET /v1/admin/translators/pay/export.csv': one({
      what: "the translators' pay as CSV",
      call: () => ({ method: 'GET', url: '/v1/admin/translators/pay/export.csv' }),
      may: managers,
    }),
    'GET /v1/admin/translators': one({
      what: 'the translators',
      call: () => ({ method: 'GET', url: '/v1/admin/translators?state=all' }),
      may: managers,
    }),
    'GET /v1/admin/translators/candidates': one({
      what: 'members to appoint',
      call: (w) => ({
        method: 'GET',
        url: `/v1/admin/translators/candidates?q=${encodeURIComponent(w.as.stranger.name)}`,
      }),
      may: managers,
    }),
    'PUT /v1/admin/translators/{id}': one({
      what: 'making the stranger a translator',
      call: (w) => ({
        method: 'PUT',
        url: `/v1/admin/translators/${w.as.stranger.id}`,
        body: { active: true, pairs: ['de-ja'] },
      }),
      may: managers,
      tried: allBut(...managers),
      intact: strangerNotTranslator,
    }),
    'GET /v1/admin/translators/jobs': one({
      what: 'the paid translation queue',
      call: () => ({ method: 'GET', url: '/v1/admin/translators/jobs?state=claimed' }),
      may: managers,
    }),
    'PUT /v1/admin/translators/jobs/{id}': one({
      // The world holds no request: managers get 404, every other actor 403 before the lookup.
      what: 'releasing a job that does not exist',
      call: () => ({ method: 'PUT', url: '/v1/admin/translators/jobs/2147483647', body: { action: 'release' } }),
      may: [],
    }),
    'GET /v1/admin/translators/reports': one({
      what: 'quality reports of human translations',
      call: () => ({ method: 'GET', url: '/v1/admin/translators/reports' }),
      may: managers,
    }),
    'PUT /v1/admin/translators/reports/{id}': one({
      // Olga's report is about a member, not a translation: managers get 404, the others 403 first.
      what: "upholding a report that is not a translation's",
      call: (w) => ({ method: 'PUT', url: `/v1/admin/translators/reports/${w.report}`, body: { decision: 'uphold' } }),
      may: [],
    }),
    'GET /v1/admin/translators/pay': one({
      what: "translators' pay",
      call: () => ({ method: 'GET', url: '/v1/admin/translators/pay?month=2026-11' }),
      may: managers,
    }),
  };
}
