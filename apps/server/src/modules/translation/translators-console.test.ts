import type {
  AdminQualityReport,
  AdminQualityReportPage,
  AdminTranslationJob,
  AdminTranslationJobPage,
  AdminTranslator,
  AdminTranslatorCandidates,
  AdminTranslatorPage,
  AdminTranslatorPayPage,
  AskEvent,
  NotificationItem,
} from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../test/factories';
import { signUp } from '../../test/factories';
import { balanceOf, fund, ledgerBalanceOf, recordEvents } from '../../test/money-helpers';
import { signUpOperator, type OperatorMember } from '../admin/admin.test-helpers';
import { makeVip } from '../relations/relations.test-helpers';
import { translationRepo } from './translation.repo';
import { speaker, translationApi, translationTestApp } from './translation.test-helpers';

const GERMAN = 'Hallo Keiko, wie war dein Wochenende in Osaka? Ich war wandern.';

let ctx: Awaited<ReturnType<typeof translationTestApp>>;
let c: ReturnType<typeof translationApi>;
let manager: OperatorMember;
beforeAll(async () => {
  ctx = await translationTestApp({ engine: false });
  c = translationApi(ctx.t.app);
  manager = await signUpOperator(ctx.t.app, ['translator-manager']);
});
afterAll(async () => {
  await ctx.close();
});
const app = () => ctx.t.app;

/** A German member's message to a Japanese member with gold, and Keiko's paid request for its translation. */
async function askedJob() {
  const [hans, keiko] = [await speaker(app(), 'de'), await speaker(app(), 'ja')];
  await makeVip(app(), hans);
  await fund(app(), keiko.id, 20);
  const message = await c.message(hans, keiko.id, GERMAN);
  const asked = await c.asked(keiko, 'message', message.id);
  return { hans, keiko, message, asked };
}

const grant = (op: Member, id: number, body: object) => c.put(`/v1/admin/translators/${id}`, body, op.auth);
const claim = (m: Member, id: number) => c.post(`/v1/translation_requests/${id}/claim`, {}, m.auth);
const answer = (m: Member, id: number, content: string) => c.post('/v1/answer', { id, content }, m.auth);
const auditEntries = async (target: string) => {
  const admin = await signUpOperator(app(), ['admin']);
  return (await c.get(`/v1/admin/audit?target=${encodeURIComponent(target)}`, admin.auth)).json<{
    data: { action: string; actor_id: number; after: Record<string, unknown> | null }[];
  }>().data;
};
const audit = async (target: string) => {
  const admin = await signUpOperator(app(), ['admin']);
  return (await c.get(`/v1/admin/audit?target=${encodeURIComponent(target)}`, admin.auth)).json<{
    data: { action: string; actor_id: number }[];
  }>().data;
};

/** A Japanese member the manager appointed for German into Japanese through the console. */
async function appointed(pairs = ['de-ja']) {
  const yuki = await speaker(app(), 'ja');
  const res = await grant(manager, yuki.id, { active: true, pairs });
  expect(res.statusCode, res.body).toBe(200);
  return yuki;
}

describe('who may manage translators', () => {
  it('refuses visitors, members, translators, other operator roles and a manager without two-factor sign-in', async () => {
    const member = await signUp(app());
    const translator = await appointed();
    const others = await Promise.all(
      (['moderator', 'support', 'finance'] as const).map((role) => signUpOperator(app(), [role])),
    );
    const noTwoFactor = await signUpOperator(app(), ['translator-manager'], { twoFactor: false });
    const urls = [
      '/v1/admin/translators',
      '/v1/admin/translators/candidates?q=a',
      '/v1/admin/translators/jobs',
      '/v1/admin/translators/reports',
      '/v1/admin/translators/pay',
    ];
    for (const url of urls) {
      expect((await c.get(url)).statusCode, url).toBe(401);
      for (const who of [member, translator, ...others, noTwoFactor])
        expect((await c.get(url, who.auth)).statusCode, url).toBe(403);
    }
    const twoFactor = await c.get('/v1/admin/translators', noTwoFactor.auth);
    expect(twoFactor.json()).toMatchObject({ reason: 'two_factor_required' });
    for (const who of [member, translator, ...others, noTwoFactor]) {
      expect((await grant(who, member.id, { active: true, pairs: ['en-zh'] })).statusCode).toBe(403);
      expect((await c.put('/v1/admin/translators/jobs/1', { action: 'release' }, who.auth)).statusCode).toBe(403);
      expect((await c.put('/v1/admin/translators/reports/1', { decision: 'uphold' }, who.auth)).statusCode).toBe(403);
    }
    expect((await c.get('/v1/translators/me', member.auth)).json()).toEqual({ translator: false, pairs: [] });
  });

  it("lists the section in the manager's console session, and lets the admin in too", async () => {
    expect((await c.get('/v1/admin/me', manager.auth)).json()).toMatchObject({
      permissions: ['translators.read', 'translators.write'],
    });
    const admin = await signUpOperator(app(), ['admin']);
    expect((await c.get('/v1/admin/translators', admin.auth)).statusCode).toBe(200);
  });
});

