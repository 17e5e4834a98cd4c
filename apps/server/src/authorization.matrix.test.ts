import type {
  ChatMessage,
  FeedComment,
  FeedItem,
  OrderResponse,
  ProductList,
  PurchaseResponse,
  ThreadView,
} from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from './db/schema';
import { enableTwoFactor, grantRoles } from './modules/admin/admin.test-helpers';
import { seedProducts } from './seed/mall';
import { verifyEmail } from './modules/chat/chat.test-helpers';
import { befriend, graphApi, makeVip } from './modules/relations/relations.test-helpers';
import { uploadPhoto, writing } from './modules/uploads/uploads.test-helpers';
import { sendSelfie } from './modules/verification/verification.test-helpers';
import { api } from './test/account-helpers';
import { signUp, type Member } from './test/factories';
import { fund } from './test/money-helpers';
import { useTestApp } from './test/use-test-app';
import { ACTORS, authorizationRules, MEMBERS, type MemberActor, type World } from './authorization.rules';

// The actors, the world they act in and the rule of every operation: authorization.rules.ts.

const t = useTestApp();
let w: World;
const http = () => api(t.app);
const g = () => graphApi(t.app);

const rules = authorizationRules(
  () => t.app,
  () => w,
);

type Operation = { security?: Record<string, string[]>[] };
let operations: { key: string; security: string }[];

beforeAll(async () => {
  await t.app.services.operator.set('photoTextCheck', 0);
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      security: JSON.stringify(op.security),
    })),
  );

  const as = Object.fromEntries(
    await Promise.all(MEMBERS.map(async (a) => [a, await signUp(t.app)] as const)),
  ) as Record<MemberActor, Member>;
  const hidden = await signUp(t.app);
  for (const m of Object.values(as)) await verifyEmail(t.app, m);
  await makeVip(t.app, as.vip);
  await t.app.db.update(users).set({ is_partner: 1 }).where(eq(users.id, as.partner.id));
  await t.app.services.humanTranslation.setTranslator(as.translator.id, ['en-zh']);
  for (const role of ['moderator', 'admin', 'support', 'finance', 'translator-manager'] as const) {
    await grantRoles(t.app, as[role].id, [role]);
    await enableTwoFactor(t.app, as[role], new Date());
  }
  await grantRoles(t.app, as['admin-without-2fa'].id, ['admin']);
  for (const m of Object.values(as)) await fund(t.app, m.id, 10_000);

  const graph = g();
  expect((await graph.updateProfile(hidden, { visibility: 'hidden' })).statusCode).toBe(200);
  await befriend(t.app, as.owner, as.friend);
  await befriend(t.app, hidden, as.friend);
  expect((await graph.block(as.owner, as.blocked.id)).statusCode).toBe(200);
  expect((await graph.like(as.owner, as.friend.id)).statusCode).toBeLessThan(300);
  expect((await graph.post('/v1/remarks', { user_id: as.friend.id, remark: 'cousin' }, as.owner.auth)).statusCode).toBe(
    200,
  );
  expect((await graph.request(as.owner, as.vip.id)).statusCode).toBe(202);

  const publish = async (m: Member, body: object) => {
    const res = await graph.post('/v1/feeds', body, m.auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<FeedItem>();
  };
  const post = await publish(as.owner, { content: 'Morning run by the river' });
  const hiddenPost = await publish(hidden, { content: 'Only for my friends' });
  const commented = await graph.post(`/v1/feeds/${post.id}/comments`, { content: 'Nice route!' }, as.friend.auth);
  expect(commented.statusCode, commented.body).toBe(200);
  const secretUpload = await uploadPhoto(t.app, as.owner, { type: 'feed', folder: 'secret', price: 5 });
  const secretPost = await publish(as.owner, { content: 'guess', upload_ids: [secretUpload.id] });
  const privatePhoto = await uploadPhoto(t.app, as.owner, { type: 'album', folder: 'private' });

  const sent = await graph.post(
    '/v1/messages',
    { user_id: as.friend.id, message_content: 'See you at six' },
    as.owner.auth,
  );
  expect(sent.statusCode, sent.body).toBe(200);
  const message = sent.json<ChatMessage>();
  const opened = await graph.get(`/v1/message_threads/${as.friend.id}?user=1`, as.owner.auth);
  const thread = opened.json<ThreadView>().thread.id;

  const purchase = await graph.post('/v1/payment/sandbox/purchase', { amount: 50 }, as.owner.auth);
  expect(purchase.statusCode, purchase.body).toBe(200);
  const order = purchase.json<PurchaseResponse>().order_id;

  await seedProducts(t.app.db, t.app.services.storage);
  const [product] = (await graph.get('/v1/products?category=sweets', as.owner.auth)).json<ProductList>().data;
  const placed = await graph.post(
    '/v1/products',
    { product_id: product!.id, quantity: 1, to_user_id: as.friend.id, full_name: 'Olga' },
    as.owner.auth,
  );
  expect(placed.statusCode, placed.body).toBe(200);

  const reported = await graph.post(
    '/v1/reports',
    { type: 'user', related_id: as.stranger.id, content: 'Rude' },
    as.owner.auth,
  );
  expect(reported.statusCode, reported.body).toBe(200);
  const selfie = await sendSelfie(t.app, as.stranger);
  expect(selfie.statusCode, selfie.body).toBe(200);
  const [verification] = await t.app.db.select().from(verifications).where(eq(verifications.user_id, as.stranger.id));

  const ticket = await graph.post('/v1/support', { category: 'account', content: 'I cannot log in' }, as.owner.auth);
  expect(ticket.statusCode, ticket.body).toBe(200);

  expect((await graph.updateProfile(as.stranger, { hi_content: 'Hello there' })).statusCode).toBe(200);
  const sayHi = await graph.get('/v1/admin/say-hi', as.admin.auth);
  const template = sayHi.json<{ data: { member: { id: number }; changed_at: string }[] }>().data;
  // The text check (off for the rest of the world) flags a photo with one short word for review.
  await t.app.services.operator.set('photoTextCheck', 1);
  const flagged = await uploadPhoto(t.app, as.stranger, { type: 'album', folder: 'private' }, await writing('SUN'));
  await t.app.services.operator.set('photoTextCheck', 0);
  const flags = await graph.get('/v1/admin/photo-flags', as.admin.auth);
  expect(
    flags.json<{ data: { id: number }[] }>().data.map((f) => f.id),
    flags.body,
  ).toContain(flagged.id);

  w = {
    report: reported.json<{ id: number }>().id,
    sayHi: template.find((x) => x.member.id === as.stranger.id)!.changed_at,
    flaggedPhoto: flagged.id,
    verification: verification!.id,
    ticket: ticket.json<{ id: number }>().id,
    as,
    hidden,
    post,
    hiddenPost,
    comment: commented.json<FeedComment>(),
    secret: { uploadId: secretUpload.id, postId: secretPost.id },
    privatePhoto: privatePhoto.id,
    message,
    thread,
    order,
    product: product!.id,
    mallOrder: placed.json<OrderResponse>().order.id,
  };
});

