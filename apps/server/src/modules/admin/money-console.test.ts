import type {
  AdminDashboard,
  AdminLedgerPage,
  AdminOrderPage,
  AdminRefundPage,
  AdminSession,
  PurchaseResponse,
} from '@yuanfen/contract';
import { NO_MORE } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema';
import { api } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { fund } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { chatApi } from '../chat/chat.test-helpers';
import { SystemAccount, userAccount } from '../money/ledger.service';
import { signUpOperator, type OperatorMember } from './admin.test-helpers';

/*
 * The console's dashboard and money screens (issue 17, decisions 56, 57) through the API on a real
 * database: the figures come from what members did on two days, the refusals from each kind of caller.
 */

const DAY = 86_400_000;
const t = useTestApp();
const http = () => api(t.app);

let admin: OperatorMember;
let finance: OperatorMember;
let moderator: OperatorMember;
let support: OperatorMember;
let translatorManager: OperatorMember;
let financeWithout2fa: OperatorMember;
let anna: Member;
let bob: Member;
let paid: string;
let failed: string;
let lost: string;
let early: string;
let old: string;
const threeDaysAgo = new Date(Date.now() - 3 * DAY);
let refundEntry: number;

const purchase = async (m: Member, amount: number) => {
  const res = await http().post('/v1/payment/sandbox/purchase', { amount }, m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PurchaseResponse>().order_id;
};
const confirm = async (m: Member, orderId: string, result: string) => {
  const res = await http().post('/v1/payment/sandbox/confirm', { order_id: orderId, result }, m.auth);
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  // Six operators, Anna and Bob sign up; Anna pays 50 gold (USD 50.00), a payment fails; they write to each
  // other and Anna reports Bob; an order is marked paid without its gold (as a lost credit would look); 10
  // gold Anna spent is refunded.
  admin = await signUpOperator(t.app, ['admin']);
  finance = await signUpOperator(t.app, ['finance']);
  moderator = await signUpOperator(t.app, ['moderator']);
  support = await signUpOperator(t.app, ['support']);
  translatorManager = await signUpOperator(t.app, ['translator-manager']);
  financeWithout2fa = await signUpOperator(t.app, ['finance'], { twoFactor: false });
  anna = await signUp(t.app);
  paid = await purchase(anna, 50);
  await confirm(anna, paid, 'success');
  failed = await purchase(anna, 20);
  await confirm(anna, failed, 'failed');

  bob = await signUp(t.app);
  await chatApi(t.app).sent(anna, bob.id, 'Hello Bob');
  await chatApi(t.app).sent(bob, anna.id, 'Hi Anna');
  const report = await http().post('/v1/reports', { type: 'user', related_id: bob.id, content: 'Spam' }, anna.auth);
  expect(report.statusCode, report.body).toBe(200);
  lost = await purchase(anna, 30);
  await t.app.db.update(paymentOrders).set({ status: 'success' }).where(eq(paymentOrders.id, lost));
  const spent = await t.app.services.ledger.transfer({
    from: userAccount(anna.id),
    to: SystemAccount.adjustments,
    amount: 10,
    kind: 'gift',
  });
  refundEntry = (await t.app.services.ledger.refund(spent.entry.id)).entry.id;
  // A payment settled three days ago counts on its day; one settled 40 days ago is outside the window.
  [early, old] = [await purchase(anna, 7), await purchase(anna, 9)];
  for (const id of [early, old]) await confirm(anna, id, 'success');
  await t.app.db.update(paymentOrders).set({ credited_at: threeDaysAgo }).where(eq(paymentOrders.id, early));
  await t.app.db
    .update(paymentOrders)
    .set({ credited_at: new Date(Date.now() - 40 * DAY) })
    .where(eq(paymentOrders.id, old));
});

