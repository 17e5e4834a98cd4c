import {
  ErrorCode,
  RefusalReason,
  type AdminWithdrawal,
  type AuditEntry,
  type Me,
  type NotificationItem,
  type PurchaseResponse,
  type WithdrawPage,
  type WithdrawRate,
  type WithdrawResponse,
} from '@yuanfen/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledger, withdrawRates } from '../../db/schema';
import { api } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { balanceOf, fund, ledgerBalanceOf } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { signUpOperator, type OperatorMember } from '../admin/admin.test-helpers';
import { SystemAccount, userAccount } from '../money/ledger.service';

/*
 * Partners' cash-out (issue 18) through the API on a real database: the clearing period, the minimum,
 * the hold, the operator's decisions, racing requests, and the weekly rate job.
 */

const DAY = 86_400_000;
// The clock runs with the real time plus an offset: ledger rows are stamped by the database, so the
// clearing period is passed by moving the clock on (never by back-dating rows), and `reset` makes fresh
// earnings fresh again.
let offset = 0;
const clock = {
  now: () => new Date(Date.now() + offset),
  advance: (ms: number) => void (offset += ms),
  reset: () => void (offset = 0),
};
const t = useTestApp({ deps: { now: clock.now } });
const http = () => api(t.app);
let admin: OperatorMember;
let finance: OperatorMember;
let support: OperatorMember;
let moderator: OperatorMember;

beforeAll(async () => {
  admin = await signUpOperator(t.app, ['admin'], { at: clock.now() });
  finance = await signUpOperator(t.app, ['finance'], { at: clock.now() });
  support = await signUpOperator(t.app, ['support'], { at: clock.now() });
  moderator = await signUpOperator(t.app, ['moderator'], { at: clock.now() });
});

/** A member made a partner by an operator, through the console's call. */
async function partner(): Promise<Member> {
  const m = await signUp(t.app);
  const res = await http().put(`/v1/admin/users/${m.id}`, { is_partner: 1 }, admin.auth);
  expect(res.statusCode, res.body).toBe(200);
  return m;
}

/** A sale credited to `m` the way a secret-photo sale is (kind `photo`, buyer → owner, through the ledger). */
async function earn(m: Member, amount: number, kind = 'photo') {
  const buyer = await signUp(t.app);
  await fund(t.app, buyer.id, amount);
  await t.app.services.ledger.transfer({ from: userAccount(buyer.id), to: userAccount(m.id), amount, kind });
}

const me = async (m: Member) => (await http().get('/v1/me', m.auth)).json<Me>();
const ask = (m: Member, body: object, headers: Record<string, string> = {}) =>
  http().post('/v1/withdraw', body, { ...m.auth, ...headers });
const alipay = (amount: number) => ({ amount, method: 'alipay', account: 'lin.partner@example.com' });
const decide = (op: Member, id: number, body: object) => http().put(`/v1/admin/withdrawals/${id}`, body, op.auth);
const refusal = (res: { statusCode: number; json: <T>() => T }) => {
  const body = res.json<{ code: number; reason?: string; errors?: Record<string, string> }>();
  return { status: res.statusCode, code: body.code, reason: body.reason, fields: Object.keys(body.errors ?? {}) };
};
/** A partner with `amount` earned and cleared (the clock moved past the clearing period). */
async function clearedPartner(amount: number) {
  const m = await partner();
  await earn(m, amount);
  clock.advance(8 * DAY);
  return m;
}