describe('appointing translators', () => {
  it('finds a member by e-mail, grants a pair they can work at once, changes it, and revokes it', async () => {
    const { asked } = await askedJob();
    const yuki = await speaker(app(), 'ja');
    const found = (
      await c.get(`/v1/admin/translators/candidates?q=${encodeURIComponent(yuki.email)}`, manager.auth)
    ).json<AdminTranslatorCandidates>().data;
    expect(found).toEqual([{ member: expect.objectContaining({ id: yuki.id, name: yuki.name }), translator: null }]);
    // Not a translator yet: the queue refuses them.
    expect((await claim(yuki, asked.id)).statusCode).toBe(403);

    const granted = await grant(manager, yuki.id, { active: true, pairs: ['DE-ja', 'de-ja'] });
    expect(granted.json<AdminTranslator>()).toMatchObject({ pairs: ['de-ja'], active: true, done: 0, open_jobs: 0 });
    expect((await claim(yuki, asked.id)).statusCode).toBe(200);
    const listed = (await c.get('/v1/admin/translators?pair=de-ja', manager.auth)).json<AdminTranslatorPage>().data;
    expect(listed.find((t) => t.member.id === yuki.id)).toMatchObject({ open_jobs: 1, active: true });

    expect((await grant(manager, yuki.id, { active: true, pairs: ['de-ja', 'en-ja'] })).json()).toMatchObject({
      pairs: ['de-ja', 'en-ja'],
    });
    const revoked = await grant(manager, yuki.id, { active: false });
    expect(revoked.json<AdminTranslator>()).toMatchObject({ active: false, pairs: ['de-ja', 'en-ja'] });
    expect((await c.get('/v1/translators/me', yuki.auth)).json()).toEqual({ translator: false, pairs: [] });
    expect((await c.get('/v1/translation_requests', yuki.auth)).statusCode).toBe(403);
    const { asked: another } = await askedJob();
    expect((await claim(yuki, another.id)).statusCode).toBe(403);

    const active = (await c.get(`/v1/admin/translators?q=${yuki.name}`, manager.auth)).json<AdminTranslatorPage>();
    expect(active.data).toEqual([]);
    const gone = (
      await c.get(`/v1/admin/translators?state=revoked&q=${yuki.name}`, manager.auth)
    ).json<AdminTranslatorPage>();
    expect(gone.data.map((t) => t.member.id)).toEqual([yuki.id]);

    expect((await audit(`user:${yuki.id}`)).map((e) => [e.action, e.actor_id])).toEqual([
      ['translators.revoke', manager.id],
      ['translators.pairs', manager.id],
      ['translators.grant', manager.id],
    ]);
  });

  it('refuses a bad pair, no pair, a member who does not exist and revoking a non-translator', async () => {
    const member = await signUp(app());
    for (const pairs of [['german-ja'], ['de-de'], []]) {
      const res = await grant(manager, member.id, { active: true, pairs });
      expect(res.statusCode, JSON.stringify(pairs)).toBe(400);
    }
    expect((await grant(manager, 2147483647, { active: true, pairs: ['de-ja'] })).statusCode).toBe(404);
    expect((await grant(manager, member.id, { active: false })).statusCode).toBe(404);
    expect((await c.get('/v1/translators/me', member.auth)).json()).toEqual({ translator: false, pairs: [] });
  });
});

