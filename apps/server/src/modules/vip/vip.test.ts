import { VIP_PACKS, type UpgradeResult } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { api, testClock, userRow } from '../../test/account-helpers';
import { signUp } from '../../test/factories';
import { balanceOf, fund, recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { extendExpiry } from './vip.service';

const clock = testClock(Date.parse('2030-01-10T12:00:00Z'));
const t = useTestApp({ deps: { now: clock.now } });

const upgrade = (auth: Record<string, string>, body: object, headers: Record<string, string> = {}) =>
  api(t.app).post('/v1/upgrade', body, { ...auth, ...headers });

describe('VIP packs', () => {
  it.each([
    [1, 30, 0, false],
    [3, 84, 6.6, false],
    [6, 150, 16.6, false],
    [12, 228, 36.6, false],
    [15, 240, 50, true],
    [0.25, 8, 0, false],
  ])('prices the %s-month pack at %i gold, %s %% savings, lifetime: %s', (months, price, savings, lifetime) => {
    expect(VIP_PACKS.find((p) => p.months === months)).toMatchObject({ price, savings, lifetime, plus: savings >= 50 });
  });

  it('lists the packs with the default and offers the trial only while unused', async () => {
    const m = await signUp(t.app);
    const before = await api(t.app).get('/v1/vip/packs', m.auth);
    expect(before.json()).toMatchObject({ default: 3, trial_offered: true, trial_for_others: false });
    expect(before.json<{ data: unknown[] }>().data).toHaveLength(6);
    await fund(t.app, m.id, 8);
    expect((await upgrade(m.auth, { month: 0.25 })).statusCode).toBe(200);
    expect((await api(t.app).get('/v1/vip/packs', m.auth)).json()).toMatchObject({ trial_offered: false });
  });
});

describe('POST upgrade', () => {
  it('charges the pack price, sets vip = 1 with the expiry and emits upgrade and balance', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 100);
    const events = recordEvents(t.app);
    const res = await upgrade(m.auth, { month: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UpgradeResult>();
    expect(body).toMatchObject({ status: 'success', month: 3, name: m.name, user_id: m.id, balance: 16 });
    expect(body.me).toMatchObject({ vip: 1, balance: 16, vip_expired_at: '2030-04-10T12:00:00.000Z' });
    expect(await userRow(t.app, m.id)).toMatchObject({ vip: 1, balance: 16 });
    expect((await events.waitFor(m.id, 'upgrade'))[0]!.payload).toMatchObject({ month: 3 });
    expect((await events.waitFor(m.id, 'balance'))[0]!.payload).toEqual({ balance: 16 });
    events.stop();
    const bill = await api(t.app).get('/v1/bill', m.auth);
    expect(bill.json()).toMatchObject({ data: [{ amount: 84, type: 'vip', related_id: String(m.id) }] });
  });

  it('extends an active membership from its expiry, and 15 months means lifetime (2037-12-31)', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 300);
    await upgrade(m.auth, { month: 1 });
    const again = (await upgrade(m.auth, { month: 1 })).json<UpgradeResult>();
    expect(again.vip_expired_at).toBe('2030-03-10T12:00:00.000Z');
    const lifetime = (await upgrade(m.auth, { month: 15 })).json<UpgradeResult>();
    expect(lifetime.vip_expired_at.startsWith('2037-12-31')).toBe(true);
    expect(extendExpiry(new Date(lifetime.vip_expired_at), 1, clock.now()).toISOString()).toBe(lifetime.vip_expired_at);
  });

  it('refuses with 400022 when the balance is short and changes nothing', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 29);
    const res = await upgrade(m.auth, { month: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400022, message: 'You do not have enough gold to proceed' });
    expect(await userRow(t.app, m.id)).toMatchObject({ vip: 0, balance: 29, vip_expired_at: null });
  });

  it('gives the 7-day trial for 8 gold once, then refuses it with 400085', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 20);
    const first = (await upgrade(m.auth, { month: 0.25 })).json<UpgradeResult>();
    expect(first.vip_expired_at).toBe('2030-01-17T12:00:00.000Z');
    expect(first.me).toMatchObject({ trialing: 1, balance: 12 });
    const second = await upgrade(m.auth, { month: 0.25 });
    expect(second.json()).toMatchObject({ code: 400085 });
    expect(await balanceOf(t.app, m.id)).toBe(12);
  });

  it('upgrades another member: the buyer pays, the other gets VIP and an upgrade event', async () => {
    const buyer = await signUp(t.app);
    const friend = await signUp(t.app);
    await fund(t.app, buyer.id, 40);
    const events = recordEvents(t.app);
    const res = await upgrade(buyer.auth, { month: 1, for: friend.id });
    expect(res.json()).toMatchObject({
      status: 'success',
      me: null,
      name: friend.name,
      user_id: friend.id,
      balance: 10,
    });
    expect(await userRow(t.app, friend.id)).toMatchObject({ vip: 1, balance: 0 });
    expect(await userRow(t.app, buyer.id)).toMatchObject({ vip: 0, balance: 10 });
    const [received] = await events.waitFor(friend.id, 'upgrade');
    expect(received!.payload).toMatchObject({ name: buyer.name, me: { vip: 1 } });
    events.stop();
  });

  it('refuses an upgrade for oneself via for, for an unknown or deactivated member', async () => {
    const m = await signUp(t.app);
    const gone = await signUp(t.app);
    await t.app.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, gone.id));
    await fund(t.app, m.id, 100);
    for (const target of [m.id, 999999, gone.id]) {
      const res = await upgrade(m.auth, { month: 1, for: target });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001, errors: { for: expect.any(String) } });
    }
    expect(await balanceOf(t.app, m.id)).toBe(100);
  });

  it('never gives a membership to a hidden member or across a block, answering as for an unknown one', async () => {
    const [buyer, hidden, blocker, blocked] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    await t.app.db.update(users).set({ visibility: 'hidden' }).where(eq(users.id, hidden.id));
    await api(t.app).post('/v1/blacklist', { user_id: buyer.id }, blocker.auth);
    await api(t.app).post('/v1/blacklist', { user_id: blocked.id }, buyer.auth);
    await fund(t.app, buyer.id, 100);
    const unknown = (await upgrade(buyer.auth, { month: 1, for: 999999 })).json();
    for (const target of [hidden, blocker, blocked]) {
      const res = await upgrade(buyer.auth, { month: 1, for: target.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(unknown);
      expect((await userRow(t.app, target.id)).vip).toBe(0);
    }
    expect(await balanceOf(t.app, buyer.id)).toBe(100);
  });

  it('lets a partner give trials to others but not an ordinary member a second time', async () => {
    const partner = await signUp(t.app);
    await t.app.db.update(users).set({ is_partner: 1, trialing: 1 }).where(eq(users.id, partner.id));
    await fund(t.app, partner.id, 50);
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    expect((await upgrade(partner.auth, { month: 0.25, for: a.id })).statusCode).toBe(200);
    expect((await upgrade(partner.auth, { month: 0.25, for: b.id })).statusCode).toBe(200);
    expect(await userRow(t.app, a.id)).toMatchObject({ vip: 1, trialing: 1 });
    expect((await upgrade(partner.auth, { month: 0.25, for: a.id })).json()).toMatchObject({ code: 400085 });
    expect((await upgrade(partner.auth, { month: 0.25 })).json()).toMatchObject({ code: 400085 });

    const member = await signUp(t.app);
    await fund(t.app, member.id, 50);
    const c = await signUp(t.app);
    expect((await upgrade(member.auth, { month: 0.25, for: c.id })).statusCode).toBe(200);
    expect((await upgrade(member.auth, { month: 0.25 })).json()).toMatchObject({ code: 400085 });
  });

  it('charges once for a retried request with the same Idempotency-Key', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 100);
    const key = { 'idempotency-key': `click-${m.id}` };
    const [a, b] = [await upgrade(m.auth, { month: 1 }, key), await upgrade(m.auth, { month: 1 }, key)];
    expect(a.json<UpgradeResult>().vip_expired_at).toBe(b.json<UpgradeResult>().vip_expired_at);
    expect(await balanceOf(t.app, m.id)).toBe(70);
  });

  it('lets exactly one of 50 concurrent upgrades paid from a 30-gold balance through', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 30);
    const results = await Promise.all(Array.from({ length: 50 }, () => upgrade(m.auth, { month: 1 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json<{ code?: number }>().code === 400022)).toHaveLength(49);
    expect(await userRow(t.app, m.id)).toMatchObject({ balance: 0, vip: 1 });
  });

  it('refuses an unknown pack and a visitor', async () => {
    const m = await signUp(t.app);
    expect((await upgrade(m.auth, { month: 2 })).json()).toMatchObject({ code: 400001 });
    expect((await api(t.app).post('/v1/upgrade', { month: 1 })).statusCode).toBe(401);
  });
});

describe('the VIP expiry job', () => {
  it('ends memberships past their expiry and leaves free members and lifetime ones alone', async () => {
    const [monthly, free, lifetime] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    await fund(t.app, monthly.id, 30);
    await fund(t.app, lifetime.id, 240);
    await upgrade(monthly.auth, { month: 1 });
    await upgrade(lifetime.auth, { month: 15 });
    const past = new Date(clock.now().getTime() - 1000);
    await t.app.db.update(users).set({ free: 1, vip: 1, vip_expired_at: past }).where(eq(users.id, free.id));
    await t.app.services.jobs.runOnce('end-expired-vip');
    expect(await userRow(t.app, monthly.id)).toMatchObject({ vip: 1 });

    clock.advance(32 * 86_400_000);
    await t.app.services.jobs.runOnce('end-expired-vip');
    expect(await userRow(t.app, monthly.id)).toMatchObject({ vip: 0 });
    expect(await userRow(t.app, free.id)).toMatchObject({ free: 1 });
    expect(await userRow(t.app, lifetime.id)).toMatchObject({ vip: 1 });
  });
});