describe('POST withdraw: who and how much', () => {
  it('refuses a member who is not a partner with 403 not_partner, and shows them withdrawable 0', async () => {
    const m = await signUp(t.app);
    await earn(m, 500);
    clock.advance(8 * DAY);
    expect(refusal(await ask(m, alipay(100)))).toMatchObject({ status: 403, reason: RefusalReason.NotPartner });
    expect((await me(m)).withdrawable).toBe(0);
    expect(await balanceOf(t.app, m.id)).toBe(500);
  });

  it('keeps fresh earnings back for the clearing period, then lets them out', async () => {
    clock.reset();
    const m = await partner();
    await earn(m, 500);
    expect(await me(m)).toMatchObject({ balance: 500, withdrawable: 0 });
    expect(refusal(await ask(m, alipay(100)))).toEqual({
      status: 400,
      code: ErrorCode.ValidationFailed,
      reason: RefusalReason.AboveWithdrawable,
      fields: ['amount'],
    });
    clock.advance(6 * DAY);
    expect((await me(m)).withdrawable).toBe(0);
    clock.advance(2 * DAY);
    expect((await me(m)).withdrawable).toBe(500);
    expect((await ask(m, alipay(100))).statusCode).toBe(200);
  });

  it('counts only earnings: gold bought or given by an operator is not withdrawable', async () => {
    const m = await partner();
    await fund(t.app, m.id, 1000);
    await earn(m, 300, 'translation_release');
    await earn(m, 200);
    clock.advance(8 * DAY);
    expect(await me(m)).toMatchObject({ balance: 1500, withdrawable: 200 });
  });

  it('refuses less than the minimum (operator setting) with below_minimum', async () => {
    const m = await clearedPartner(500);
    expect(refusal(await ask(m, alipay(99)))).toMatchObject({ status: 400, reason: RefusalReason.BelowMinimum });
    await t.app.services.operator.set('withdrawMinGold', 50);
    expect((await ask(m, alipay(60))).statusCode).toBe(200);
    await t.app.services.operator.set('withdrawMinGold', 100);
  });

  it('checks the account details per method', async () => {
    const m = await clearedPartner(500);
    for (const body of [
      { amount: 100, method: 'alipay', account: 'not an account' },
      { amount: 100, method: 'bank', account: '12' },
      { amount: 100, method: 'other', account: '   ' },
      { amount: 100, method: 'other', account: 'x'.repeat(201) },
      { amount: 100, method: 'cash', account: 'x' },
      { amount: 100.5, method: 'other', account: 'x' },
    ]) {
      expect(refusal(await ask(m, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await balanceOf(t.app, m.id)).toBe(500);
    expect((await ask(m, { amount: 100, method: 'alipay', account: '+86 138 0013 8000' })).statusCode).toBe(200);
    expect((await ask(m, { amount: 100, method: 'bank', account: 'DE89 3704 0044 0532 0130 00' })).statusCode).toBe(
      200,
    );
    expect((await ask(m, { amount: 100, method: 'other', account: 'PayPal: lin@example.com' })).statusCode).toBe(200);
  });
});

describe('the hold', () => {
  it('moves the gold to the holds in the ledger at once, and a retry with the same key asks once', async () => {
    const m = await clearedPartner(500);
    const key = { 'idempotency-key': 'cash-1' };
    const res = await ask(m, alipay(200), key);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<WithdrawResponse>();
    expect(body).toMatchObject({ withdrawal: { amount: 200, status: 'pending' }, balance: 300, withdrawable: 300 });
    expect(body.withdrawal.account).toMatch(/•+\.com$/);
    const again = (await ask(m, alipay(200), key)).json<WithdrawResponse>();
    expect(again.withdrawal.id).toBe(body.withdrawal.id);
    expect(await balanceOf(t.app, m.id)).toBe(300);
    expect(await ledgerBalanceOf(t.app, m.id)).toBe(300);
    const [hold] = await t.app.db
      .select()
      .from(ledger)
      .where(eq(ledger.idempotency_key, `withdraw:${body.withdrawal.id}`));
    expect(hold).toMatchObject({
      from_account: userAccount(m.id),
      to_account: SystemAccount.withdrawHolds,
      amount: 200,
      kind: 'withdraw_hold',
    });
    expect(await me(m)).toMatchObject({ balance: 300, withdrawable: 300 });
    const history = (await http().get('/v1/withdraw', m.auth)).json<WithdrawPage>();
    expect(history.data).toMatchObject([{ id: body.withdrawal.id, status: 'pending', method: 'alipay' }]);
  });

  it('never lets 20 racing withdrawals of one balance ask for more than may be withdrawn', async () => {
    const m = await clearedPartner(1000);
    const results = await Promise.all(Array.from({ length: 20 }, () => ask(m, alipay(150))));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(6);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 400)).toBe(true);
    expect(await balanceOf(t.app, m.id)).toBe(100);
    expect(await ledgerBalanceOf(t.app, m.id)).toBe(100);
    const held = await t.app.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.from_account, userAccount(m.id)), eq(ledger.kind, 'withdraw_hold')));
    expect(held.reduce((sum, e) => sum + e.amount, 0)).toBe(900);
    expect((await me(m)).withdrawable).toBe(100);
  });

  it('caps what may be withdrawn by the balance when earnings were spent', async () => {
    const m = await clearedPartner(500);
    await t.app.services.ledger.transfer({
      from: userAccount(m.id),
      to: SystemAccount.revenue,
      amount: 350,
      kind: 'mall',
    });
    expect(await me(m)).toMatchObject({ balance: 150, withdrawable: 150 });
    expect(refusal(await ask(m, alipay(200)))).toMatchObject({ reason: RefusalReason.AboveWithdrawable });
  });
});

