import type { ChatMessage, FeedItem, PurchaseResponse } from '@yuanfen/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { gifts, ledger, mallOrders, products, translationRequests, withdrawals } from '../../db/schema';
import { seedGifts } from '../../seed/gifts';
import { seedProducts } from '../../seed/mall';
import { api } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { fund, ledgerState } from '../../test/money-helpers';
import { verifyEmail } from '../chat/chat.test-helpers';
import { uploadPhoto } from '../uploads/uploads.test-helpers';
import { SystemAccount, userAccount } from './ledger.service';
import { useTestApp } from '../../test/use-test-app';
import { signUpOperator, type OperatorMember } from '../admin/admin.test-helpers';

/*
 * Battery E of issue 13: random sequences of every money operation the modules offer today, made as
 * members' clients make them (recharges through the sandbox gateway with replayed confirmations, secret
 * photo sales, VIP from gold and by gateway from the balance, for oneself or another, human translation
 * holds with their answers and expiries, gifts sent in chats, operator refunds, mall orders to another
 * member or to an address with the recipient's accept or refusal and the expiry job, contact-detail sales
 * by partners, and partners' cash-outs with finance's approve, pay and reject), sequential and 100 clients
 * at once. After each sequence: no balance below zero, every balance equal to its ledger rows, the ledger
 * summing to zero, the translation holds account holding exactly the open requests' prices, the cash-out
 * holds exactly the undecided withdrawals, and every cancelled mall order refunded exactly once.
 */

const RUNS = Number(process.env.LEDGER_RUNS ?? 1000);
const readers = 4;

const t = useTestApp();
let people: Member[];
let translator: Member;
/** Secret photos on sale: [owner index, upload id, post id]. */
let photos: [number, number, number][];
/** Messages each reader may ask a translator for: [reader index, message id]. */
let askable: [number, number][];
/** Gifts of the catalogue to send: cheap and dear, VIP-free and not. */
let giftIds: number[];
/** Mall products to order: [id, price]. */
let productIds: number[];
/** The two partners among the readers (they sell contact details and cash out), and finance. */
const partners = [1, 3];
let finance: OperatorMember;
const SHANGHAI = { country: 'CN', province: 'Shanghai', city: 'Shanghai', line: '88 Nanjing Road', postcode: '200001' };
const spendEntries: number[] = [];
/** Answers ≥ 500, with the operation that got them. */
const fiveXx: string[] = [];
/** Per operation: how many calls were answered 2xx, so the figures show the money really moved. */
const granted = new Map<string, number>();

beforeAll(async () => {
  await t.app.services.operator.set('photoTextCheck', 0);
  // Two German and two Japanese members, and a translator of both directions.
  people = [];
  for (const language of ['de', 'de', 'ja', 'ja']) people.push(await signUp(t.app, { language }));
  translator = await signUp(t.app, { language: 'ja' });
  await t.app.services.humanTranslation.setTranslator(translator.id, ['de-ja', 'ja-de']);
  for (const m of people) await verifyEmail(t.app, m);
  photos = [];
  for (const [owner, price] of [
    [0, 7],
    [2, 13],
    [3, 40],
  ] as const) {
    const up = await uploadPhoto(t.app, people[owner]!, { type: 'feed', folder: 'secret', price });
    const res = await api(t.app).post('/v1/feeds', { content: 'guess', upload_ids: [up.id] }, people[owner]!.auth);
    expect(res.statusCode, res.body).toBe(200);
    photos.push([owner, up.id, res.json<FeedItem>().id]);
  }
  askable = [];
  // Turns in two conversations (a non-VIP waits for a reply before writing again).
  for (let i = 0; i < 3; i++) {
    for (const [from, to] of [
      [0, 2],
      [2, 0],
      [1, 3],
      [3, 1],
    ] as const) {
      const text =
        from < 2 ? `Wie war dein Wochenende in Osaka, Nummer ${i}?` : `週末はどうでしたか、${i}番目の質問です。`;
      const res = await api(t.app).post(
        '/v1/messages',
        { user_id: people[to]!.id, message_content: text },
        people[from]!.auth,
      );
      expect(res.statusCode, res.body).toBe(200);
      askable.push([to, res.json<ChatMessage>().id]);
    }
  }
  for (const m of people) await fund(t.app, m.id, 60);
  await seedGifts(t.app.db, t.app.services.storage);
  const catalogue = await t.app.db.select({ id: gifts.id, key: gifts.key }).from(gifts);
  giftIds = catalogue
    .filter((g) => ['red-rose', 'perfume', 'teddy-bear', 'diamond-ring'].includes(g.key))
    .map((g) => g.id);
  await seedProducts(t.app.db, t.app.services.storage);
  const shelf = await t.app.db.select({ id: products.id, key: products.key }).from(products);
  productIds = shelf
    .filter((p) => ['chocolate-box', 'sunflower-bunch', 'eleven-red-roses'].includes(p.key))
    .map((p) => p.id);
  // Cash-out without waiting for the clearing period, from the first gold earned.
  await t.app.services.operator.set('withdrawClearingDays', 0);
  await t.app.services.operator.set('withdrawMinGold', 1);
  const admin = await signUpOperator(t.app, ['admin']);
  finance = await signUpOperator(t.app, ['finance']);
  for (const i of partners) {
    const m = people[i]!;
    const made = await api(t.app).put(`/v1/admin/users/${m.id}`, { is_partner: 1 }, admin.auth);
    expect(made.statusCode, made.body).toBe(200);
    const offer = { email: `partner${i}@example.com`, wechat: `partner_${i}`, price: 9 + i, allow: true };
    const saved = await api(t.app).put('/v1/contact', offer, m.auth);
    expect(saved.statusCode, saved.body).toBe(200);
  }
}, 120_000);

