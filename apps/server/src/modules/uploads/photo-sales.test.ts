import type { FeedItem, PaidUpload, PhotoPage } from '@yuanfen/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledger, photoPurchases } from '../../db/schema';
import type { Member } from '../../test/factories';
import { balanceOf, fund, ledgerBalanceOf, recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { SystemAccount } from '../money/ledger.service';
import { befriend, graphApi, members } from '../relations/relations.test-helpers';
import { fetchStatus, uploadPhoto, type Uploaded } from './uploads.test-helpers';

let g: ReturnType<typeof graphApi>;
const t = useTestApp();
beforeAll(async () => {
  g = graphApi(t.app);
  await t.app.services.operator.set('photoTextCheck', 0);
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
  it('50 concurrent pays by one buyer charge once; the owner gets the price less the commission', async () => {
    const { anna, secret, post } = await secretPost(50);
    const [ben] = await members(t.app, 1);
    await fund(t.app, ben.id, 100);
    const before = await revenue();
    const locked = (await viewPost(ben, post.id)).uploads[0]!;
    expect(locked).toMatchObject({ id: secret.id, secret: true, paid: 0, url: '', price: 50 });
    expect(await fetchStatus(t.app, locked.thumb)).toBe(200);
    expect(await fetchStatus(t.app, locked.thumb.replace('_blur.webp', '.webp'))).toBe(403);
    // Nothing of the original's key shows in what a non-buyer sees.
    const originalStem = new URL(secret.url, 'http://x').pathname.match(/([0-9a-f]{32})\.webp$/)![1]!;
    expect(locked.thumb).not.toContain(originalStem);
    const events = recordEvents(t.app);

    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(ben, secret.id, post.id)));
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

  it("shows one purchase as one line of the buyer's bill: 10 gold, not the seller's 7 and the commission's 3", async () => {
    const { secret, post } = await secretPost(10);
    const [ben] = await members(t.app, 1);
    await fund(t.app, ben.id, 30);
    expect((await pay(ben, secret.id, post.id)).statusCode).toBe(200);
    const bill = (await g.get('/v1/bill', ben.auth)).json<{ data: { amount: number; type: string }[] }>();
    expect(bill.data.map((line) => [line.type, line.amount])).toEqual([['photo', 10]]);
    // The ledger keeps both movements (append-only, exact); only the bill reads them as one purchase.
    const entries = await t.app.db
      .select()
      .from(ledger)
      .where(eq(ledger.from_account, `user:${ben.id}`));
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([3, 7]);
  });

  it('charges the price the buyer was shown: a price changed since then charges nothing', async () => {
    const { anna, secret, post } = await secretPost(20);
    const [ben] = await members(t.app, 1);
    await fund(t.app, ben.id, 100);
    const shown = (await viewPost(ben, post.id)).uploads[0]!;
    expect(shown.price).toBe(20);
    // Anna may lower the price of a photo already posted (raising it is refused: see below).
    expect((await g.put(`/v1/uploads/${secret.id}`, { price: 10 }, anna.auth)).statusCode).toBe(200);
    const refused = await g.put(
      '/v1/uploads/pay',
      { upload_id: secret.id, related_id: post.id, type: 'feed', price: shown.price },
      ben.auth,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 400001,
      message: 'The price has changed',
      errors: { price: 'The price has changed' },
      reason: 'price_changed',
    });
    expect(await balanceOf(t.app, ben.id)).toBe(100);
    expect(await t.app.db.select().from(photoPurchases).where(eq(photoPurchases.upload_id, secret.id))).toEqual([]);
    const again = await g.put(
      '/v1/uploads/pay',
      { upload_id: secret.id, related_id: post.id, type: 'feed', price: 10 },
      ben.auth,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await balanceOf(t.app, ben.id)).toBe(90);
  });

  it('prices an album photo moved to the secret folder at the default, then at the owner’s price', async () => {
    const [anna] = await members(t.app, 1);
    const photo = await uploadPhoto(t.app, anna, { type: 'album' });
    const moved = await g.put(`/v1/uploads/${photo.id}`, { folder: 'secret' }, anna.auth);
    expect(moved.json()).toMatchObject({ folder: 'secret', price: await t.app.services.uploads.defaultPrice() });
    const priced = await g.put(`/v1/uploads/${photo.id}`, { price: 7 }, anna.auth);
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({ price: 7 });
  });

  it('a photo already posted cannot become paid or dearer afterwards', async () => {
    const { anna, secret, open } = await secretPost(20);
    const raise = await g.put(`/v1/uploads/${secret.id}`, { price: 30 }, anna.auth);
    expect(raise.statusCode).toBe(400);
    expect(raise.json()).toMatchObject({
      code: 400001,
      errors: { price: 'This photo was already sent; it cannot become paid' },
    });
    const lock = await g.put(`/v1/uploads/${open.id}`, { folder: 'secret', price: 5 }, anna.auth);
    expect(lock.statusCode).toBe(400);
    expect(lock.json()).toMatchObject({
      code: 400001,
      errors: { folder: 'This photo was already sent; it cannot become paid' },
    });
    const photos = await t.app.db.query.uploads.findMany({
      where: (u, { inArray }) => inArray(u.id, [secret.id, open.id]),
    });
    expect(photos.map((p) => [p.id, p.folder, p.price]).sort()).toEqual(
      [
        [secret.id, 'secret', 20],
        [open.id, 'public', null],
      ].sort(),
    );
    // A photo not posted yet is the owner's to price as they like.
    const draft = await uploadPhoto(t.app, anna, { type: 'feed' });
    expect((await g.put(`/v1/uploads/${draft.id}`, { folder: 'secret', price: 40 }, anna.auth)).statusCode).toBe(200);
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

describe('PUT uploads/pay in an album (type album, related_id the owner)', () => {
  const albumOf = async (viewer: Member, ownerId: number) =>
    (await g.get(`/v1/photos/${ownerId}`, viewer.auth)).json<PhotoPage>().data;

  it('a member buys a secret album photo once, however often paid at once, and then sees the original', async () => {
    const [anna, ben] = await members(t.app, 2);
    const secret = await uploadPhoto(t.app, anna, { type: 'album', folder: 'secret', price: 40 });
    await fund(t.app, ben.id, 100);
    const before = await revenue();
    expect((await albumOf(ben, anna.id))[0]).toMatchObject({ id: secret.id, locked: true, url: '', price: 40 });

    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(ben, secret.id, anna.id, 'album')));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answers[0]!.json<PaidUpload>()).toMatchObject({
      balance: 60,
      photo: { id: secret.id, paid: 1, locked: false },
    });
    expect(await balanceOf(t.app, ben.id)).toBe(60);
    expect(await ledgerBalanceOf(t.app, ben.id)).toBe(60);
    expect(await balanceOf(t.app, anna.id)).toBe(28);
    expect((await revenue()) - before).toBe(12);
    expect(await t.app.db.select().from(photoPurchases).where(eq(photoPurchases.upload_id, secret.id))).toMatchObject([
      { buyer_id: ben.id, related_id: anna.id, type: 'album', price: 40 },
    ]);

    const seen = (await albumOf(ben, anna.id))[0]!;
    expect(seen).toMatchObject({ id: secret.id, locked: false, paid: 1 });
    expect(seen.url).toMatch(/^\/v1\/media\/photos\/[0-9a-f]{32}\.webp\?/);
    expect(await fetchStatus(t.app, seen.url)).toBe(200);
    expect((await pay(ben, secret.id, anna.id, 'album')).json()).toMatchObject({ balance: 60 });
    expect(await balanceOf(t.app, ben.id)).toBe(60);
  });

  it('refuses your own photo, a non-secret one, the wrong owner or place, and changes nothing', async () => {
    const [anna, ben, carl] = await members(t.app, 3);
    const secret = await uploadPhoto(t.app, anna, { type: 'album', folder: 'secret', price: 5 });
    const open = await uploadPhoto(t.app, anna, { type: 'album' });
    const feedSecret = await uploadPhoto(t.app, anna, { type: 'feed', folder: 'secret', price: 5 });
    await fund(t.app, ben.id, 100);
    const refusals: Array<[Member, number, number, string, Record<string, string>]> = [
      [anna, secret.id, anna.id, 'album', { upload_id: 'This is your own photo' }],
      [ben, open.id, anna.id, 'album', { upload_id: 'Only secret photos are sold' }],
      [ben, secret.id, carl.id, 'album', { related_id: 'The photo is not in that album' }],
      [ben, secret.id, ben.id, 'album', { related_id: 'The photo is not in that album' }],
      [ben, feedSecret.id, anna.id, 'album', { related_id: 'The photo is not in that album' }],
      [ben, secret.id, anna.id, 'feed', { related_id: 'The photo is not in that post' }],
    ];
    for (const [buyer, uploadId, relatedId, type, errors] of refusals) {
      const res = await pay(buyer, uploadId, relatedId, type);
      expect(res.statusCode, JSON.stringify(errors)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001, errors });
    }
    expect(await balanceOf(t.app, ben.id)).toBe(100);
    expect(await balanceOf(t.app, anna.id)).toBe(0);
    expect(await t.app.db.select().from(photoPurchases).where(eq(photoPurchases.upload_id, secret.id))).toEqual([]);
  });

  it('refuses a hidden or blocking owner with 400061 (a friend of the hidden owner may buy)', async () => {
    const [anna, ben, dora, friend] = await members(t.app, 4);
    const secret = await uploadPhoto(t.app, anna, { type: 'album', folder: 'secret', price: 5 });
    for (const m of [ben, dora, friend]) await fund(t.app, m.id, 100);
    await befriend(t.app, anna, friend);
    expect((await g.block(anna, dora.id)).statusCode).toBe(200);
    expect((await pay(dora, secret.id, anna.id, 'album')).json()).toMatchObject({ code: 400061 });
    expect((await g.updateProfile(anna, { visibility: 'friends' })).statusCode).toBe(200);
    expect((await pay(ben, secret.id, anna.id, 'album')).json()).toMatchObject({ code: 400061 });
    expect(await balanceOf(t.app, ben.id)).toBe(100);
    expect(await balanceOf(t.app, dora.id)).toBe(100);
    expect((await pay(friend, secret.id, anna.id, 'album')).json()).toMatchObject({ balance: 95 });
    expect(await t.app.db.select().from(photoPurchases).where(eq(photoPurchases.upload_id, secret.id))).toMatchObject([
      { buyer_id: friend.id },
    ]);
  });

  it('refuses a buyer without enough gold with 400022; the photo stays locked and nothing moves', async () => {
    const [anna, ben] = await members(t.app, 2);
    const secret = await uploadPhoto(t.app, anna, { type: 'album', folder: 'secret', price: 30 });
    await fund(t.app, ben.id, 29);
    const res = await pay(ben, secret.id, anna.id, 'album');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400022 });
    expect(await balanceOf(t.app, ben.id)).toBe(29);
    expect(await balanceOf(t.app, anna.id)).toBe(0);
    expect(await t.app.db.select().from(photoPurchases).where(eq(photoPurchases.upload_id, secret.id))).toEqual([]);
    expect((await albumOf(ben, anna.id))[0]).toMatchObject({ locked: true, url: '' });
  });
});