describe('the operator decides', () => {
  it('approves then pays at the weekly rate, with the ledger, the audit log and the member told', async () => {
    const m = await clearedPartner(500);
    const asked = (await ask(m, alipay(300))).json<WithdrawResponse>().withdrawal;
    const queue = (await http().get('/v1/admin/withdrawals?status=pending', finance.auth)).json<{
      data: AdminWithdrawal[];
    }>();
    expect(queue.data.find((w) => w.id === asked.id)).toMatchObject({
      member: { id: m.id },
      account: 'lin.partner@example.com',
    });
    expect((await decide(finance, asked.id, { action: 'pay' })).statusCode).toBe(409);
    const approved = await decide(finance, asked.id, { action: 'approve' });
    expect(approved.json<AdminWithdrawal>().status).toBe('approved');
    const paid = await decide(admin, asked.id, { action: 'pay' });
    expect(paid.statusCode, paid.body).toBe(200);
    const rate = (await http().get('/v1/withdraw/rate', m.auth)).json<WithdrawRate>();
    const row = paid.json<AdminWithdrawal>();
    expect(row).toMatchObject({ status: 'paid', rate_week: rate.week, rate: rate.rate.cny, currency: 'CNY' });
    expect(row.payout_cents).toBeGreaterThan(0);
    expect((await decide(admin, asked.id, { action: 'pay' })).statusCode).toBe(409);
    expect((await decide(admin, asked.id, { action: 'reject', reason: 'late' })).statusCode).toBe(409);

    const [settled] = await t.app.db
      .select()
      .from(ledger)
      .where(eq(ledger.idempotency_key, `withdraw-paid:${asked.id}`));
    expect(settled).toMatchObject({
      from_account: SystemAccount.withdrawHolds,
      to_account: SystemAccount.payouts,
      amount: 300,
      kind: 'withdraw_paid',
    });
    expect(await balanceOf(t.app, m.id)).toBe(200);
    expect((await me(m)).withdrawable).toBe(200);
    const audit = (
      await http().get(`/v1/admin/audit?target=${encodeURIComponent(`withdrawal:${asked.id}`)}`, admin.auth)
    ).json<{ data: AuditEntry[] }>().data;
    expect(audit.map((e) => [e.before?.status, e.after?.status])).toEqual([
      ['approved', 'paid'],
      ['pending', 'approved'],
    ]);
    const bell = (await http().get('/v1/notifications', m.auth)).json<{ data: NotificationItem[] }>().data;
    expect(bell.filter((n) => n.type === 'withdraw').map((n) => n.data.status)).toEqual(['paid', 'approved']);
    const history = (await http().get('/v1/withdraw', m.auth)).json<WithdrawPage>();
    expect(history.data[0]).toMatchObject({ id: asked.id, status: 'paid', payout_cents: row.payout_cents });
  });

  it('rejects with a reason and gives the held gold back, once', async () => {
    const m = await clearedPartner(500);
    const asked = (await ask(m, alipay(400))).json<WithdrawResponse>().withdrawal;
    expect(await balanceOf(t.app, m.id)).toBe(100);
    expect(refusal(await decide(finance, asked.id, { action: 'reject' }))).toMatchObject({
      status: 400,
      fields: ['reason'],
    });
    const rejected = await decide(finance, asked.id, { action: 'reject', reason: 'Account name does not match' });
    expect(rejected.json<AdminWithdrawal>()).toMatchObject({
      status: 'rejected',
      reason: 'Account name does not match',
    });
    expect((await decide(finance, asked.id, { action: 'reject', reason: 'again' })).statusCode).toBe(409);
    expect(await balanceOf(t.app, m.id)).toBe(500);
    expect(await ledgerBalanceOf(t.app, m.id)).toBe(500);
    expect((await me(m)).withdrawable).toBe(500);
    const history = (await http().get('/v1/withdraw', m.auth)).json<WithdrawPage>();
    expect(history.data[0]).toMatchObject({ status: 'rejected', reason: 'Account name does not match' });
  });

  it('refuses support and moderators, and operators deciding their own withdrawal', async () => {
    const m = await clearedPartner(500);
    const asked = (await ask(m, alipay(100))).json<WithdrawResponse>().withdrawal;
    for (const op of [support, moderator]) {
      expect((await decide(op, asked.id, { action: 'approve' })).statusCode).toBe(403);
      expect((await http().get('/v1/admin/withdrawals', op.auth)).statusCode).toBe(403);
    }
    expect((await http().get(`/v1/admin/withdrawals`, m.auth)).statusCode).toBe(403);
    expect((await decide(m, asked.id, { action: 'approve' })).statusCode).toBe(403);
    const self = await signUpOperator(t.app, ['finance'], { at: clock.now() });
    await http().put(`/v1/admin/users/${self.id}`, { is_partner: 1 }, admin.auth);
    await earn(self, 300);
    clock.advance(8 * DAY);
    const own = (await ask(self, alipay(100))).json<WithdrawResponse>().withdrawal;
    expect((await decide(self, own.id, { action: 'approve' })).statusCode).toBe(403);
    expect((await http().get('/v1/withdraw', m.auth)).json<WithdrawPage>().data[0]!.status).toBe('pending');
  });
});