const who = fc.integer({ min: 0, max: readers - 1 });
const step = fc.oneof(
  fc.record({
    op: fc.constant('recharge' as const),
    who,
    amount: fc.integer({ min: 1, max: 120 }),
    replays: fc.nat(3),
  }),
  fc.record({ op: fc.constant('photo' as const), who, photo: fc.nat(), key: fc.boolean() }),
  fc.record({
    op: fc.constant('upgrade' as const),
    who,
    to: fc.option(who),
    month: fc.constantFrom(0.25, 1, 3),
    key: fc.nat(2),
  }),
  fc.record({ op: fc.constant('balanceVip' as const), who, month: fc.constantFrom(0.25, 1) }),
  fc.record({ op: fc.constant('ask' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('answer' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('expire' as const) }),
  fc.record({ op: fc.constant('gift' as const), who, to: who, gift: fc.nat() }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('order' as const),
    who,
    to: fc.option(who),
    product: fc.nat(),
    quantity: fc.integer({ min: 1, max: 2 }),
    key: fc.nat(2),
  }),
  fc.record({ op: fc.constant('orderMove' as const), pick: fc.nat(), action: fc.constantFrom('accept', 'refuse') }),
  fc.record({ op: fc.constant('orderExpire' as const) }),
  fc.record({ op: fc.constant('contact' as const), who, seller: fc.constantFrom(...partners) }),
  fc.record({
    op: fc.constant('withdraw' as const),
    seller: fc.constantFrom(...partners),
    amount: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({
    op: fc.constant('decide' as const),
    pick: fc.nat(),
    action: fc.constantFrom('approve', 'pay', 'reject'),
  }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** One step as the member's client (or the operator, for refunds and the expiry job) makes it. */
async function apply(s: Step): Promise<void> {
  const http = api(t.app);
  const answers: { statusCode: number; body: string }[] = [];
  if (s.op === 'recharge') {
    const m = people[s.who]!;
    const res = await http.post('/v1/payment/sandbox/purchase', { amount: s.amount }, m.auth);
    answers.push(res);
    if (res.statusCode === 200) {
      const { order_id } = res.json<PurchaseResponse>();
      // The gateway's confirmation, replayed: credited once.
      const confirm = () => http.post('/v1/payment/sandbox/confirm', { order_id, result: 'success' }, m.auth);
      answers.push(...(await Promise.all(Array.from({ length: 1 + s.replays }, confirm))));
    }
  } else if (s.op === 'photo') {
    const [owner, uploadId, postId] = photos[s.photo % photos.length]!;
    if (owner === s.who) return;
    const res = await http.put(
      '/v1/uploads/pay',
      { upload_id: uploadId, related_id: postId, type: 'feed' },
      people[s.who]!.auth,
    );
    answers.push(res);
  } else if (s.op === 'upgrade') {
    const headers = { ...people[s.who]!.auth, 'idempotency-key': `up-${s.who}-${s.key}-${s.month}-${s.to ?? 'self'}` };
    const body = { month: s.month, ...(s.to === null || s.to === s.who ? {} : { for: people[s.to]!.id }) };
    answers.push(await http.post('/v1/upgrade', body, headers));
  } else if (s.op === 'balanceVip') {
    answers.push(await http.post('/v1/payment/balance/purchase', { month: s.month }, people[s.who]!.auth));
  } else if (s.op === 'ask') {
    const [reader, messageId] = askable[s.pick % askable.length]!;
    answers.push(await http.post('/v1/ask', { type: 'message', id: messageId }, people[reader]!.auth));
  } else if (s.op === 'answer') {
    const open = await t.app.db.execute<{ id: number }>(
      sql`select id from ${translationRequests} where status in ('open', 'claimed') order by id`,
    );
    const request = open.rows[s.pick % Math.max(open.rows.length, 1)];
    if (!request) return;
    answers.push(await http.post(`/v1/translation_requests/${request.id}/claim`, {}, translator.auth));
    answers.push(await http.post('/v1/answer', { id: request.id, content: 'Übersetzt / 翻訳済み' }, translator.auth));
  } else if (s.op === 'gift') {
    if (s.to === s.who) return;
    const body = { user_id: people[s.to]!.id, message_type: 'gift', gift_id: giftIds[s.gift % giftIds.length] };
    answers.push(await http.post('/v1/messages', body, people[s.who]!.auth));
  } else if (s.op === 'expire') {
    // The expiry job, run as if every deadline had passed.
    await t.app.services.humanTranslation.expireDue(new Date(Date.now() + 365 * 86_400_000));
  } else if (s.op === 'order') {
    const toOther = s.to !== null && s.to !== s.who;
    const body = {
      product_id: productIds[s.product % productIds.length],
      quantity: s.quantity,
      full_name: 'Li Na',
      ...(toOther ? { to_user_id: people[s.to!]!.id } : { address: SHANGHAI }),
    };
    const headers = { ...people[s.who]!.auth, 'idempotency-key': `order-${s.who}-${s.key}-${JSON.stringify(body)}` };
    answers.push(await http.post('/v1/products', body, headers));
  } else if (s.op === 'orderMove') {
    const waiting = await t.app.db.execute<{ id: number; recipient_id: number }>(
      sql`select id, recipient_id from ${mallOrders} where status = 'pending_accept' and recipient_id is not null order by id`,
    );
    const order = waiting.rows[s.pick % Math.max(waiting.rows.length, 1)];
    if (!order) return;
    const recipient = people.find((m) => m.id === Number(order.recipient_id))!;
    const extra = s.action === 'accept' ? { address: SHANGHAI, full_name: 'Li Na' } : {};
    answers.push(await http.put(`/v1/order/${order.id}`, { action: s.action, ...extra }, recipient.auth));
  } else if (s.op === 'orderExpire') {
    // The unaccepted-orders job, run as if every order's time to accept had passed.
    await t.app.services.mall.expireUnaccepted(new Date(Date.now() + 365 * 86_400_000));
  } else if (s.op === 'contact') {
    if (s.who === s.seller) return;
    answers.push(await http.post(`/v1/contact/${people[s.seller]!.id}`, {}, people[s.who]!.auth));
  } else if (s.op === 'withdraw') {
    const body = { amount: s.amount, method: 'alipay', account: `partner${s.seller}@example.com` };
    answers.push(await http.post('/v1/withdraw', body, people[s.seller]!.auth));
  } else if (s.op === 'decide') {
    const open = await t.app.db.execute<{ id: number }>(
      sql`select id from ${withdrawals} where status in ('pending', 'approved') order by id`,
    );
    const withdrawal = open.rows[s.pick % Math.max(open.rows.length, 1)];
    if (!withdrawal) return;
    const body = { action: s.action, ...(s.action === 'reject' ? { reason: 'Account name does not match' } : {}) };
    answers.push(await http.put(`/v1/admin/withdrawals/${withdrawal.id}`, body, finance.auth));
  } else if (spendEntries.length) {
    try {
      await t.app.services.ledger.refund(spendEntries[s.pick % spendEntries.length]!);
    } catch (error) {
      // Refunded already, or the receiver has spent the gold: refused, nothing moved.
      if (![400022, 400085, 400001].includes((error as { code?: number }).code ?? -1)) throw error;
    }
  }
  for (const res of answers) if (res.statusCode >= 500) fiveXx.push(`${s.op}: ${res.statusCode} ${res.body}`);
  if (answers.some((res) => res.statusCode < 300)) granted.set(s.op, (granted.get(s.op) ?? 0) + 1);
}

async function noteSpends() {
  const rows = await t.app.db.execute<{ id: number }>(
    sql`select id from ${ledger} where kind in ('photo', 'vip', 'gift') and from_account like 'user:%' order by id desc limit 50`,
  );
  spendEntries.splice(0, spendEntries.length, ...rows.rows.map((r) => Number(r.id)));
}

async function invariants() {
  const { balances, net } = await ledgerState(t.app);
  const wrong: string[] = [];
  for (const { id, balance } of balances) {
    if (balance < 0) wrong.push(`member ${id} below zero: ${balance}`);
    if ((net.get(userAccount(id)) ?? 0) !== balance)
      wrong.push(`member ${id}: ${balance} ≠ ledger ${net.get(userAccount(id))}`);
  }
  const total = [...net.values()].reduce((a, b) => a + b, 0);
  if (total !== 0) wrong.push(`the ledger sums to ${total}`);
  const held = await t.app.db.execute<{ sum: string | null }>(
    sql`select sum(price) as sum from ${translationRequests} where status in ('open', 'claimed')`,
  );
  const holds = net.get(SystemAccount.translationHolds) ?? 0;
  if (holds !== Number(held.rows[0]?.sum ?? 0)) wrong.push(`holds ${holds} ≠ open requests ${held.rows[0]?.sum}`);
  const asked = await t.app.db.execute<{ sum: string | null }>(
    sql`select sum(amount) as sum from ${withdrawals} where status in ('pending', 'approved')`,
  );
  const cashOutHolds = net.get(SystemAccount.withdrawHolds) ?? 0;
  if (cashOutHolds !== Number(asked.rows[0]?.sum ?? 0))
    wrong.push(`cash-out holds ${cashOutHolds} ≠ undecided withdrawals ${asked.rows[0]?.sum}`);
  const refunds = await t.app.db.execute<{ cancelled: string; refunded: string; refund_rows: string }>(sql`
    select (select count(*) from ${mallOrders} where status = 'cancelled') as cancelled,
           (select count(*) from ${mallOrders} where status = 'cancelled' and refund_entry_id is not null) as refunded,
           (select count(*) from ${ledger} where kind = 'mall_refund') as refund_rows`);
  const r = refunds.rows[0]!;
  if (Number(r.cancelled) !== Number(r.refunded) || Number(r.refunded) !== Number(r.refund_rows))
    wrong.push(`mall: ${r.cancelled} cancelled, ${r.refunded} refunded, ${r.refund_rows} refund entries`);
  wrong.push(...fiveXx.map((answer) => `answered ≥ 500: ${answer}`));
  return wrong;
}

describe('battery E: every money operation of every module, in random order', () => {
  it(`keeps balances ≥ 0, equal to the ledger, the ledger at zero and holds matching (${RUNS} sequences)`, async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (sequence) => {
        await noteSpends();
        for (const s of sequence) await apply(s);
        steps += sequence.length;
        expect(await invariants()).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    console.log(`money sequences: ${RUNS} sequences, ${steps} operations, 0 invariant failures`);
    console.log(`granted: ${JSON.stringify(Object.fromEntries(granted))}`);
    for (const op of [
      'recharge',
      'photo',
      'upgrade',
      'balanceVip',
      'ask',
      'answer',
      'gift',
      'order',
      'orderMove',
      'contact',
      'withdraw',
      'decide',
    ])
      expect(granted.get(op), op).toBeGreaterThan(0);
  }, 900_000);

  it('keeps them with 100 clients at once', async () => {
    for (const m of people) await fund(t.app, m.id, 200);
    await noteSpends();
    const clients = fc.sample(fc.array(step, { minLength: 3, maxLength: 3 }), { numRuns: 100, seed: 13 });
    await Promise.all(
      clients.map(async (sequence) => {
        for (const s of sequence) await apply(s);
      }),
    );
    expect(await invariants()).toEqual([]);
    console.log(
      `money clients at once: ${clients.length} clients, ${clients.length * 3} operations, 0 invariant failures`,
    );
  }, 300_000);
});
