import type { FeedItem, PaidUpload } from '@yuanfen/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, photoPurchases } from '../../db/schema';
import { createApiTestApp } from '../../test/account-helpers';
import type { Member } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { balanceOf, fund, ledgerBalanceOf, recordEvents } from '../../test/money-helpers';
import { SystemAccount } from '../money/ledger.service';
import { graphApi, members } from '../relations/relations.test-helpers';
import { fetchStatus, uploadPhoto, type Uploaded } from './uploads.test-helpers';

let t: TestApp;
let g: ReturnType<typeof graphApi>;
beforeAll(async () => {
  t = await createApiTestApp();
  g = graphApi(t.app);
  await t.app.services.operator.set('photoTextCheck', 0);
});
afterAll(async () => {
  await t.close();
});

/** Anna posts a secret photo of `price` gold (30 % commission by default) and a public one. */
async function secretPost(price = 50) {
  const [anna] = await members(t.app, 1);
  const secret = await uploadPhoto(t.app, anna, { type: 'feed', folder: 'secret', price });
  const open = await uploadPhoto(t.app, anna, { type: 'feed' });
  const res = await g.post('/v1/feeds', { content: 'guess', upload_ids: [secret.id, open.id] }, anna.auth);
  expect(res.statusCode, res.body).toBe(200);
  return { anna, secret, open, post: res.json<FeedItem>() };
}
const pay = (m: Member, uploadId: number, relatedId: number, type = 'feed') =>
  g.put('/v1/uploads/pay', { upload_id: uploadId, related_id: relatedId, type }, m.auth);
const viewPost = async (m: Member, id: number) => (await g.get(`/v1/feeds/${id}`, m.auth)).json<FeedItem>();
const revenue = async () =>
  (await t.app.db.select().from(ledger).where(eq(ledger.to_account, SystemAccount.revenue))).reduce(
    (sum, e) => sum + e.amount,
    0,
  );

describe('PUT uploads/pay', () => {
  it('20 concurrent pays by one buyer charge once; the owner gets the price less the commission', async () => {
    const { anna, secret, post } = await secretPost(50);
    const [ben] = await members(t.app, 1);
    await fund(t.app, ben.id, 100);
    const before = await revenue();
    const locked = (await viewPost(ben, post.id)).uploads[0]!;
    expect(locked).toMatchObject({ id: secret.id, secret: true, paid: 0, url: '', price: 50 });
    expect(await fetchStatus(t.app, locked.thumb)).toBe(200);
    expect(await fetchStatus(t.app, locked.thumb.replace('_blur.webp', '.webp'))).toBe(403);
    const events = recordEvents(t.app);

    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(ben, secret.id, post.id)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const paid = answers[0]!.json<PaidUpload>();
    expect(paid).toMatchObject({ balance: 50, photo: { id: secret.id, paid: 1, locked: false, price: 50 } });
    expect(await fetchStatus(t.app, paid.photo.url)).toBe(200);

    expect(await balanceOf(t.app, ben.id)).toBe(50);
    expect(await ledgerBalanceOf(t.app, ben.id)).toBe(50);
    expect(await balanceOf(t.app, anna.id)).toBe(35);
    expect(await ledgerBalanceOf(t.app, anna.id)).toBe(35);
    expect((await revenue()) - before).toBe(15);
    const entries = await t.app.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.kind, 'photo'), eq(ledger.related_id, String(secret.id))));
    expect(entries.map((e) => [e.to_account, e.amount]).sort()).toEqual([
      [SystemAccount.revenue, 15],
      [`user:${anna.id}`, 35],
    ]);
    expect(await t.app.db.select().from(photoPurchases).where(eq(photoPurchases.upload_id, secret.id))).toMatchObject([
      { buyer_id: ben.id, related_id: post.id, type: 'feed', price: 50 },
    ]);

    const unlocked = (await viewPost(ben, post.id)).uploads[0]!;
    expect(unlocked).toMatchObject({ paid: 1, secret: true });
    expect(await fetchStatus(t.app, unlocked.url)).toBe(200);
    expect(await events.waitFor(ben.id, 'balance')).toEqual([expect.objectContaining({ payload: { balance: 50 } })]);
    expect(await events.waitFor(anna.id, 'balance')).toEqual([expect.objectContaining({ payload: { balance: 35 } })]);
    events.stop();
  });

  it('refuses a buyer without enough gold with 400022 and changes nothing', async () => {
    const { anna, secret, post } = await secretPost(50);
    const [carl] = await members(t.app, 1);
    await fund(t.app, carl.id, 49);
    const res = await pay(carl, secret.id, post.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400022 });
    expect(await balanceOf(t.app, carl.id)).toBe(49);
    expect(await balanceOf(t.app, anna.id)).toBe(0);
    expect(await t.app.db.select().from(photoPurchases).where(eq(photoPurchases.upload_id, secret.id))).toEqual([]);
    expect((await viewPost(carl, post.id)).uploads[0]).toMatchObject({ paid: 0, url: '' });
  });

  it('refuses your own photo, a non-secret photo, the wrong post, an unknown photo and a blocked owner', async () => {
    const { anna, secret, open, post } = await secretPost(5);
    const [ben, dora] = await members(t.app, 2);
    await fund(t.app, ben.id, 100);
    await fund(t.app, dora.id, 100);
    expect((await pay(anna, secret.id, post.id)).json()).toMatchObject({
      code: 400001,
      errors: { upload_id: 'This is your own photo' },
    });
    expect((await pay(ben, open.id, post.id)).json()).toMatchObject({
      code: 400001,
      errors: { upload_id: 'Only secret photos are sold' },
    });
    const other = await g.post('/v1/feeds', { content: 'another' }, anna.auth);
    expect((await pay(ben, secret.id, other.json<FeedItem>().id)).json()).toMatchObject({
      code: 400001,
      errors: { related_id: 'The photo is not in that post' },
    });
    expect((await pay(ben, secret.id, post.id, 'message')).json()).toMatchObject({
      code: 400001,
      errors: { related_id: 'The photo is not in that message' },
    });
    expect((await pay(ben, 999_999, post.id)).statusCode).toBe(404);
    expect((await g.put('/v1/uploads/pay', { upload_id: secret.id }, ben.auth)).statusCode).toBe(400);
    expect((await g.post('/v1/blacklist', { user_id: dora.id }, anna.auth)).statusCode).toBe(200);
    expect((await pay(dora, secret.id, post.id)).json()).toMatchObject({ code: 400061 });
    expect(await balanceOf(t.app, ben.id)).toBe(100);
    expect(await balanceOf(t.app, dora.id)).toBe(100);
  });

  it('charges the operator’s default price and commission when the owner set no price', async () => {
    await t.app.services.operator.set('secretPhotoCommissionPercent', 20);
    const [anna, ben] = await members(t.app, 2);
    const secret: Uploaded = await uploadPhoto(t.app, anna, { type: 'feed', folder: 'secret' });
    const post = (await g.post('/v1/feeds', { upload_ids: [secret.id] }, anna.auth)).json<FeedItem>();
    expect(post).toMatchObject({ secret: true, uploads: [{ price: 10 }] });
    await fund(t.app, ben.id, 10);
    expect((await pay(ben, secret.id, post.id)).json()).toMatchObject({ balance: 0 });
    expect(await balanceOf(t.app, anna.id)).toBe(8);
    await t.app.services.operator.set('secretPhotoCommissionPercent', 30);
  });
});