describe('a translator losing a pair', () => {
  const JAPANESE = 'ケイコです。週末は大阪の山へハイキングに行きました。とても楽しかったです。';
  /** A Japanese member's message to a German member with gold, and the German member's paid request. */
  async function askedIntoGerman() {
    const [aiko, lena] = [await speaker(app(), 'ja'), await speaker(app(), 'de')];
    await makeVip(app(), aiko);
    await fund(app(), lena.id, 20);
    const message = await c.message(aiko, lena.id, JAPANESE);
    return { lena, asked: await c.asked(lena, 'message', message.id) };
  }
  const progress = async (asker: Member, itemId: number) =>
    (await c.get(`/v1/progress?type=message&id=${itemId}`, asker.auth)).json<{ request: { status: string } }>().request
      .status;

  it('puts the job they took in the pair back in the queue at once, as a release does; the other pair stays theirs', async () => {
    const { asked, keiko } = await askedJob();
    const { asked: other, lena } = await askedIntoGerman();
    expect(other).toMatchObject({ source: 'ja', target: 'de' });
    const yuki = await appointed(['de-ja', 'ja-de']);
    const mio = await appointed(['de-ja']);
    expect((await claim(yuki, asked.id)).statusCode).toBe(200);
    expect((await claim(yuki, other.id)).statusCode).toBe(200);

    const events = recordEvents(app());
    const changed = await grant(manager, yuki.id, { active: true, pairs: ['ja-de'] });
    expect(changed.json<AdminTranslator>()).toMatchObject({ pairs: ['ja-de'], active: true, open_jobs: 1 });
    // The asker reads "asked" again, Mio (of the pair) sees it open, Yuki sees it leave their work.
    expect(await progress(keiko, asked.item_id)).toBe('open');
    const [asker] = await events.waitFor(keiko.id, 'translation');
    expect(asker!.payload).toMatchObject({ translate_status: 'pending', request: { id: asked.id, status: 'open' } });
    const [news] = await events.waitFor(mio.id, 'ask');
    expect(news!.payload as AskEvent).toMatchObject({ kind: 'new', task: { id: asked.id, can: { claim: true } } });
    const [gone] = await events.waitFor(yuki.id, 'ask');
    expect(gone!.payload as AskEvent).toMatchObject({ kind: 'expired', task: { id: asked.id } });
    // The job in the pair Yuki keeps is still theirs.
    expect(await progress(lena, other.item_id)).toBe('claimed');
    expect(events.matching(lena.id, 'translation')).toEqual([]);

    expect((await answer(yuki, asked.id, 'こんにちは')).statusCode).toBe(403);
    expect((await claim(mio, asked.id)).statusCode).toBe(200);
    expect((await answer(mio, asked.id, 'こんにちは、ケイコ')).statusCode).toBe(200);
    expect((await answer(yuki, other.id, 'Hallo, hier ist Keiko.')).statusCode).toBe(200);
    const [entry] = (await auditEntries(`user:${yuki.id}`)).filter((e) => e.action === 'translators.pairs');
    expect(entry!.after).toMatchObject({ pairs: ['ja-de'], released: [asked.id] });
    events.stop();
  });

  it('revoked, every job they took goes back to the queue and another translator can take it', async () => {
    const { asked, keiko } = await askedJob();
    const yuki = await appointed(['de-ja']);
    const mio = await appointed(['de-ja']);
    expect((await claim(yuki, asked.id)).statusCode).toBe(200);
    const events = recordEvents(app());
    expect((await grant(manager, yuki.id, { active: false })).statusCode).toBe(200);
    expect(await progress(keiko, asked.item_id)).toBe('open');
    expect((await events.waitFor(mio.id, 'ask')).map((e) => (e.payload as AskEvent).kind)).toEqual(['new']);
    expect((await events.waitFor(yuki.id, 'ask')).map((e) => (e.payload as AskEvent).kind)).toEqual(['expired']);
    const jobs = (await c.get('/v1/admin/translators/jobs?state=open', manager.auth)).json<AdminTranslationJobPage>();
    expect(jobs.data.find((j) => j.id === asked.id)).toMatchObject({ state: 'open', translator: null });
    expect((await claim(mio, asked.id)).statusCode).toBe(200);
    const [entry] = await auditEntries(`user:${yuki.id}`);
    expect(entry).toMatchObject({ action: 'translators.revoke', actor_id: manager.id });
    expect(entry!.after).toMatchObject({ active: false, released: [asked.id] });
    events.stop();
  });
});

