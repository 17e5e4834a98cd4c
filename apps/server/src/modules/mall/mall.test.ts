import { ErrorCode, type Order, type OrderPage, type PlaceOrderBody, type ProductList } from '@yuanfen/contract';
import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledger, mallOrders, products, users } from '../../db/schema';
import { STARTER_PRODUCTS, seedProducts } from '../../seed/mall';
import { api } from '../../test/account-helpers';
import type { Member } from '../../test/factories';
import { balanceOf, fund, ledgerBalanceOf, ledgerState, recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { graphApi, members } from '../relations/relations.test-helpers';

const t = useTestApp();
const http = () => api(t.app);
let rose: { id: number; price: number };
let chocolates: { id: number; price: number };
let shop: Member;

const SHANGHAI = { country: 'CN', province: 'Shanghai', city: 'Shanghai', line: '88 Nanjing Road', postcode: '200001' };
const BERLIN = { country: 'DE', city: 'Berlin', line: 'Unter den Linden 1', postcode: '10117' };

beforeAll(async () => {
  await seedProducts(t.app.db, t.app.services.storage);
  const byKey = async (key: string) => (await t.app.db.select().from(products).where(eq(products.key, key)))[0]!;
  rose = await byKey('eleven-red-roses');
  chocolates = await byKey('chocolate-box');
  [shop] = await members(t.app, 1);
  await t.app.db
    .update(users)
    .set({ roles: ['support'] })
    .where(eq(users.id, shop.id));
});

const place = (m: Member, body: Partial<PlaceOrderBody>, headers: Record<string, string> = {}) =>
  http().post('/v1/products', { quantity: 1, full_name: 'Li Na', ...body }, { ...m.auth, ...headers });
const placed = async (m: Member, body: Partial<PlaceOrderBody>) => {
  const res = await place(m, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order: Order }>().order;
};
const move = (m: Member, id: number, action: string, extra: Record<string, unknown> = {}) =>
  http().put(`/v1/order/${id}`, { action, ...extra }, m.auth);
const moved = async (m: Member, id: number, action: string, extra: Record<string, unknown> = {}) => {
  const res = await move(m, id, action, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ order: Order }>().order;
};
const orderRow = async (id: number) => (await t.app.db.select().from(mallOrders).where(eq(mallOrders.id, id)))[0]!;
const ledgerRowsOf = (userId: number) =>
  t.app.db
    .select()
    .from(ledger)
    .where(or(eq(ledger.from_account, `user:${userId}`), eq(ledger.to_account, `user:${userId}`)));
const expectLedgerIntact = async () => {
  const state = await ledgerState(t.app);
  for (const { id, balance } of state.balances) expect(state.net.get(`user:${id}`) ?? 0).toBe(balance);
};

describe('GET products', () => {
  it('offers the starter catalogue with pictures, prices and the flower flag, named in the member’s language', async () => {
    const [anna] = await members(t.app, 1);
    const res = await http().get('/v1/products', anna.auth);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<ProductList>();
    expect(data.length).toBe(STARTER_PRODUCTS.length);
    const roses = data.find((p) => p.id === rose.id)!;
    expect(roses).toMatchObject({ name: 'Eleven Red Roses', price: 99, flower: true, category: 'flower' });
    expect(roses.src).toMatch(/mall\/eleven_red_roses\.webp$/);
    expect(roses.thumb).toMatch(/mall\/eleven_red_roses_100\.webp$/);
    const flowers = (await http().get('/v1/products?category=flower&lang=zh', anna.auth)).json<ProductList>().data;
    expect(flowers.every((p) => p.flower)).toBe(true);
    expect(flowers.find((p) => p.id === rose.id)?.name).toBe('十一朵红玫瑰');
    expect((await http().get('/v1/products')).statusCode).toBe(401);
  });
});

describe('POST products: placing and paying an order', () => {
  it('charges price × quantity through the ledger once, even when the request is retried with its key', async () => {
    const [anna] = await members(t.app, 1);
    await fund(t.app, anna.id, 500);
    const headers = { 'idempotency-key': 'order-anna-1' };
    const first = await place(anna, { product_id: chocolates.id, quantity: 3, address: BERLIN }, headers);
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json<{ order: Order }>().order;
    expect(order).toMatchObject({ price: 59, total: 177, quantity: 3, status: 'pending_accept', refunded: false });
    expect(order.recipient).toBeNull();
    const again = await place(anna, { product_id: chocolates.id, quantity: 3, address: BERLIN }, headers);
    expect(again.json<{ order: Order }>().order.id).toBe(order.id);
    expect(await balanceOf(t.app, anna.id)).toBe(500 - 177);
    const spent = (await ledgerRowsOf(anna.id)).filter((r) => r.kind === 'mall');
    expect(spent).toMatchObject([{ amount: 177, to_account: 'system:revenue', idempotency_key: `mall:${order.id}` }]);
    expect(await ledgerBalanceOf(t.app, anna.id)).toBe(await balanceOf(t.app, anna.id));
  });

  it('refuses with 400022 when the gold is short, and leaves no order and no ledger row', async () => {
    const [anna, bob] = await members(t.app, 2);
    await fund(t.app, anna.id, 100);
    const before = (await ledgerRowsOf(anna.id)).length;
    const res = await place(anna, { product_id: rose.id, quantity: 2, to_user_id: bob.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.NotEnoughGold);
    expect((await ledgerRowsOf(anna.id)).length).toBe(before);
    expect(await t.app.db.select().from(mallOrders).where(eq(mallOrders.sender_id, anna.id))).toEqual([]);
    expect(await balanceOf(t.app, anna.id)).toBe(100);
  });

  it('spends exactly what the balance covers when many orders are placed at once', async () => {
    const [anna] = await members(t.app, 1);
    await fund(t.app, anna.id, chocolates.price * 3);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => place(anna, { product_id: chocolates.id, address: BERLIN })),
    );
    expect(results.filter((r) => r.statusCode === 200).length).toBe(3);
    expect(results.filter((r) => r.statusCode === 400).every((r) => r.json().code === ErrorCode.NotEnoughGold)).toBe(
      true,
    );
    expect(await balanceOf(t.app, anna.id)).toBe(0);
    await expectLedgerIntact();
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const [anna] = await members(t.app, 1);
    await fund(t.app, anna.id, 1000);
    for (const body of [
      { product_id: chocolates.id, quantity: 0, address: BERLIN },
      { product_id: chocolates.id, quantity: 100, address: BERLIN },
      { product_id: chocolates.id, quantity: 1.5, address: BERLIN },
      { product_id: chocolates.id },
      { product_id: chocolates.id, to_user_id: anna.id, address: BERLIN },
      { product_id: chocolates.id, address: { ...BERLIN, city: '' } },
    ]) {
      const res = await place(anna, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await place(anna, { product_id: 999_999, address: BERLIN })).statusCode).toBe(404);
    expect(await balanceOf(t.app, anna.id)).toBe(1000);
  });
});

