import type { FeedItem } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeds, uploads } from '../../db/schema';
import type { Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { graphApi, members } from '../relations/relations.test-helpers';
import { fetchStatus, uploadPhoto } from '../uploads/uploads.test-helpers';

let g: ReturnType<typeof graphApi>;
const t = useTestApp();
beforeAll(async () => {
  g = graphApi(t.app);
  await t.app.services.operator.set('photoTextCheck', 0);
});

const post = (m: Member, body: unknown) => g.post('/v1/feeds', body, m.auth);
const refusedIds = { code: 400001, errors: { upload_ids: 'Only your own new photos, each used once' } };

describe('posts with photos', () => {
  it('attaches my own feed photos in order; everyone sees them, the secret one blurred until bought', async () => {
    const [anna, ben] = await members(t.app, 2);
    const first = await uploadPhoto(t.app, anna, { type: 'feed' });
    const secret = await uploadPhoto(t.app, anna, { type: 'feed', folder: 'secret', price: 30 });
    const res = await post(anna, { upload_ids: [secret.id, first.id] });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<FeedItem>();
    expect(mine).toMatchObject({ content: '', upload_ids: [secret.id, first.id], secret: true });
    expect(mine.uploads).toMatchObject([
      { id: secret.id, secret: true, paid: 1, price: 30, width: 900, height: 600 },
      { id: first.id, secret: false, paid: 1, price: null, url: first.url, thumb: first.thumb },
    ]);
    for (const u of mine.uploads) expect(await fetchStatus(t.app, u.url)).toBe(200);
    const rows = await t.app.db.select().from(uploads).where(eq(uploads.user_id, anna.id));
    expect(rows.map((r) => r.related_id)).toEqual([mine.id, mine.id]);

    for (const viewer of [ben, null]) {
      const seen = (await g.get(`/v1/feeds/${mine.id}`, viewer?.auth ?? {})).json<FeedItem>();
      expect(seen.secret).toBe(true);
      expect(seen.uploads[0]).toMatchObject({ id: secret.id, paid: 0, url: '', price: 30 });
      expect(seen.uploads[0]!.thumb).toContain('_blur.webp');
      expect(await fetchStatus(t.app, seen.uploads[0]!.thumb)).toBe(200);
      expect(seen.uploads[1]).toMatchObject({ id: first.id, paid: 1, url: first.url });
      const timeline = (await g.get(`/v1/feeds/user/${anna.id}`, viewer?.auth ?? {})).json<{ data: FeedItem[] }>();
      expect(timeline.data[0]!.uploads.map((u) => u.paid)).toEqual([0, 1]);
    }
  });

  it("refuses someone else's photo, a photo of another type, a used or deleted photo and repeated ids", async () => {
    const [anna, ben] = await members(t.app, 2);
    const bens = await uploadPhoto(t.app, ben, { type: 'feed' });
    const albumPhoto = await uploadPhoto(t.app, anna, { type: 'album' });
    const messagePhoto = await uploadPhoto(t.app, anna, { type: 'message' });
    const used = await uploadPhoto(t.app, anna, { type: 'feed' });
    expect((await post(anna, { content: 'first', upload_ids: [used.id] })).statusCode).toBe(200);
    const deleted = await uploadPhoto(t.app, anna, { type: 'feed' });
    expect((await g.delete(`/v1/uploads?ids=${deleted.id}`, undefined, anna.auth)).statusCode).toBe(200);
    const fresh = await uploadPhoto(t.app, anna, { type: 'feed' });

    for (const ids of [[bens.id], [albumPhoto.id], [messagePhoto.id], [used.id], [deleted.id], [fresh.id, fresh.id]]) {
      const res = await post(anna, { content: 'again', upload_ids: ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json()).toMatchObject(refusedIds);
    }
    // Refusals store no post and leave the photos free: only the first post exists.
    expect(await t.app.db.select().from(feeds).where(eq(feeds.user_id, anna.id))).toHaveLength(1);
    expect((await post(anna, { upload_ids: [fresh.id] })).statusCode).toBe(200);
  });

  it('keeps the non-VIP limit of 2 posts a day for posts with photos (400057)', async () => {
    const [anna] = await members(t.app, 1);
    for (let i = 0; i < 2; i++) {
      const photo = await uploadPhoto(t.app, anna, { type: 'feed' });
      expect((await post(anna, { upload_ids: [photo.id] })).statusCode).toBe(200);
    }
    const third = await uploadPhoto(t.app, anna, { type: 'feed' });
    expect((await post(anna, { upload_ids: [third.id] })).json()).toMatchObject({ code: 400057 });
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.id, third.id));
    expect(row?.related_id).toBeNull();
  });

  it('leaves a deleted photo out of its post', async () => {
    const [anna] = await members(t.app, 1);
    const [a, b] = [await uploadPhoto(t.app, anna, { type: 'feed' }), await uploadPhoto(t.app, anna, { type: 'feed' })];
    const item = (await post(anna, { content: 'two', upload_ids: [a.id, b.id] })).json<FeedItem>();
    await g.delete(`/v1/uploads?ids=${a.id}`, undefined, anna.auth);
    const after = (await g.get(`/v1/feeds/${item.id}`)).json<FeedItem>();
    expect(after.uploads.map((u) => u.id)).toEqual([b.id]);
    expect(after.upload_ids).toEqual([b.id]);
  });
});