describe('the queue', () => {
  it('shows a waiting job by pair, who took it, and puts a taken job back in the queue', async () => {
    const { asked, keiko } = await askedJob();
    const waiting = (
      await c.get('/v1/admin/translators/jobs?state=open&pair=de-ja', manager.auth)
    ).json<AdminTranslationJobPage>();
    expect(waiting.data.find((j) => j.id === asked.id)).toMatchObject({
      state: 'open',
      source: 'de',
      target: 'ja',
      price: 5,
      translator: null,
      can_release: false,
    });
    const otherPair = (
      await c.get('/v1/admin/translators/jobs?state=open&pair=en-ja', manager.auth)
    ).json<AdminTranslationJobPage>();
    expect(otherPair.data.some((j) => j.id === asked.id)).toBe(false);
    // Releasing a job nobody took changes nothing.
    expect(
      (await c.put(`/v1/admin/translators/jobs/${asked.id}`, { action: 'release' }, manager.auth)).statusCode,
    ).toBe(409);

    const yuki = await appointed();
    const mio = await appointed();
    expect((await claim(yuki, asked.id)).statusCode).toBe(200);
    const taken = (
      await c.get('/v1/admin/translators/jobs?state=claimed', manager.auth)
    ).json<AdminTranslationJobPage>();
    expect(taken.data.find((j) => j.id === asked.id)).toMatchObject({
      translator: expect.objectContaining({ id: yuki.id }),
      can_release: true,
    });

    const events = recordEvents(app());
    const released = await c.put(
      `/v1/admin/translators/jobs/${asked.id}`,
      { action: 'release', reason: 'stuck' },
      manager.auth,
    );
    expect(released.json<AdminTranslationJob>()).toMatchObject({ state: 'open', translator: null, can_release: false });
    const [news] = await events.waitFor(mio.id, 'ask');
    expect(news!.payload as AskEvent).toMatchObject({ kind: 'new', task: { id: asked.id, can: { claim: true } } });
    expect((await c.get(`/v1/progress?type=message&id=${asked.item_id}`, keiko.auth)).json()).toMatchObject({
      request: { status: 'open' },
    });
    // Yuki's answer no longer counts; Mio takes it and is paid.
    expect((await answer(yuki, asked.id, 'こんにちは')).statusCode).toBe(403);
    expect((await claim(mio, asked.id)).statusCode).toBe(200);
    expect((await answer(mio, asked.id, 'こんにちは、ケイコ')).statusCode).toBe(200);
    expect(await balanceOf(app(), mio.id)).toBeGreaterThan(0);
    expect((await audit(`translation_request:${asked.id}`)).map((e) => e.action)).toEqual(['translators.release']);
  });
});