describe('flowers are delivered only in China', () => {
  it('takes a flower order to Shanghai, and any product elsewhere', async () => {
    const [anna] = await members(t.app, 1);
    await fund(t.app, anna.id, 1000);
    expect((await placed(anna, { product_id: rose.id, address: SHANGHAI })).address).toEqual(SHANGHAI);
    expect((await placed(anna, { product_id: chocolates.id, address: BERLIN })).address).toEqual(BERLIN);
  });

  it('refuses flowers outside China, also with a forged country, with a clear message and no gold moved', async () => {
    const [anna] = await members(t.app, 1);
    await fund(t.app, anna.id, 1000);
    const forged = [
      BERLIN,
      { ...SHANGHAI, country: 'US' },
      { ...SHANGHAI, country: 'HK' },
      { ...SHANGHAI, country: 'TW' },
      { ...SHANGHAI, country: 'cn' },
      { ...SHANGHAI, country: 'CN ' },
      { ...SHANGHAI, country: ' CN' },
      { ...SHANGHAI, country: 'China' },
      { ...SHANGHAI, country: 'CHN' },
      { ...SHANGHAI, country: 'XX' },
      { ...SHANGHAI, country: 'C\u200bN' },
      { ...SHANGHAI, province: 'Bavaria' },
      { country: 'CN', city: 'Berlin', line: 'Unter den Linden 1' },
      { ...SHANGHAI, postcode: '10117' },
    ];
    for (const address of forged) {
      const res = await place(anna, { product_id: rose.id, address });
      expect(res.statusCode, JSON.stringify(address)).toBe(400);
      const body = res.json<{ code: number; message: string; errors: Record<string, string> }>();
      expect(body.code).toBe(ErrorCode.ValidationFailed);
      expect(Object.keys(body.errors).some((k) => k.startsWith('address'))).toBe(true);
    }
    const outside = (await place(anna, { product_id: rose.id, address: { ...SHANGHAI, country: 'US' } })).json();
    expect(outside.message).toBe('Flowers are delivered only in China');
    expect(await balanceOf(t.app, anna.id)).toBe(1000);
  });

  it('holds the rule when the recipient gives the address on accepting', async () => {
    const [anna, bob] = await members(t.app, 2);
    await fund(t.app, anna.id, 1000);
    const order = await placed(anna, { product_id: rose.id, to_user_id: bob.id });
    const res = await move(bob, order.id, 'accept', { address: { ...SHANGHAI, country: 'FR' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Flowers are delivered only in China');
    expect((await orderRow(order.id)).status).toBe('pending_accept');
  });
});

describe('the order state machine', () => {
  it('goes pending accept → prepare delivery → delivered → signed received, each move told to the other side', async () => {
    const [anna, bob] = await members(t.app, 2);
    await fund(t.app, anna.id, 1000);
    const events = recordEvents(t.app);
    const order = await placed(anna, { product_id: rose.id, quantity: 2, to_user_id: bob.id });
    expect(order).toMatchObject({ status: 'pending_accept', address: null, total: 198 });
    expect(order.accept_by).not.toBeNull();
    await events.waitFor(bob.id, 'counter');
    const g = graphApi(t.app);
    expect((await g.counters(bob)).order).toBe(1);

    const bobView = (await http().get('/v1/orders?to=1', bob.auth)).json<OrderPage>().data[0]!;
    expect(bobView.id).toBe(order.id);
    expect(bobView.can).toEqual({ accept: true, refuse: true, prepare: false, deliver: false, sign: false });

    const accepted = await moved(bob, order.id, 'accept', { address: SHANGHAI, phone: '+86 138 0000 0000' });
    expect(accepted).toMatchObject({ status: 'prepare_delivery', address: SHANGHAI, phone: '+86 138 0000 0000' });
    expect((await g.counters(bob)).order).toBe(0);
    expect((await g.counters(anna)).order).toBe(1);

    expect((await moved(shop, order.id, 'deliver')).status).toBe('delivered');
    expect((await g.counters(anna)).order).toBe(2);
    expect((await g.counters(bob)).order).toBe(1);
    expect((await moved(bob, order.id, 'sign')).status).toBe('signed_received');
    expect((await g.counters(bob)).order).toBe(0);

    const notes = (await http().get('/v1/notifications', anna.auth)).json<{
      data: { type: string; data: { order_id?: number; status?: string } }[];
    }>();
    expect(notes.data.filter((n) => n.type === 'order').map((n) => n.data.status)).toEqual([
      'signed_received',
      'delivered',
      'prepare_delivery',
    ]);
    const sent = (await http().get('/v1/orders?to=0', anna.auth)).json<OrderPage>();
    expect(sent.data[0]).toMatchObject({ id: order.id, status: 'signed_received', refunded: false });
    expect(sent.next_page).toBe(-1);
    expect(await balanceOf(t.app, anna.id)).toBe(1000 - 198);
    events.stop();
  });

  it('lets the shop take an order to an address on, and the sender sign for it', async () => {
    const [anna] = await members(t.app, 1);
    await fund(t.app, anna.id, 1000);
    const order = await placed(anna, { product_id: chocolates.id, address: BERLIN });
    expect(order.can).toEqual({ accept: false, refuse: false, prepare: false, deliver: false, sign: false });
    expect((await move(anna, order.id, 'prepare')).statusCode).toBe(403);
    expect((await moved(shop, order.id, 'prepare')).status).toBe('prepare_delivery');
    expect((await moved(shop, order.id, 'deliver')).status).toBe('delivered');
    expect((await moved(anna, order.id, 'sign')).status).toBe('signed_received');
  });

  it('refuses illegal transitions with 409 and wrong actors with 403 (404 for strangers), changing nothing', async () => {
    const [anna, bob, eve] = await members(t.app, 3);
    await fund(t.app, anna.id, 1000);
    const order = await placed(anna, { product_id: rose.id, to_user_id: bob.id });
    const status = async () => (await orderRow(order.id)).status;

    expect((await move(anna, order.id, 'accept', { address: SHANGHAI })).statusCode).toBe(403);
    expect((await move(anna, order.id, 'refuse')).statusCode).toBe(403);
    expect((await move(bob, order.id, 'deliver')).statusCode).toBe(403);
    expect((await move(eve, order.id, 'accept', { address: SHANGHAI })).statusCode).toBe(404);
    expect((await move(eve, order.id, 'sign')).statusCode).toBe(404);
    expect((await http().put(`/v1/order/${order.id}`, { action: 'accept' })).statusCode).toBe(401);
    expect((await move(bob, order.id, 'explode')).statusCode).toBe(400);
    expect((await move(bob, 999_999, 'accept', { address: SHANGHAI })).statusCode).toBe(404);
    // Not before the recipient gave an address; no skipping ahead.
    expect((await move(shop, order.id, 'prepare')).statusCode).toBe(409);
    expect((await move(shop, order.id, 'deliver')).statusCode).toBe(409);
    expect((await move(bob, order.id, 'sign')).statusCode).toBe(409);
    expect((await move(bob, order.id, 'accept')).statusCode).toBe(400);
    expect(await status()).toBe('pending_accept');

    await moved(bob, order.id, 'accept', { address: SHANGHAI });
    expect((await move(bob, order.id, 'accept', { address: SHANGHAI })).statusCode).toBe(409);
    expect((await move(bob, order.id, 'refuse')).statusCode).toBe(409);
    expect((await move(shop, order.id, 'prepare')).statusCode).toBe(409);
    expect((await move(bob, order.id, 'sign')).statusCode).toBe(409);
    expect(await status()).toBe('prepare_delivery');
    await moved(shop, order.id, 'deliver');
    expect((await move(anna, order.id, 'sign')).statusCode).toBe(403);
    await moved(bob, order.id, 'sign');
    for (const action of ['prepare', 'deliver', 'sign'])
      expect((await move(shop, order.id, action)).statusCode).toBe(409);
    for (const action of ['accept', 'refuse']) {
      expect((await move(bob, order.id, action, { address: SHANGHAI })).statusCode).toBe(409);
    }
    expect(await status()).toBe('signed_received');
    expect((await orderRow(order.id)).refunded).toBe(false);
  });

  it('lists sent and received orders only to their parties, a page at a time', async () => {
    const [anna, bob, eve] = await members(t.app, 3);
    await fund(t.app, anna.id, 10_000);
    for (let i = 0; i < 21; i++) await placed(anna, { product_id: chocolates.id, to_user_id: bob.id });
    const first = (await http().get('/v1/orders?to=0', anna.auth)).json<OrderPage>();
    expect(first.data.length).toBe(20);
    expect(first.next_page).toBe(2);
    const second = (await http().get('/v1/orders?to=0&page=2', anna.auth)).json<OrderPage>();
    expect(second.data.length).toBe(1);
    expect(second.next_page).toBe(-1);
    expect((await http().get('/v1/orders?to=1', bob.auth)).json<OrderPage>().data.length).toBe(20);
    expect((await http().get('/v1/orders?to=1', anna.auth)).json<OrderPage>().data).toEqual([]);
    expect((await http().get('/v1/orders?to=0', eve.auth)).json<OrderPage>().data).toEqual([]);
    expect((await http().get('/v1/orders?to=2', anna.auth)).statusCode).toBe(400);
  });
});

describe('refusal and timeout refund once', () => {
  it('refunds an order the recipient refuses, once, and tells the sender’s balance live', async () => {
    const [anna, bob] = await members(t.app, 2);
    await fund(t.app, anna.id, 300);
    const events = recordEvents(t.app);
    const order = await placed(anna, { product_id: rose.id, to_user_id: bob.id });
    expect(await balanceOf(t.app, anna.id)).toBe(201);
    const [a, b] = await Promise.all([move(bob, order.id, 'refuse'), move(bob, order.id, 'refuse')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 200 ? a : b).json<{ order: Order }>().order).toMatchObject({
      status: 'cancelled',
      refunded: true,
    });
    expect(await balanceOf(t.app, anna.id)).toBe(300);
    const balances = await events.waitFor(anna.id, 'balance', 2);
    expect(balances.at(-1)?.payload).toEqual({ balance: 300 });
    expect(await t.app.services.mall.expireUnaccepted(new Date(Date.now() + 30 * 86_400_000))).toBeGreaterThanOrEqual(
      0,
    );
    expect((await ledgerRowsOf(anna.id)).filter((r) => r.kind === 'mall_refund').length).toBe(1);
    expect(await ledgerBalanceOf(t.app, anna.id)).toBe(300);
    events.stop();
  });

  it('cancels and refunds unaccepted orders after the operator’s days, once, when the job runs twice at once', async () => {
    const [anna, bob] = await members(t.app, 2);
    await fund(t.app, anna.id, 1000);
    await t.app.services.operator.set('orderAcceptDays', 3);
    const waiting = await placed(anna, { product_id: rose.id, to_user_id: bob.id });
    const second = await placed(anna, { product_id: chocolates.id, to_user_id: bob.id });
    const addressed = await placed(anna, { product_id: chocolates.id, to_user_id: bob.id, address: BERLIN });
    expect(await balanceOf(t.app, anna.id)).toBe(1000 - 99 - 59 - 59);
    const mall = t.app.services.mall;

    expect(await mall.expireUnaccepted(new Date(Date.now() + 2 * 86_400_000))).toBe(0);
    const later = new Date(Date.now() + 3 * 86_400_000 + 60_000);
    const runs = await Promise.all([
      mall.expireUnaccepted(later),
      mall.expireUnaccepted(later),
      mall.expireUnaccepted(later),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    for (const id of [waiting.id, second.id])
      expect(await orderRow(id)).toMatchObject({ status: 'cancelled', refunded: true });
    expect((await orderRow(addressed.id)).status).toBe('pending_accept');
    await t.app.services.jobs.runOnce('expire-mall-orders');
    expect(await balanceOf(t.app, anna.id)).toBe(1000 - 59);
    const refunds = (await ledgerRowsOf(anna.id)).filter((r) => r.kind === 'mall_refund');
    expect(refunds.map((r) => r.amount).sort()).toEqual([59, 99]);
    expect((await move(bob, waiting.id, 'accept', { address: SHANGHAI })).statusCode).toBe(409);
    await t.app.services.operator.set('orderAcceptDays', 7);
    await expectLedgerIntact();
  });
});
