import fs from 'node:fs';
import path from 'node:path';
import { FEED_MAX_PHOTOS, UploadRefusal, type FeedItem } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { graphApi, members } from '../relations/relations.test-helpers';
import { photoKey, type PhotoSuffix } from './image-variants';
import { solidColour, twoColourImage, upload } from './uploads.test-helpers';
import { useTestApp } from '../../test/use-test-app';

let g: ReturnType<typeof graphApi>;
const t = useTestApp();
beforeAll(async () => {
  g = graphApi(t.app);
});

const onDisk = (url: string) => path.join(t.config.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

/** A JPEG carrying camera EXIF with a GPS position, as phones write them. */
const photoWithGps = () =>
  twoColourImage(1200, 900, '#ff0000', '#0000ff')
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '121/1 28/1 0/1' },
    })
    .toBuffer();

describe('POST uploads', () => {
  it('makes the 400, 200, 100 and 800×300 WebP variants without any EXIF or GPS data', async () => {
    const [anna] = await members(t.app, 1);
    const source = await photoWithGps();
    expect((await sharp(source).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');

    const res = await upload(t.app, anna, source);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ id: number; url: string; thumb: string; folder: string }>();
    expect(body).toMatchObject({ id: expect.any(Number), folder: 'public' });
    expect(body.url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(body.thumb).toBe(body.url.replace('.webp', '_200.webp'));

    const sizes = { '': [400, 400], _200: [200, 200], _100: [100, 100], _cover: [800, 300] };
    for (const [suffix, [width, height]] of Object.entries(sizes)) {
      const file = onDisk(body.url.replace('.webp', `${suffix}.webp`));
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      const bytes = fs.readFileSync(file).toString('latin1');
      expect(bytes).not.toContain('PhoneMaker');
      expect(bytes).not.toContain('secret-owner');
    }
    const [row] = await t.app.db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row).toMatchObject({ user_id: anna.id, type: 'avatar', folder: 'public' });
    expect((await t.app.inject({ method: 'GET', url: body.thumb })).statusCode).toBe(200);
  });

  it('applies the crop before resizing: the left half of a red|blue photo comes out red', async () => {
    const [anna] = await members(t.app, 1);
    const source = await twoColourImage(1000, 500, '#ff0000', '#0000ff').png().toBuffer();
    const left = await upload(t.app, anna, source, { crop_x: '0', crop_y: '0', crop_w: '500', crop_h: '500' });
    expect(left.statusCode, left.body).toBe(200);
    expect(await solidColour(onDisk(left.json<{ url: string }>().url))).toBe('red');
    const right = await upload(t.app, anna, source, { crop_x: '500', crop_y: '0', crop_w: '500', crop_h: '500' });
    expect(await solidColour(onDisk(right.json<{ thumb: string }>().thumb))).toBe('blue');
  });

  it('takes the crop in the coordinates the member saw: EXIF orientation applied first', async () => {
    const [anna] = await members(t.app, 1);
    // Stored 400×200 red|blue with orientation 6: shown turned clockwise, 200×400, red on top and blue
    // below. The lower square only exists in the shown coordinates.
    const source = await twoColourImage(400, 200, '#ff0000', '#0000ff')
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const lower = await upload(t.app, anna, source, { crop_x: '0', crop_y: '200', crop_w: '200', crop_h: '200' });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(await solidColour(onDisk(lower.json<{ url: string }>().url))).toBe('blue');
    const upper = await upload(t.app, anna, source, { crop_x: '0', crop_y: '0', crop_w: '200', crop_h: '200' });
    expect(await solidColour(onDisk(upper.json<{ url: string }>().url))).toBe('red');
  });

  it('refuses a crop outside the image, leaving no upload behind', async () => {
    const [anna] = await members(t.app, 1);
    const source = await twoColourImage(300, 300, '#ff0000', '#0000ff').png().toBuffer();
    const res = await upload(t.app, anna, source, { crop_x: '200', crop_y: '0', crop_w: '200', crop_h: '200' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001, errors: { crop_x: 'The crop must lie within the image' } });
    expect(await t.app.db.select().from(uploads).where(eq(uploads.user_id, anna.id))).toEqual([]);
  });

  it('refuses a text file renamed .jpg with 400001, whatever its claimed type', async () => {
    const [anna] = await members(t.app, 1);
    const res = await upload(t.app, anna, Buffer.from('just some text, not a photo\n'.repeat(50)), {}, 'me.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400001,
      message: 'Only JPEG, PNG, WebP or GIF images',
      errors: { file: 'Only JPEG, PNG, WebP or GIF images' },
      reason: 'not_image',
    });
  });

  it('refuses an image type other than JPEG, PNG, WebP or GIF (a TIFF)', async () => {
    const [anna] = await members(t.app, 1);
    const tiff = await twoColourImage(100, 100, '#ff0000', '#0000ff').tiff().toBuffer();
    expect((await upload(t.app, anna, tiff)).json()).toMatchObject({ code: 400001 });
  });

  it('refuses a file over 10 MB with 413 in the error shape', async () => {
    const [anna] = await members(t.app, 1);
    const res = await upload(t.app, anna, Buffer.alloc(10 * 1024 * 1024 + 1024, 0xff));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 0, message: expect.any(String) });
  });

  it('answers malformed multipart bodies with 400 in the error shape and stores nothing', async () => {
    const [anna] = await members(t.app, 1);
    const part =
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
    const bodies: [string, string | Buffer][] = [
      ['multipart/form-data', `${part}abc\r\n--x--\r\n`], // no boundary
      ['multipart/form-data; boundary=', '--\r\n'], // an empty boundary
      ['multipart/form-data; boundary=x', `${part}abc`], // cut off before the closing boundary
      ['multipart/form-data; boundary=y', `${part}abc\r\n--x--\r\n`], // another boundary than announced
      ['multipart/form-data; boundary=x', Buffer.from([0, 1, 2, 255, 254])],
    ];
    for (const [contentType, payload] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/uploads',
        headers: { ...anna.auth, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json()).toEqual({
        code: 400001,
        message: UploadRefusal.malformed,
        errors: { file: UploadRefusal.malformed },
        reason: 'upload_malformed',
      });
    }
    expect(await t.app.db.select().from(uploads).where(eq(uploads.user_id, anna.id))).toEqual([]);
  });

  it('answers 401 without a session and 400 for an unknown type', async () => {
    const source = await twoColourImage(100, 100, '#ff0000', '#0000ff').png().toBuffer();
    expect((await upload(t.app, null, source)).statusCode).toBe(401);
    const [anna] = await members(t.app, 1);
    expect((await upload(t.app, anna, source, { type: 'poster' })).json()).toMatchObject({
      code: 400001,
      errors: { type: 'Unknown upload type' },
    });
  });
});