describe('quality reports', () => {
  /** A done job Keiko reported, translated by a translator the manager appointed. */
  async function reportedJob() {
    const job = await askedJob();
    const yuki = await appointed();
    expect((await claim(yuki, job.asked.id)).statusCode).toBe(200);
    expect((await answer(yuki, job.asked.id, '週末はどうでしたか')).statusCode).toBe(200);
    const report = { type: 'translation', related_id: job.asked.id, content: 'Half of the message is missing' };
    expect((await c.post('/v1/reports', report, job.keiko.auth)).statusCode).toBe(200);
    const open = (await c.get('/v1/admin/translators/reports', manager.auth)).json<AdminQualityReportPage>().data;
    const listed = open.find((r) => r.job.id === job.asked.id)!;
    return { ...job, yuki, report: listed };
  }

  it('shows the original, the translation and the reason; upheld, the asker is refunded and it counts against the translator', async () => {
    const { keiko, yuki, report, asked } = await reportedJob();
    expect(report).toMatchObject({
      state: 'open',
      reason: 'Half of the message is missing',
      reporter: expect.objectContaining({ id: keiko.id }),
      job: {
        original: GERMAN,
        translation: '週末はどうでしたか',
        price: 5,
        translator: expect.objectContaining({ id: yuki.id }),
      },
    });
    expect(await balanceOf(app(), keiko.id)).toBe(15);
    const yukiBefore = await balanceOf(app(), yuki.id);

    const decided = await c.put(
      `/v1/admin/translators/reports/${report.id}`,
      { decision: 'uphold', reason: 'Incomplete' },
      manager.auth,
    );
    expect(decided.json<AdminQualityReport>()).toMatchObject({ state: 'upheld', decision_reason: 'Incomplete' });
    expect(await balanceOf(app(), keiko.id)).toBe(20);
    expect(await ledgerBalanceOf(app(), keiko.id)).toBe(20);
    // The translator keeps what was paid (it may be withdrawn already); the report counts against them.
    expect(await balanceOf(app(), yuki.id)).toBe(yukiBefore);
    // The translation is taken down for every reader of the language, not only the reporter.
    expect(await translationRepo.one(app().db, 'message', asked.item_id, 'ja')).toBeUndefined();
    const listed = (await c.get(`/v1/admin/translators?q=${yuki.name}`, manager.auth)).json<AdminTranslatorPage>().data;
    expect(listed[0]).toMatchObject({ done: 1, upheld: 1 });
    const bell = (await c.get('/v1/notifications', keiko.auth)).json<{ data: NotificationItem[] }>().data;
    expect(bell[0]).toMatchObject({ type: 'report', data: { report_id: report.id, decision: 'hide' } });
    expect((await audit(`report:${report.id}`)).map((e) => [e.action, e.actor_id])).toEqual([
      ['translators.report', manager.id],
    ]);

    // Once only: no second refund.
    expect(
      (await c.put(`/v1/admin/translators/reports/${report.id}`, { decision: 'uphold' }, manager.auth)).statusCode,
    ).toBe(409);
    expect(await balanceOf(app(), keiko.id)).toBe(20);
    const upheld = (
      await c.get('/v1/admin/translators/reports?state=upheld', manager.auth)
    ).json<AdminQualityReportPage>();
    expect(upheld.data.map((r) => r.id)).toContain(report.id);
    expect(asked.price).toBe(5);
  });

  it('dismissed, nothing moves and the reporter is told', async () => {
    const { keiko, yuki, report } = await reportedJob();
    const decided = await c.put(`/v1/admin/translators/reports/${report.id}`, { decision: 'dismiss' }, manager.auth);
    expect(decided.json<AdminQualityReport>()).toMatchObject({ state: 'dismissed' });
    expect(await balanceOf(app(), keiko.id)).toBe(15);
    const listed = (await c.get(`/v1/admin/translators?q=${yuki.name}`, manager.auth)).json<AdminTranslatorPage>().data;
    expect(listed[0]).toMatchObject({ upheld: 0 });
    const bell = (await c.get('/v1/notifications', keiko.auth)).json<{ data: NotificationItem[] }>().data;
    expect(bell[0]).toMatchObject({ type: 'report', data: { report_id: report.id, decision: 'dismiss' } });
  });

  it('answers 404 for a report that is not about a translation', async () => {
    const [olga, stranger] = [await signUp(app()), await signUp(app())];
    const filed = await c.post('/v1/reports', { type: 'user', related_id: stranger.id, content: 'Spam' }, olga.auth);
    const id = filed.json<{ id: number }>().id;
    expect((await c.put(`/v1/admin/translators/reports/${id}`, { decision: 'dismiss' }, manager.auth)).statusCode).toBe(
      404,
    );
  });
});

describe("translators' pay", () => {
  it('shows what each translator earned this month and overall, with nothing withdrawn yet', async () => {
    const { asked } = await askedJob();
    const yuki = await appointed();
    await claim(yuki, asked.id);
    await answer(yuki, asked.id, 'こんにちは');
    const month = new Date().toISOString().slice(0, 7);
    const pay = (await c.get(`/v1/admin/translators/pay?month=${month}`, manager.auth)).json<AdminTranslatorPayPage>();
    expect(pay.month).toBe(month);
    const earned = await balanceOf(app(), yuki.id);
    expect(earned).toBeGreaterThan(0);
    expect(pay.data.find((r) => r.member.id === yuki.id)).toMatchObject({
      month_jobs: 1,
      month_earned: earned,
      total_earned: earned,
      withdrawn: 0,
      pending: 0,
      balance: earned,
    });
    const before = (
      await c.get('/v1/admin/translators/pay?month=2020-01', manager.auth)
    ).json<AdminTranslatorPayPage>();
    expect(before.data.find((r) => r.member.id === yuki.id)).toMatchObject({
      month_jobs: 0,
      month_earned: 0,
      total_earned: earned,
    });
    expect((await c.get('/v1/admin/translators/pay?month=2026-13', manager.auth)).statusCode).toBe(400);
  });
});