describe('battery A: who may call what', () => {
  it('has a rule for every operation of the OpenAPI document, and none for operations that do not exist', () => {
    const documented = operations.map((o) => o.key).sort();
    expect(Object.keys(rules).sort()).toEqual(documented);
  });

  // Visitors on signed-in routes: openapi.test.ts tries each without a session (401).
  it('documents each rule as the route declares it: public routes take visitors, the others a session', () => {
    const mismatched: string[] = [];
    for (const { key, security } of operations) {
      const rule = rules[key]!;
      // Debug tools are refused by where the call comes from; some of them also act for a signed-in member.
      if (rule.access === 'debug') continue;
      const declared = rule.access === 'public' ? '[{},{"bearer":[]}]' : '[{"bearer":[]}]';
      if (security !== declared) mismatched.push(`${key}: ${rule.access} but declares ${security}`);
    }
    expect(mismatched).toEqual([]);
  });

  it('tries every check with every actor: the allowed get an answer, the others a refusal that changes nothing', async () => {
    const failures: string[] = [];
    let cases = 0;
    for (const [key, rule] of Object.entries(rules)) {
      if (rule.access === 'debug' || !rule.checks) continue;
      for (const check of rule.checks) {
        for (const actor of check.tried ?? ACTORS) {
          const call = check.call(w);
          const headers = actor === 'visitor' ? {} : w.as[actor].auth;
          const res = await http()[call.method === 'DELETE' ? 'delete' : (call.method.toLowerCase() as 'get')](
            call.url,
            ...((call.method === 'GET' ? [headers] : [call.body, headers]) as [Record<string, string>]),
          );
          cases++;
          const allowed = check.may.includes(actor) && !(actor === 'visitor' && rule.access !== 'public');
          const ok = allowed ? res.statusCode < 300 : res.statusCode >= 400 && res.statusCode < 500;
          const coded = res.statusCode < 400 || typeof (res.json() as { code?: unknown }).code === 'number';
          if (!ok || !coded)
            failures.push(`${key} — ${check.what} — ${actor}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
        if (check.intact) await check.intact(w);
      }
    }
    console.log(
      `authorization matrix: ${cases} cases over ${Object.keys(rules).length} operations, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
    // Hundreds of requests, one after the other, growing with every endpoint: 60 s is too short on busy CI cores.
  }, 180_000);

  it('answers debug routes only to the machine itself', async () => {
    const outside = await http().get('/v1/debug/outbox', {}, '203.0.113.9');
    expect(outside.statusCode).toBe(404);
    const local = await t.app.inject({ method: 'GET', url: '/v1/debug/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
  });
});
