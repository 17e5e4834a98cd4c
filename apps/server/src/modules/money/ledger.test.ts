import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledger } from '../../db/schema';
import { signUp } from '../../test/factories';
import { api } from '../../test/account-helpers';
import { balanceOf, fund, ledgerBalanceOf } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { SystemAccount, userAccount } from './ledger.service';

const t = useTestApp();

const spend = (userId: number, amount: number, key?: string) =>
  t.app.services.ledger.transfer({
    from: userAccount(userId),
    to: SystemAccount.revenue,
    amount,
    kind: 'gift',
    relatedId: 7,
    ...(key ? { idempotencyKey: key } : {}),
  });

describe('transfer', () => {
  it('moves gold between a member and a system account and records one ledger row', async () => {
    const m = await signUp(t.app);
    expect(await fund(t.app, m.id, 100)).toBe(100);
    const moved = await spend(m.id, 30);
    expect(moved.balances.get(m.id)).toBe(70);
    expect(moved.entry).toMatchObject({ from_account: `user:${m.id}`, to_account: 'system:revenue', amount: 30 });
    expect(await balanceOf(t.app, m.id)).toBe(70);
    expect(await ledgerBalanceOf(t.app, m.id)).toBe(70);
  });

  it('refuses to overdraw with 400022 "You do not have enough gold to proceed" and changes nothing', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 10);
    await expect(spend(m.id, 11)).rejects.toMatchObject({
      status: 400,
      code: 400022,
      message: 'You do not have enough gold to proceed',
    });
    expect(await balanceOf(t.app, m.id)).toBe(10);
    const rows = await t.app.db
      .select()
      .from(ledger)
      .where(eq(ledger.from_account, userAccount(m.id)));
    expect(rows).toHaveLength(0);
  });

  it('moves gold once for a repeated idempotency key and answers the first result', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 50);
    const first = await spend(m.id, 20, `gift-${m.id}`);
    const again = await spend(m.id, 20, `gift-${m.id}`);
    expect(again).toMatchObject({ replayed: true, entry: { id: first.entry.id } });
    expect(again.balances.get(m.id)).toBe(30);
    expect(await balanceOf(t.app, m.id)).toBe(30);
  });

  it('refuses a reused idempotency key for a different movement with 409', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 50);
    await spend(m.id, 5, `k-${m.id}`);
    await expect(spend(m.id, 6, `k-${m.id}`)).rejects.toMatchObject({ status: 409 });
    expect(await balanceOf(t.app, m.id)).toBe(45);
  });

  it('lets exactly one of 50 concurrent spends of the whole balance succeed', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 40);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => spend(m.id, 40)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.every((r) => (r as PromiseRejectedResult).reason.code === 400022)).toBe(true);
    expect(await balanceOf(t.app, m.id)).toBe(0);
    expect(await ledgerBalanceOf(t.app, m.id)).toBe(0);
  });

  it('refunds an entry once', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 50);
    const { entry } = await spend(m.id, 20);
    await t.app.services.ledger.refund(entry.id);
    await t.app.services.ledger.refund(entry.id);
    expect(await balanceOf(t.app, m.id)).toBe(50);
  });
});

describe('the ledger table', () => {
  it('is append-only: the database refuses UPDATE and DELETE of a row', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 5);
    const [row] = await t.app.db
      .select()
      .from(ledger)
      .where(eq(ledger.to_account, userAccount(m.id)));
    await expect(t.app.db.update(ledger).set({ amount: 500 }).where(eq(ledger.id, row!.id))).rejects.toThrow();
    await expect(t.app.db.delete(ledger).where(eq(ledger.id, row!.id))).rejects.toThrow();
    await expect(t.app.db.execute(sql`truncate ledger`)).rejects.toThrow();
    const [after] = await t.app.db.select().from(ledger).where(eq(ledger.id, row!.id));
    expect(after!.amount).toBe(5);
  });

  it('refuses a zero or negative amount and a negative balance even from raw SQL', async () => {
    const m = await signUp(t.app);
    const insert = (amount: number) =>
      t.app.db.insert(ledger).values({
        from_account: 'system:x',
        to_account: userAccount(m.id),
        amount,
        kind: 'x',
        idempotency_key: `raw-${m.id}-${amount}`,
      });
    await expect(insert(0)).rejects.toThrow();
    await expect(insert(-5)).rejects.toThrow();
    await expect(t.app.db.execute(sql`update users set balance = -1 where id = ${m.id}`)).rejects.toThrow();
  });
});

