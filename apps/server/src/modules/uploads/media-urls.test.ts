import type { FeedItem } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/account-helpers';
import { useTestApp } from '../../test/use-test-app';
import { graphApi, members } from '../relations/relations.test-helpers';
import { uploadPhoto } from './uploads.test-helpers';

/**
 * Battery D: guessed and tampered URLs of private and secret photos. A non-buyer holds the signed URL
 * of a secret photo's blurred preview; from it and from what else a member can see, every variation an
 * attacker would try (other keys under the same signature, forged or altered signatures and expiries,
 * path traversal, the public folder, expired links) is requested: none may serve a file.
 */
const clock = testClock();
const t = useTestApp({ deps: { now: clock.now } });
beforeAll(async () => {
  await t.app.services.operator.set('photoTextCheck', 0);
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const parts = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return {
    key: parsed.pathname.replace(/^\/v1\/media\//, ''),
    exp: parsed.searchParams.get('exp')!,
    sig: parsed.searchParams.get('sig')!,
  };
};

describe('private and secret photo URLs', () => {
  it('serve nothing to 1,000+ guessed or tampered variants, and the genuine links still work', async () => {
    const g = graphApi(t.app);
    const [anna, ben] = await members(t.app, 2);
    const secret = await uploadPhoto(t.app, anna, { type: 'feed', folder: 'secret', price: 50 });
    const privateAlbum = await uploadPhoto(t.app, anna, { type: 'album', folder: 'private' });
    const post = (await g.post('/v1/feeds', { content: 'guess', upload_ids: [secret.id] }, anna.auth)).json<FeedItem>();
    const locked = (await g.get(`/v1/feeds/${post.id}`, ben.auth)).json<FeedItem>().uploads[0]!;
    expect(locked).toMatchObject({ paid: 0, url: '' });

    // What exists: the owner's links (the attacker does not have them), and the preview link Ben holds.
    const preview = parts(locked.thumb);
    const targets = [parts(secret.url), parts(secret.thumb), parts(privateAlbum.url), parts(privateAlbum.thumb)];
    expect((await get(locked.thumb)).statusCode).toBe(200);
    for (const own of [secret.url, secret.thumb, privateAlbum.url]) expect((await get(own)).statusCode).toBe(200);

    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'a' ? 'b' : 'a') + s.slice(i + 1);
    const hex = (n: number) => n.toString(16).padStart(8, '0').repeat(8);
    const urls: string[] = [];
    for (const target of targets) {
      const key = target.key;
      // The preview's signature and expiry on the original's key, and altered signatures of every kind.
      urls.push(`/v1/media/${key}?exp=${preview.exp}&sig=${preview.sig}`);
      for (let i = 0; i < 64; i++) urls.push(`/v1/media/${key}?exp=${target.exp}&sig=${flip(target.sig, i)}`);
      for (let i = 0; i < 120; i++) urls.push(`/v1/media/${key}?exp=${target.exp}&sig=${hex(i * 7919 + 1)}`);
      for (const exp of [Number(target.exp) + 1, Number(target.exp) - 1, 9_999_999_999, 1, 0, -1])
        urls.push(`/v1/media/${key}?exp=${exp}&sig=${target.sig}`);
      for (const sig of ['', 'x', target.sig.toUpperCase(), `${target.sig}0`, target.sig.slice(1)])
        urls.push(`/v1/media/${key}?exp=${target.exp}&sig=${encodeURIComponent(sig)}`);
      urls.push(`/v1/media/${key}`, `/v1/media/${key}?exp=${target.exp}`, `/v1/media/${key}?sig=${target.sig}`);
      // The same key through the public folder, and spelled otherwise.
      urls.push(`/uploads/${key}`, `/uploads/../private/${key}`, `/uploads/%2e%2e/private/${key}`);
      // (`./key` and `x/../key` are the same URL once normalized: with the key's own signature they are
      // the genuine link, so they are not variations.)
      for (const spelled of [key.toUpperCase(), `photos//${key.slice(7)}`, `${key}%00.webp`, `${key}/`, `/${key}`])
        urls.push(`/v1/media/${spelled}?exp=${target.exp}&sig=${target.sig}`);
    }
    // Path traversal out of the storage folders, under a valid-looking signature.
    for (const path of [
      '../private/photos/a.webp',
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/package.json',
      '....//x.webp',
    ])
      for (let i = 0; i < 10; i++) urls.push(`/v1/media/${path}?exp=${preview.exp}&sig=${hex(i)}`);
    // Guessed keys: random stems under the preview's signature.
    for (let i = 0; i < 150; i++)
      urls.push(`/v1/media/photos/${hex(i * 104729).slice(0, 32)}.webp?exp=${preview.exp}&sig=${preview.sig}`);

    const served: string[] = [];
    for (const url of urls) {
      const res = await get(url);
      if (res.statusCode < 300 || res.statusCode >= 500) served.push(`${res.statusCode} ${url}`);
    }
    // Links that expired: the genuine preview an hour and a half later.
    clock.advance(90 * 60_000);
    urls.push(locked.thumb);
    const expired = await get(locked.thumb);
    if (expired.statusCode < 300) served.push(`${expired.statusCode} ${locked.thumb} (expired)`);

    console.log(`media URLs tried: ${urls.length}, served: ${served.length}`);
    expect(urls.length).toBeGreaterThanOrEqual(1000);
    expect(served).toEqual([]);
  });
});