describe('PUT user { avatar }', () => {
  it('makes my own upload my avatar: GET me and GET user/{id} show its 200×200 thumb', async () => {
    const [anna, ben] = await members(t.app, 2);
    const source = await twoColourImage(600, 600, '#ff0000', '#0000ff').png().toBuffer();
    const up = (await upload(t.app, anna, source)).json<{ id: number; thumb: string }>();
    const res = await g.updateProfile(anna, { avatar: up.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ avatar: up.thumb });
    expect((await g.get('/v1/me', anna.auth)).json()).toMatchObject({ avatar: up.thumb });
    expect((await g.profile(ben, anna.id)).json()).toMatchObject({ avatar: up.thumb });
  });

  it("refuses someone else's upload id and leaves my avatar as it was", async () => {
    const [anna, ben] = await members(t.app, 2);
    const source = await twoColourImage(600, 600, '#ff0000', '#0000ff').png().toBuffer();
    const bens = (await upload(t.app, ben, source)).json<{ id: number }>();
    const before = (await g.get('/v1/me', anna.auth)).json<{ avatar: string | null }>().avatar;
    const res = await g.updateProfile(anna, { avatar: bens.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400001, errors: { avatar: 'Unknown avatar upload' } });
    expect((await g.get('/v1/me', anna.auth)).json()).toMatchObject({ avatar: before });
    expect((await g.updateProfile(anna, { avatar: 999_999 })).statusCode).toBe(400);
  });
});

describe('POST uploads: GIF and WebP sources, and posts of too many photos', () => {
  // These photos are plain colours; the text check would only cost time here.
  beforeAll(() => t.app.services.operator.set('photoTextCheck', 0));
  afterAll(() => t.app.services.operator.set('photoTextCheck', 1));

  it.each([
    ['gif', () => twoColourImage(300, 200, '#ff0000', '#0000ff').gif().toBuffer()],
    ['webp', () => twoColourImage(300, 200, '#ff0000', '#0000ff').webp().toBuffer()],
  ])('stores a %s photo as WebP main, thumb and blurred variants', async (format, source) => {
    const [anna] = await members(t.app, 1);
    const data = await source();
    expect((await sharp(data).metadata()).format).toBe(format);
    const res = await upload(t.app, anna, data, { type: 'album' }, `photo.${format}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ url: string; thumb: string; width: number; height: number }>();
    expect(body).toMatchObject({ width: 300, height: 200 });
    expect(body.url).toMatch(/^\/uploads\/photos\/[0-9a-f]{32}\.webp$/);
    const sizes = { '': [300, 200], _200: [200, 200], _blur: [200, 200] } as const;
    const mainKey = body.url.slice('/uploads/'.length);
    for (const [suffix, [width, height]] of Object.entries(sizes)) {
      const meta = await sharp(onDisk(`/uploads/${photoKey(mainKey, suffix as PhotoSuffix)}`)).metadata();
      expect(meta, suffix).toMatchObject({ format: 'webp', width, height });
    }
  });

  it(`refuses a post of ${FEED_MAX_PHOTOS + 1} photos with 400001, keeping the photos for a smaller post`, async () => {
    const [anna] = await members(t.app, 1);
    const source = await twoColourImage(64, 64, '#ff0000', '#0000ff').png().toBuffer();
    const ids: number[] = [];
    for (let i = 0; i <= FEED_MAX_PHOTOS; i++) {
      const res = await upload(t.app, anna, source, { type: 'feed' });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json<{ id: number }>().id);
    }
    const refused = await g.post('/v1/feeds', { content: 'too many', upload_ids: ids }, anna.auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400001, errors: { upload_ids: expect.any(String) } });
    expect((await g.get(`/v1/feeds/user/${anna.id}`, anna.auth)).json()).toMatchObject({ data: [] });
    const rows = await t.app.db.select().from(uploads).where(eq(uploads.user_id, anna.id));
    expect(rows.filter((r) => r.related_id !== null)).toEqual([]);

    const allowed = await g.post('/v1/feeds', { upload_ids: ids.slice(0, FEED_MAX_PHOTOS) }, anna.auth);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json<FeedItem>().upload_ids).toHaveLength(FEED_MAX_PHOTOS);
  });
});
