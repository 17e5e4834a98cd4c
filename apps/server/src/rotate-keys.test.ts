import { decodeProtectedHeader } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { rotateKeys } from './operator-commands';
import { KeyRing, rotateKey } from './platform/key-ring';
import { api, bearer, createApiTestApp, signedIn, testClock } from './test/account-helpers';
import { signUp } from './test/factories';
import type { TestApp } from './test/harness';
import { useTestApp } from './test/use-test-app';

const clock = testClock();
const GRACE_MS = 10 * 60_000;
/** Node A, started before the rotation. */
const t = useTestApp({ config: { keyGraceMs: GRACE_MS }, deps: { now: clock.now } });
/** Node B, started after it (the same database): it signs with the new keys from its first request. */
let b: TestApp | undefined;
afterAll(async () => {
  await b?.close();
});

const me = (app: TestApp, token: string) => api(app.app).get('/v1/me', bearer(token));
const KEY = 'photos/0123456789abcdef0123456789abcdef.webp';

describe('rotate-keys', () => {
  it('signs with the new key at once; the old token and media URL work for the grace period, then are refused', async () => {
    const member = await signUp(t.app);
    const oldUrl = t.app.services.mediaSigner.url(KEY);
    expect(decodeProtectedHeader(member.token).kid).toBe('0');

    const out = await rotateKeys(t.database.db, t.config, 'all', clock.now());
    expect(out).toContain('jwt: now signing with key 1; the previous key works until');
    expect(out).toContain('media: now signing with key 1');
    await expect(rotateKeys(t.database.db, t.config, 'cookies')).rejects.toThrow(
      'unknown key cookies (jwt, media, unsubscribe, portal, game, all)',
    );

    b = await createApiTestApp({ database: t.database, config: { keyGraceMs: GRACE_MS }, deps: { now: clock.now } });
    await b.app.services.storage.put('private', KEY, Buffer.from('RIFF....WEBPVP8 bytes'), 'image/webp');
    const fresh = (await signedIn(b.app, member.email, member.password, 'rotate-keys-node-b')).token;
    expect(decodeProtectedHeader(fresh).kid).toBe('1');
    const newUrl = b.app.services.mediaSigner.url(KEY);
    expect(newUrl).not.toBe(oldUrl);

    // During the grace period both keys work, on the new node and on the old one (which re-reads its
    // keys when a token names one it does not know).
    expect((await me(b, member.token)).statusCode).toBe(200);
    expect((await me(b, fresh)).statusCode).toBe(200);
    expect((await me(t, fresh)).statusCode).toBe(200);
    expect((await api(b.app).get(oldUrl)).statusCode).toBe(200);
    expect((await api(b.app).get(newUrl)).statusCode).toBe(200);

    clock.advance(GRACE_MS + 1000);
    const refused = await me(b, member.token);
    expect(refused.statusCode).toBe(401);
    expect((await me(b, fresh)).statusCode).toBe(200);
    expect((await api(b.app).get(oldUrl)).statusCode).toBe(403);
    expect((await api(b.app).get(newUrl)).statusCode).toBe(200);

    // A second rotation drops the key whose grace has ended and retires key 1.
    expect(await rotateKeys(t.database.db, t.config, 'jwt', clock.now())).toMatch(/^jwt: now signing with key 2;/);
  });

  it('a node that has just re-read its keys still takes the first tokens of a key rotated elsewhere', async () => {
    const ring = await KeyRing.load(t.database.db, 'media', 'initial-media-secret', clock.now, 0);
    await ring.reload();
    const { id } = await rotateKey(t.database.db, 'media', 'initial-media-secret', GRACE_MS, clock.now());
    expect((await ring.byId(id))?.id).toBe(id);
    // An id nobody issued is still unknown, and costs no second read within the second.
    expect(await ring.byId('999')).toBeUndefined();
  });
});
