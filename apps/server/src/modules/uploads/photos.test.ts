import fs from 'node:fs';
import path from 'node:path';
import type { Photo, PhotoPage, UploadFolder } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import type { Member } from '../../test/factories';
import { fund } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { befriend, graphApi, members } from '../relations/relations.test-helpers';
import { fetchStatus, scenery, twoColourImage, upload, uploadPhoto, type Uploaded } from './uploads.test-helpers';

let g: ReturnType<typeof graphApi>;
const t = useTestApp();
beforeAll(async () => {
  g = graphApi(t.app);
  // The text check has its own tests (text-detection.test.ts); here it would only cost time.
  await t.app.services.operator.set('photoTextCheck', 0);
});

const album = async (viewer: Member | null, ownerId: number, query = '') => {
  const res = await g.get(`/v1/photos/${ownerId}${query}`, viewer?.auth ?? {});
  return { status: res.statusCode, body: res.json<PhotoPage & { code?: number }>() };
};
const byId = (page: PhotoPage, id: number) => page.data.find((p) => p.id === id);
/** The signed URL of a blurred preview turned into the original's: the signature no longer matches. */
const originalFromBlur = (thumb: string) => thumb.replace('_blur.webp', '.webp');
const publicFile = (url: string) => path.join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

describe('POST uploads (photos)', () => {
  it('stores feed, message and album photos as WebP inside 1600 px without EXIF, with their sizes', async () => {
    const [anna] = await members(t.app, 1);
    const big = await sharp(await scenery(1, 2400, 1200))
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 0/1' } })
      .toBuffer();
    const feed = await uploadPhoto(t.app, anna, { type: 'feed' }, big);
    expect(feed).toMatchObject({ folder: 'public', width: 1600, height: 800, price: null });
    expect(feed.url).toMatch(/^\/uploads\/photos\/[0-9a-f]{32}\.webp$/);
    expect(feed.thumb).toBe(feed.url.replace('.webp', '_200.webp'));
    const main = await sharp(publicFile(feed.url)).metadata();
    expect(main).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(main.exif).toBeUndefined();
    expect(fs.readFileSync(publicFile(feed.url)).toString('latin1')).not.toContain('PhoneMaker');
    expect(await sharp(publicFile(feed.thumb)).metadata()).toMatchObject({ width: 200, height: 200 });

    // A conversation is private whatever the folder: message photos get signed URLs only.
    const message = await uploadPhoto(t.app, anna, { type: 'message' });
    expect(message.url).toMatch(/^\/v1\/media\/photos\/[0-9a-f]{32}\.webp\?exp=\d+&sig=/);
    expect(await fetchStatus(t.app, message.url)).toBe(200);
    expect(await fetchStatus(t.app, message.url.replace(/^\/v1\/media\//, '/uploads/').split('?')[0]!)).toBe(404);

    const secret = await uploadPhoto(t.app, anna, { type: 'album', folder: 'secret', price: 25 });
    expect(secret).toMatchObject({ folder: 'secret', price: 25, width: 900, height: 600 });
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.id, secret.id));
    expect(row).toMatchObject({ user_id: anna.id, type: 'album', folder: 'secret', price: 25, related_id: null });
  });

  it('refuses bad bytes, a too small image, a too large file, private feed photos and bad prices', async () => {
    const [anna] = await members(t.app, 1);
    const notImage = await upload(t.app, anna, Buffer.from('GIF89a but not really'), { type: 'feed' });
    expect(notImage.json()).toMatchObject({ code: 400001, errors: { file: 'Only JPEG, PNG, WebP or GIF images' } });
    const tiny = await twoColourImage(20, 20, '#ff0000', '#0000ff').png().toBuffer();
    expect((await upload(t.app, anna, tiny, { type: 'album' })).json()).toMatchObject({
      code: 400001,
      message: 'Image is too small',
    });
    const huge = await upload(t.app, anna, Buffer.alloc(10 * 1024 * 1024 + 1024, 0xff), { type: 'message' });
    expect(huge.statusCode).toBe(413);
    const picture = await scenery(2);
    const privateFeed = await upload(t.app, anna, picture, { type: 'feed', folder: 'private' });
    expect(privateFeed.json()).toMatchObject({ code: 400001, errors: { folder: expect.any(String) } });
    const pricedPublic = await upload(t.app, anna, picture, { type: 'album', price: '5' });
    expect(pricedPublic.json()).toMatchObject({ code: 400001, errors: { price: 'Only secret photos have a price' } });
    const tooDear = await upload(t.app, anna, picture, { type: 'album', folder: 'secret', price: '1001' });
    expect(tooDear.json()).toMatchObject({ code: 400001, errors: { price: 'From 1 to 1000 gold' } });
    const cropped = await upload(t.app, anna, picture, {
      type: 'album',
      crop_x: '0',
      crop_y: '0',
      crop_w: '9',
      crop_h: '9',
    });
    expect(cropped.json()).toMatchObject({ code: 400001, errors: { crop_x: 'Only avatars are cropped' } });
    expect(await t.app.db.select().from(uploads).where(eq(uploads.user_id, anna.id))).toEqual([]);
  });
});

type Viewer = 'owner' | 'friend' | 'member' | 'visitor' | 'blocked';
/**
 * What one viewer gets of one folder of Anna's album: the `original` (listed, thumb and original fetch
 * 200); `locked` (listed with the blurred thumb, `url` empty, the original signed with the preview's
 * signature 403); `forbidden` (not listed, `?folder=` 403); `refused` (the profile rule's 400061).
 */
type Outcome = 'original' | 'locked' | 'forbidden' | 'refused';
const FOLDER_MATRIX: Array<[Viewer, UploadFolder, Outcome]> = [
  ['owner', 'public', 'original'],
  ['owner', 'private', 'original'],
  ['owner', 'secret', 'original'],
  ['friend', 'public', 'original'],
  ['friend', 'private', 'original'],
  ['friend', 'secret', 'locked'],
  ['member', 'public', 'original'],
  ['member', 'private', 'forbidden'],
  ['member', 'secret', 'locked'],
  ['visitor', 'public', 'original'],
  ['visitor', 'private', 'forbidden'],
  ['visitor', 'secret', 'locked'],
  ['blocked', 'public', 'refused'],
  ['blocked', 'private', 'refused'],
  ['blocked', 'secret', 'refused'],
];

describe('GET photos/{id}: who sees which folder', () => {
  let anna: Member;
  let viewers: Record<Viewer, Member | null>;
  let shots: Record<UploadFolder, Uploaded>;
  beforeAll(async () => {
    const [owner, friend, member, blocked] = await members(t.app, 4);
    anna = owner;
    viewers = { owner, friend, member, visitor: null, blocked };
    await befriend(t.app, anna, friend);
    expect((await g.block(anna, blocked.id)).statusCode).toBe(200);
    shots = {
      public: await uploadPhoto(t.app, anna, { type: 'album' }),
      private: await uploadPhoto(t.app, anna, { type: 'album', folder: 'private' }),
      secret: await uploadPhoto(t.app, anna, { type: 'album', folder: 'secret' }),
    };
  });

  it.each(FOLDER_MATRIX)('%s × %s folder → %s', async (who, folder, outcome) => {
    const viewer = viewers[who];
    const list = await album(viewer, anna.id);
    const filtered = await album(viewer, anna.id, `?folder=${folder}`);
    if (outcome === 'refused') {
      expect(list).toMatchObject({ status: 400, body: { code: 400061 } });
      expect(filtered).toMatchObject({ status: 400, body: { code: 400061 } });
      return;
    }
    expect(list.status).toBe(200);
    const photo = byId(list.body, shots[folder].id);
    if (outcome === 'forbidden') {
      expect(photo).toBeUndefined();
      expect(filtered.status).toBe(403);
      return;
    }
    expect(filtered.body.data.map((p) => p.id)).toEqual([shots[folder].id]);
    expect(photo).toBeDefined();
    expect(await fetchStatus(t.app, photo!.thumb)).toBe(200);
    if (outcome === 'original') {
      expect(photo).toMatchObject({ folder, locked: false, paid: 1 });
      expect(await fetchStatus(t.app, photo!.url)).toBe(200);
    } else {
      expect(photo).toMatchObject({ folder, locked: true, paid: 0, url: '', price: 10 });
      expect(photo!.thumb).toContain('_blur.webp');
      expect(await fetchStatus(t.app, originalFromBlur(photo!.thumb))).toBe(403);
    }
  });

  it('after one member buys the secret photo, another member still sees it locked', async () => {
    const [buyer, other] = await members(t.app, 2);
    await fund(t.app, buyer.id, 10);
    const paid = await g.put(
      '/v1/uploads/pay',
      { upload_id: shots.secret.id, related_id: anna.id, type: 'album' },
      buyer.auth,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const bought = byId((await album(buyer, anna.id)).body, shots.secret.id)!;
    expect(bought).toMatchObject({ locked: false, paid: 1 });
    expect(await fetchStatus(t.app, bought.url)).toBe(200);

    const locked = byId((await album(other, anna.id)).body, shots.secret.id)!;
    expect(locked).toMatchObject({ locked: true, paid: 0, url: '' });
    expect(await fetchStatus(t.app, locked.thumb)).toBe(200);
    expect(await fetchStatus(t.app, originalFromBlur(locked.thumb))).toBe(403);
  });

  it('anyone looking at a hidden profile gets the profile refusal 400061; its owner does not', async () => {
    const [hidden, member] = await members(t.app, 2);
    expect((await g.updateProfile(hidden, { visibility: 'friends' })).statusCode).toBe(200);
    expect(await album(member, hidden.id)).toMatchObject({ status: 400, body: { code: 400061 } });
    expect(await album(null, hidden.id)).toMatchObject({ status: 400, body: { code: 400061 } });
    expect((await album(hidden, hidden.id)).status).toBe(200);
  });

  it('private files never sit under the public /uploads/ path, and signed URLs cannot be altered', async () => {
    const { body } = await album(anna, anna.id);
    const priv = byId(body, shots.private.id)!;
    expect(priv.url).toMatch(/^\/v1\/media\//);
    const key = priv.url.split('?')[0]!.replace('/v1/media/', '');
    expect(await fetchStatus(t.app, `/uploads/${key}`)).toBe(404);
    expect(
      await fetchStatus(
        t.app,
        priv.url.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 600}`),
      ),
    ).toBe(403);
    expect(await fetchStatus(t.app, priv.url.replace(/sig=[^&]+/, 'sig=forged'))).toBe(403);
    expect(await fetchStatus(t.app, `/v1/media/${key}`)).toBe(400);
  });

  it('pages 16 photos at a time, next_page -1 at the end', async () => {
    const [owner] = await members(t.app, 1);
    for (let i = 0; i < 17; i++) await uploadPhoto(t.app, owner, { type: 'album' }, await scenery(i, 64, 64));
    const first = await album(viewers.member, owner.id);
    expect(first.body.data).toHaveLength(16);
    expect(first.body.next_page).toBe(2);
    const second = await album(viewers.member, owner.id, '?page=2');
    expect(second.body.data).toHaveLength(1);
    expect(second.body.next_page).toBe(-1);
    const all = [...first.body.data, ...second.body.data].map((p) => p.id);
    expect(new Set(all).size).toBe(17);
    expect(all).toEqual([...all].sort((a, b) => b - a));
  });
});

describe('GET attachments/{type}', () => {
  it("lists the caller's own feed or message photos only", async () => {
    const [anna, ben] = await members(t.app, 2);
    const feedA = await uploadPhoto(t.app, anna, { type: 'feed' });
    const feedB = await uploadPhoto(t.app, anna, { type: 'feed', folder: 'secret' });
    const message = await uploadPhoto(t.app, anna, { type: 'message' });
    await uploadPhoto(t.app, anna, { type: 'album' });
    await uploadPhoto(t.app, ben, { type: 'feed' });
    const feed = (await g.get('/v1/attachments/feed', anna.auth)).json<PhotoPage>();
    expect(feed.data.map((p) => p.id)).toEqual([feedB.id, feedA.id]);
    expect(feed.next_page).toBe(-1);
    expect(byId(feed, feedB.id)).toMatchObject({ locked: false, folder: 'secret' });
    const messages = (await g.get('/v1/attachments/message', anna.auth)).json<PhotoPage>();
    expect(messages.data.map((p) => p.id)).toEqual([message.id]);
    expect((await g.get('/v1/attachments/album', anna.auth)).json()).toMatchObject({ code: 400001 });
    expect((await g.get('/v1/attachments/feed')).statusCode).toBe(401);
  });
});

describe('DELETE uploads', () => {
  it('deletes only the caller’s own uploads, and their files with them', async () => {
    const [anna, ben] = await members(t.app, 2);
    const pub = await uploadPhoto(t.app, anna, { type: 'album' });
    const priv = await uploadPhoto(t.app, anna, { type: 'album', folder: 'private' });
    const bens = await uploadPhoto(t.app, ben, { type: 'album' });
    const res = await g.delete(`/v1/uploads?ids=${pub.id},${priv.id},${bens.id}`, undefined, anna.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ids: [pub.id, priv.id] });
    for (const url of [pub.url, pub.thumb, priv.url, priv.thumb]) expect(await fetchStatus(t.app, url)).toBe(404);
    expect(await fetchStatus(t.app, bens.url)).toBe(200);
    expect((await album(anna, anna.id)).body.data).toEqual([]);
    expect((await g.delete(`/v1/uploads?ids=${pub.id}`, undefined, anna.auth)).json()).toEqual({ ids: [] });
    expect((await g.delete('/v1/uploads?ids=x', undefined, anna.auth)).json()).toMatchObject({ code: 400001 });
  });
});

describe('PUT uploads/{id}', () => {
  it('moving public → private re-keys the files: the old public URL is 404, the new signed one works', async () => {
    const [anna, member] = await members(t.app, 2);
    const pub = await uploadPhoto(t.app, anna, { type: 'album' });
    const res = await g.put(`/v1/uploads/${pub.id}`, { folder: 'private' }, anna.auth);
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json<Photo>();
    expect(moved).toMatchObject({ id: pub.id, folder: 'private', locked: false });
    expect(moved.url).toMatch(/^\/v1\/media\//);
    expect(await fetchStatus(t.app, pub.url)).toBe(404);
    expect(await fetchStatus(t.app, pub.thumb)).toBe(404);
    expect(await fetchStatus(t.app, moved.url)).toBe(200);
    expect((await album(member, anna.id)).body.data).toEqual([]);

    const secret = (await g.put(`/v1/uploads/${pub.id}`, { folder: 'secret', price: 40 }, anna.auth)).json<Photo>();
    expect(secret).toMatchObject({ folder: 'secret', price: 40 });
    expect(await fetchStatus(t.app, moved.url)).toBe(404);
    expect(byId((await album(member, anna.id)).body, pub.id)).toMatchObject({ locked: true, price: 40 });
    const repriced = (await g.put(`/v1/uploads/${pub.id}`, { price: null }, anna.auth)).json<Photo>();
    expect(repriced).toMatchObject({ folder: 'secret', price: 10 });
    expect(repriced.url).toBe(secret.url);
  });

  it('refuses someone else’s photo (404), prices outside the secret folder, avatars and empty bodies', async () => {
    const [anna, ben] = await members(t.app, 2);
    const pub = await uploadPhoto(t.app, anna, { type: 'album' });
    expect((await g.put(`/v1/uploads/${pub.id}`, { folder: 'private' }, ben.auth)).statusCode).toBe(404);
    expect((await g.put(`/v1/uploads/${pub.id}`, { price: 5 }, anna.auth)).json()).toMatchObject({
      code: 400001,
      errors: { price: 'Only secret photos have a price' },
    });
    expect((await g.put(`/v1/uploads/${pub.id}`, {}, anna.auth)).json()).toMatchObject({ code: 400001 });
    const feed = await uploadPhoto(t.app, anna, { type: 'feed' });
    expect((await g.put(`/v1/uploads/${feed.id}`, { folder: 'private' }, anna.auth)).json()).toMatchObject({
      code: 400001,
      errors: { folder: expect.any(String) },
    });
    const avatar = (await upload(t.app, anna, await scenery(3))).json<{ id: number }>();
    expect((await g.put(`/v1/uploads/${avatar.id}`, { folder: 'private' }, anna.auth)).statusCode).toBe(400);
    expect(await fetchStatus(t.app, pub.url)).toBe(200);
  });
});
