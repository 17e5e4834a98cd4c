import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, MediaSigner, S3Storage, type S3Settings, type Storage } from './storage';
import { fakeS3 } from './storage.test-helpers';
import { uploadPhoto, scenery, upload } from '../modules/uploads/uploads.test-helpers';
import { loadConfig } from '../config';
import { signUp } from '../test/factories';
import { useTestApp } from '../test/use-test-app';

describe('the bucket policy check at start', () => {
  it('passes a bucket that keeps private/ closed, and leaves no probe behind', async () => {
    const fake = fakeS3();
    const storage = new S3Storage(await fake.start());
    try {
      await storage.checkPrivateAreaClosed();
      expect([...fake.objects.keys()]).toEqual([]);
    } finally {
      await fake.stop();
    }
  });

  it('refuses a bucket that serves private/ without a signature', async () => {
    const fake = fakeS3({ readableByAnyone: true });
    const settings = await fake.start();
    const storage = new S3Storage(settings);
    try {
      await expect(storage.checkPrivateAreaClosed()).rejects.toThrow(
        /answered 200 without a signature\. The bucket must serve only uploads\/ publicly/,
      );
      expect([...fake.objects.keys()]).toEqual([]);
    } finally {
      await fake.stop();
    }
  });
});

describe('S3Storage against a fake S3', () => {
  const fake = fakeS3();
  let settings: S3Settings;
  beforeAll(async () => {
    settings = await fake.start();
  });
  afterAll(() => fake.stop());

  it('puts, reads and deletes objects path-style under uploads/ and private/, every request SigV4-signed', async () => {
    const storage = new S3Storage(settings);
    const body = Buffer.from('webp bytes');
    await storage.put('public', 'photos/abc.webp', body, 'image/webp');
    await storage.put('private', 'photos/def_200.webp', body, 'image/webp');
    expect([...fake.objects.keys()].sort()).toEqual([
      '/photos-bucket/private/photos/def_200.webp',
      '/photos-bucket/uploads/photos/abc.webp',
    ]);
    expect(await storage.read('private', 'photos/def_200.webp')).toEqual(body);
    expect(await storage.read('public', 'photos/missing.webp')).toBeNull();
    await storage.remove('private', ['photos/def_200.webp', 'photos/none.webp']);
    expect([...fake.objects.keys()]).toEqual(['/photos-bucket/uploads/photos/abc.webp']);
    expect(fake.seen.length).toBeGreaterThanOrEqual(6);
    for (const request of fake.seen) {
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/,
      );
    }
  });

  it('answers public URLs under S3_PUBLIC_URL and presigned, expiring GET URLs for private objects', async () => {
    const storage = new S3Storage(settings);
    expect(storage.publicRef('photos/abc.webp')).toBe('https://cdn.example.test/uploads/photos/abc.webp');
    await storage.put('private', 'photos/secret.webp', Buffer.from('original'), 'image/webp');
    const url = new URL(await storage.signedUrl('photos/secret.webp'));
    expect(url.pathname).toBe('/photos-bucket/private/photos/secret.webp');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('original');
    const unsigned = await fetch(`${settings.endpoint}${url.pathname}`);
    expect(unsigned.status).toBe(403);
  });

  it('refuses keys that could leave their area', async () => {
    const storage = new S3Storage(settings);
    for (const key of ['../private/photos/a.webp', 'photos/a.png', '/photos/a.webp', 'photos/A.webp']) {
      await expect(storage.put('public', key, Buffer.from('x'), 'image/webp')).rejects.toThrow('invalid storage key');
    }
  });
});