describe('GET trades and GET bill', () => {
  it('lists the balance history with signed amounts, filters by k and pages with next_max_id', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 100);
    for (let i = 0; i < 22; i++) await spend(m.id, 1);
    const first = await api(t.app).get('/v1/trades', m.auth);
    expect(first.statusCode).toBe(200);
    const page = first.json<{ data: { id: number; amount: number; kind: string }[]; next_max_id: number }>();
    expect(page.data).toHaveLength(20);
    expect(page.data[0]).toMatchObject({ amount: -1, kind: 'gift', related_id: '7' });
    const rest = await api(t.app).get(`/v1/trades?max_id=${page.next_max_id}`, m.auth);
    const last = rest.json<{ data: { amount: number; kind: string }[]; next_max_id: number }>();
    expect(last.data).toHaveLength(3);
    expect(last.data[2]).toMatchObject({ amount: 100, kind: 'adjustment' });
    expect(last.next_max_id).toBe(-1);
    const income = await api(t.app).get('/v1/trades?k=income', m.auth);
    expect(income.json<{ data: unknown[] }>().data).toHaveLength(1);
    const recharges = await api(t.app).get('/v1/trades?k=recharge', m.auth);
    expect(recharges.json<{ data: unknown[] }>().data).toHaveLength(0);
  });

  it('shows the spending bill with amount, type, related id and date, and only the viewer’s', async () => {
    const m = await signUp(t.app);
    const other = await signUp(t.app);
    await fund(t.app, m.id, 10);
    await spend(m.id, 4);
    const res = await api(t.app).get('/v1/bill', m.auth);
    expect(res.json()).toMatchObject({
      data: [{ amount: 4, type: 'gift', related_id: '7', date: expect.any(String) }],
      next_max_id: -1,
    });
    expect((await api(t.app).get('/v1/bill', other.auth)).json()).toEqual({ data: [], next_max_id: -1 });
  });

  it('pages the bill by purchases: every purchase once, split entries summed, none cut in two', async () => {
    const m = await signUp(t.app);
    await fund(t.app, m.id, 200);
    const ledgerService = t.app.services.ledger;
    // 25 purchases of two entries each in one transaction (a seller's share and a commission).
    for (let i = 0; i < 25; i++) {
      await t.app.db.transaction(async (tx) => {
        const base = { from: userAccount(m.id), kind: 'photo', relatedId: String(1000 + i) };
        await ledgerService.transfer(
          { ...base, to: SystemAccount.revenue, amount: 3, idempotencyKey: `bill-fee:${m.id}:${i}` },
          tx,
        );
        await ledgerService.transfer(
          { ...base, to: SystemAccount.payouts, amount: 4, idempotencyKey: `bill-sale:${m.id}:${i}` },
          tx,
        );
      });
    }
    const first = (await api(t.app).get('/v1/bill', m.auth)).json<{
      data: { amount: number; related_id: string }[];
      next_max_id: number;
    }>();
    expect(first.data).toHaveLength(20);
    const rest = (await api(t.app).get(`/v1/bill?max_id=${first.next_max_id}`, m.auth)).json<{
      data: { amount: number; related_id: string }[];
      next_max_id: number;
    }>();
    expect(rest.next_max_id).toBe(-1);
    const lines = [...first.data, ...rest.data];
    expect(lines.map((l) => l.amount)).toEqual(Array.from({ length: 25 }, () => 7));
    expect(lines.map((l) => l.related_id)).toEqual(Array.from({ length: 25 }, (_, i) => String(1024 - i)));
  });

  it('needs a signed-in member and refuses a bad filter', async () => {
    expect((await api(t.app).get('/v1/trades')).statusCode).toBe(401);
    const m = await signUp(t.app);
    const bad = await api(t.app).get('/v1/trades?k=everything', m.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400001 });
  });
});