describe('GET admin/dashboard', () => {
  it('counts the last 30 days from what members did, day by day', async () => {
    const res = await http().get('/v1/admin/dashboard', moderator.auth);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json<AdminDashboard>();
    expect(d.days).toHaveLength(30);
    expect(Date.parse(`${d.days[29]}T00:00:00Z`) - Date.parse(`${d.days[0]}T00:00:00Z`)).toBe(29 * DAY);
    for (const series of [d.signups, d.active, d.messages, d.revenue_units, d.refund_units, d.refunds])
      expect(series).toHaveLength(30);
    // Everything happened today (or yesterday, had the test run over midnight), but the moved payment.
    const sum = (series: number[]) => series.reduce((a, b) => a + b, 0);
    const recent = (series: number[]) => sum(series.slice(-2));
    expect(recent(d.signups)).toBe(8);
    expect(sum(d.signups)).toBe(8);
    // Every sign-up starts a session: eight members active, and each counted once a day.
    expect(recent(d.active)).toBeGreaterThanOrEqual(8);
    expect(Math.max(...d.active)).toBeLessThanOrEqual(8);
    expect(sum(d.messages)).toBe(2);
    // The failed payment and the order marked paid without its gold are no revenue (no credit day).
    const earlyDay = d.days.indexOf(threeDaysAgo.toISOString().slice(0, 10));
    expect(d.revenue_units[earlyDay]).toBe(7);
    expect(recent(d.revenue_units)).toBe(50);
    expect(sum(d.revenue_units)).toBe(57);
    expect(d.revenue).toHaveLength(1);
    expect(d.revenue[0]).toMatchObject({ currency: 'USD', total_cents: 5700 });
    expect(d.revenue[0]!.cents[earlyDay]).toBe(700);
    expect(recent(d.refund_units)).toBe(10);
    expect(sum(d.refunds)).toBe(1);
    expect(d.queues).toEqual({ reports: 1, verifications: 0, withdrawals: 0, support: 0, say_hi: 0, photo_flags: 0 });
  });

  it('is read by admin, moderators, support and finance, and listed in their permissions', async () => {
    for (const op of [admin, finance, support]) {
      expect((await http().get('/v1/admin/dashboard', op.auth)).statusCode).toBe(200);
      const me = (await http().get('/v1/admin/me', op.auth)).json<AdminSession>();
      expect(me.permissions).toContain('dashboard.read');
    }
  });

  it('refuses the translator-manager, members, visitors and operators without two-factor sign-in', async () => {
    expect((await http().get('/v1/admin/dashboard', translatorManager.auth)).statusCode).toBe(403);
    expect((await http().get('/v1/admin/dashboard', anna.auth)).statusCode).toBe(403);
    expect((await http().get('/v1/admin/dashboard')).statusCode).toBe(401);
    const no2fa = await http().get('/v1/admin/dashboard', financeWithout2fa.auth);
    expect(no2fa.statusCode).toBe(403);
    expect(no2fa.body).toContain('two_factor_required');
  });
});