describe('LocalStorage and MediaSigner', () => {
  let clock = new Date('2026-01-01T00:00:00Z');
  const signer = new MediaSigner('a-test-secret-of-enough-length', () => clock);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-storage-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps public files under DATA_DIR/uploads and private ones under DATA_DIR/private', async () => {
    const storage: Storage = new LocalStorage(dataDir, signer);
    await storage.put('public', 'photos/a.webp', Buffer.from('a'), 'image/webp');
    await storage.put('private', 'photos/b.webp', Buffer.from('b'), 'image/webp');
    expect(fs.readFileSync(path.join(dataDir, 'uploads/photos/a.webp'), 'utf8')).toBe('a');
    expect(fs.readFileSync(path.join(dataDir, 'private/photos/b.webp'), 'utf8')).toBe('b');
    expect(await storage.read('public', 'photos/b.webp')).toBeNull();
    expect(storage.publicRef('photos/a.webp')).toBe('photos/a.webp');
    await storage.remove('private', ['photos/b.webp']);
    expect(await storage.read('private', 'photos/b.webp')).toBeNull();
  });

  it('signs URLs that verify for their key until they expire, and never for another key', async () => {
    const url = new URL(signer.url('photos/b_200.webp'), 'http://x');
    const exp = Number(url.searchParams.get('exp'));
    const sig = url.searchParams.get('sig')!;
    expect(url.pathname).toBe('/v1/media/photos/b_200.webp');
    // Rounded up to a 10-minute step past the hour, so repeated lists answer the same cacheable URL.
    expect(exp % 600).toBe(0);
    expect(exp - clock.getTime() / 1000).toBeGreaterThanOrEqual(3600);
    expect(signer.url('photos/b_200.webp')).toBe(url.pathname + url.search);
    expect(signer.verify('photos/b_200.webp', exp, sig)).toBe(true);
    expect(signer.verify('photos/b.webp', exp, sig)).toBe(false);
    expect(signer.verify('photos/b_200.webp', exp + 600, sig)).toBe(false);
    expect(new MediaSigner('another-secret', () => clock).verify('photos/b_200.webp', exp, sig)).toBe(false);
    clock = new Date(exp * 1000 + 1000);
    expect(signer.verify('photos/b_200.webp', exp, sig)).toBe(false);
  });
});

describe('the API on S3 storage', () => {
  const fake = fakeS3();
  afterAll(async () => {
    await fake.stop();
  });
  const t = useTestApp(async () => ({ config: { storage: 's3', s3: await fake.start() } }));
  beforeAll(async () => {
    await t.app.services.operator.set('photoTextCheck', 0);
  });

  it('stores avatars and public photos under uploads/, private photos under private/ with presigned URLs', async () => {
    const anna = await signUp(t.app);
    const avatar = (await upload(t.app, anna, await scenery(1))).json<{ url: string; thumb: string }>();
    expect(avatar.url).toMatch(/^https:\/\/cdn\.example\.test\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    const pub = await uploadPhoto(t.app, anna, { type: 'album' });
    expect(pub.url).toMatch(/^https:\/\/cdn\.example\.test\/uploads\/photos\/[0-9a-f]{32}\.webp$/);
    const priv = await uploadPhoto(t.app, anna, { type: 'album', folder: 'private' });
    const signed = new URL(priv.url);
    expect(signed.pathname).toMatch(/^\/photos-bucket\/private\/photos\/[0-9a-f]{32}\.webp$/);
    expect((await fetch(signed)).status).toBe(200);
    const keys = [...fake.objects.keys()];
    expect(keys.filter((k) => k.startsWith('/photos-bucket/uploads/avatars/'))).toHaveLength(4);
    expect(keys.filter((k) => k.startsWith('/photos-bucket/uploads/photos/'))).toHaveLength(3);
    expect(keys.filter((k) => k.startsWith('/photos-bucket/private/photos/'))).toHaveLength(3);
    expect(fs.readdirSync(t.config.dataDir)).not.toContain('private');

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/v1/uploads/${pub.id}`,
      headers: anna.auth,
      payload: { folder: 'private' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect([...fake.objects.keys()].filter((k) => k.startsWith('/photos-bucket/uploads/photos/'))).toEqual([]);
  });
});

describe('STORAGE=s3 configuration', () => {
  it('needs the endpoint, bucket and keys, and defaults the public URL to the bucket', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_ENDPOINT: 'https://s3.example.test' })).toThrow(
      'STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'https://s3.example.test/',
      S3_BUCKET: 'yf',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.example.test',
      region: 'us-east-1',
      bucket: 'yf',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: 'https://s3.example.test/yf',
    });
    expect(loadConfig({}).s3).toBeUndefined();
  });
});