describe('the weekly rate', () => {
  it('is computed from the last completed week once, however often the job runs', async () => {
    clock.advance(21 * DAY);
    const buyer = await signUp(t.app);
    for (const amount of [50, 100]) {
      const { order_id } = (
        await http().post('/v1/payment/sandbox/purchase', { amount }, buyer.auth)
      ).json<PurchaseResponse>();
      await http().post('/v1/payment/sandbox/confirm', { order_id, result: 'success' }, buyer.auth);
    }
    clock.advance(7 * DAY);
    expect(await t.app.services.jobs.runOnce('weekly-withdraw-rate')).toEqual({ 'weekly-withdraw-rate': 1 });
    expect(await t.app.services.jobs.runOnce('weekly-withdraw-rate')).toEqual({ 'weekly-withdraw-rate': 0 });
    const rate = (await http().get('/v1/withdraw/rate', buyer.auth)).json<WithdrawRate>();
    // 15000 cents for 150 gold = 1 USD a gold, × 70 % paid out; CNY at the price table's factor 6.
    expect(rate.rate).toEqual({ usd: '0.700000', cny: '4.200000' });
    expect(rate.history[0]).toMatchObject({ week: rate.week, recharged_gold: 150 });
    const rows = await t.app.db.select().from(withdrawRates).where(eq(withdrawRates.week, rate.week));
    expect(rows).toHaveLength(1);

    // A week without recharges keeps the week before's rate.
    clock.advance(7 * DAY);
    expect(await t.app.services.jobs.runOnce('weekly-withdraw-rate')).toEqual({ 'weekly-withdraw-rate': 1 });
    const next = (await http().get('/v1/withdraw/rate', buyer.auth)).json<WithdrawRate>();
    expect(next.week).not.toBe(rate.week);
    expect(next.rate).toEqual({ usd: '0.700000', cny: '4.200000' });
    expect(next.history.map((h) => h.week).slice(0, 2)).toEqual([next.week, rate.week]);
  });
});