describe('GET admin/orders', () => {
  it('lists orders newest first with member, amounts, provider reference and reconciliation', async () => {
    const res = await http().get(`/v1/admin/orders?user=${anna.id}&page=1`, finance.auth);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<AdminOrderPage>();
    expect(page.next_page).toBe(NO_MORE);
    expect(page.data.map((o) => o.id).sort()).toEqual([paid, failed, lost, early, old].sort());
    const created = page.data.map((o) => o.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const byId = (id: string) => page.data.find((o) => o.id === id);
    expect(byId(paid)).toMatchObject({
      member: { id: anna.id, name: anna.name },
      gateway: 'sandbox',
      units: 50,
      price_cents: 5000,
      currency: 'USD',
      status: 'success',
      credited_units: 50,
      reconciliation: 'matched',
      provider_ref: expect.stringMatching(/^Y\d+/),
      release_at: null,
    });
    expect(byId(failed)).toMatchObject({ status: 'failed', credited_units: null, reconciliation: 'unpaid' });
    expect(byId(lost)).toMatchObject({ status: 'success', credited_units: null, reconciliation: 'missing_credit' });
  });

  it('filters by status, gateway and mismatch, and pages', async () => {
    const ids = async (query: string) =>
      (await http().get(`/v1/admin/orders?${query}`, admin.auth))
        .json<AdminOrderPage>()
        .data.map((o) => o.id)
        .sort();
    expect(await ids('status=failed')).toEqual([failed]);
    expect(await ids('gateway=paypal')).toEqual([]);
    expect(await ids('gateway=sandbox&status=success')).toEqual([paid, lost, early, old].sort());
    expect(await ids('mismatch=1')).toEqual([lost]);
    expect(await ids('page=2')).toEqual([]);
  });

  it('answers 400 to a filter it does not know', async () => {
    expect((await http().get('/v1/admin/orders?status=lost', finance.auth)).statusCode).toBe(400);
    expect((await http().get('/v1/admin/orders?user=abc', finance.auth)).statusCode).toBe(400);
  });

  it('refuses moderators, support, members, visitors and finance without two-factor sign-in', async () => {
    for (const url of ['/v1/admin/orders', '/v1/admin/refunds', `/v1/admin/users/${anna.id}/ledger`]) {
      for (const op of [moderator, support, translatorManager, anna])
        expect((await http().get(url, op.auth)).statusCode, url).toBe(403);
      expect((await http().get(url)).statusCode, url).toBe(401);
      const no2fa = await http().get(url, financeWithout2fa.auth);
      expect(no2fa.statusCode, url).toBe(403);
      expect(no2fa.body).toContain('two_factor_required');
    }
  });
});

describe('GET admin/refunds', () => {
  it('lists the refund entries with the member and the entry refunded', async () => {
    const res = await http().get('/v1/admin/refunds', finance.auth);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<AdminRefundPage>();
    expect(page.data).toEqual([
      expect.objectContaining({
        id: refundEntry,
        kind: 'refund',
        amount: 10,
        member: expect.objectContaining({ id: anna.id }),
        to_account: userAccount(anna.id),
        mall_order_id: null,
      }),
    ]);
    expect(page.data[0]!.refunded_entry_id).toBeGreaterThan(0);
    const mall = await http().get('/v1/admin/refunds?kind=mall_refund', finance.auth);
    expect(mall.json<AdminRefundPage>().data).toEqual([]);
    const others = await http().get(`/v1/admin/refunds?user=${bob.id}`, finance.auth);
    expect(others.json<AdminRefundPage>().data).toEqual([]);
  });
});

describe('GET admin/users/{id}/ledger', () => {
  it("shows the member's whole ledger 50 a page, corrections with their operator and reason", async () => {
    for (let i = 0; i < 50; i++) await fund(t.app, bob.id, 1);
    const corrected = await http().post(
      `/v1/admin/users/${bob.id}/gold`,
      { amount: -5, reason: 'Duplicate bonus' },
      finance.auth,
    );
    expect(corrected.statusCode, corrected.body).toBe(200);

    const first = await http().get(`/v1/admin/users/${bob.id}/ledger`, finance.auth);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json<AdminLedgerPage>();
    expect(page).toMatchObject({ member: { id: bob.id, name: bob.name }, balance: 45, next_page: 2 });
    expect(page.data).toHaveLength(50);
    expect(page.data[0]).toMatchObject({
      amount: -5,
      kind: 'adjustment',
      counterpart: 'system:adjustments',
      correction: { operator_id: finance.id, operator_name: finance.name, reason: 'Duplicate bonus' },
    });
    // Gold given without the console (no audit entry) is an adjustment with no correction to show.
    expect(page.data[1]).toMatchObject({ amount: 1, kind: 'adjustment', correction: null });

    const second = (await http().get(`/v1/admin/users/${bob.id}/ledger?page=2`, admin.auth)).json<AdminLedgerPage>();
    expect(second.data).toHaveLength(1);
    expect(second.next_page).toBe(NO_MORE);
  });

  it('answers 404 for a member who does not exist', async () => {
    expect((await http().get('/v1/admin/users/2147483647/ledger', finance.auth)).statusCode).toBe(404);
  });
});
