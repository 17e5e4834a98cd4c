import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES, ProfileOptions, nameSchema } from '@yuanfen/contract';
import argon2 from 'argon2';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema/accounts';
import { messages, messageThreads } from '../db/schema/chat';
import { feeds } from '../db/schema/feeds';
import { counters } from '../db/schema/notifications';
import { uploads } from '../db/schema/uploads';
import { photoKey } from '../modules/uploads/image-variants';
import { LocalStorage, MediaSigner } from '../platform/storage';
import { DEMO_LOGIN, horoscopeOf, seedDemo } from './index';

let database: Database;
let dataDir: string;
let uploadsDir: string;
let storage: LocalStorage;
let rows: (typeof users.$inferSelect)[];
const logs: string[] = [];

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yuanfen-seed-'));
  uploadsDir = path.join(dataDir, 'uploads');
  storage = new LocalStorage(dataDir, new MediaSigner('seed-test-secret-seed-test-secret', () => new Date()));
  const result = await seedDemo(database.db, { storage, log: (m) => logs.push(m) });
  expect(result.demo).toEqual({ email: 'demo@yuanfen.app', password: 'demo1234', name: 'demo_lily' });
  rows = await database.db.select().from(users);
});

afterAll(async () => {
  await database?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const ageOn = (birthday: string, now: Date): number => {
  const [y = 0, m = 0, d = 0] = birthday.split('-').map(Number);
  const passed = now.getUTCMonth() + 1 > m || (now.getUTCMonth() + 1 === m && now.getUTCDate() >= d);
  return now.getUTCFullYear() - y - (passed ? 0 : 1);
};

describe('demo community seed', () => {
  it('creates a varied community', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const women = rows.filter((r) => r.gender === 0).length;
    expect(women).toBeGreaterThan(rows.length * 0.35);
    expect(rows.length - women).toBeGreaterThan(rows.length * 0.35);
    expect(new Set(rows.map((r) => r.language))).toEqual(new Set(LANGUAGES));
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((r) => r.name.toLowerCase())).size).toBe(rows.length);
    expect(rows.filter((r) => r.vip === 1).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.vip_expired_at?.toISOString().startsWith('2037-12-31'))).toBe(true);
    expect(rows.some((r) => r.is_partner === 1)).toBe(true);
    for (const v of ['friends', 'registered', 'hidden']) expect(rows.some((r) => r.visibility === v)).toBe(true);
    expect(rows.some((r) => r.online_status === 'offline')).toBe(true);
  });

  it('opens the news feed with posts in every language', async () => {
    const posts = await database.db.select().from(feeds);
    const languageOf = new Map(rows.map((r) => [r.id, r.language]));
    expect(posts.length).toBeGreaterThan(rows.length);
    expect(new Set(posts.map((p) => languageOf.get(p.user_id)))).toEqual(new Set(LANGUAGES));
    expect(posts.every((p) => p.content.length > 0 && p.created_at.getTime() < Date.now())).toBe(true);
    const demo = rows.find((r) => r.email === DEMO_LOGIN.email);
    expect(posts.some((p) => p.user_id === demo?.id)).toBe(false);
    // Newest first by id is newest first by time, as for posts made one after another.
    const byId = [...posts].sort((x, y) => x.id - y.id).map((p) => p.created_at.getTime());
    expect(byId).toEqual([...byId].sort((x, y) => x - y));
    // Both ladies and gentlemen post photos, so either side opens on pictures.
    const genderOf = new Map(rows.map((r) => [r.id, r.gender]));
    const photoPosters = posts.filter((p) => p.upload_ids.length > 0).map((p) => genderOf.get(p.user_id));
    expect(new Set(photoPosters)).toEqual(new Set([0, 1]));
  });

  it('fills every profile with valid values', () => {
    const now = new Date();
    const weekAgo = now.getTime() - 7 * 86_400_000 - 60_000;
    for (const r of rows) {
      expect(nameSchema.safeParse(r.name).success, r.name).toBe(true);
      expect(/^\d+$/.test(r.name)).toBe(false);
      for (const field of ['height', 'weight', 'marriage', 'children', 'income', 'orientation', 'horoscope'] as const) {
        expect(ProfileOptions[field], `${r.name}.${field}`).toContain(r[field]);
      }
      expect(r.purpose.length).toBeGreaterThanOrEqual(1);
      expect(r.purpose.length).toBeLessThanOrEqual(3);
      for (const p of r.purpose) {
        expect(ProfileOptions.purpose).toContain(p);
        expect(p < 811 || p > 814, `${r.name} has an adult purpose`).toBe(true);
      }
      expect(r.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const age = ageOn(r.birthday!, now);
      expect(age).toBeGreaterThanOrEqual(20);
      expect(age).toBeLessThanOrEqual(58);
      const [, month = 0, day = 0] = r.birthday!.split('-').map(Number);
      expect(r.horoscope).toBe(horoscopeOf(month, day));
      expect([0, 1]).toContain(r.interest);
      expect(r.country).toMatch(/^[A-Z]{2}$/);
      expect(r.location).toBe(`${r.city}, ${r.location!.split(', ')[1]}`);
      expect(r.biography!.length).toBeGreaterThan(20);
      expect(r.email_verified).toBe(1);
      expect(r.balance).toBe(0);
      expect(r.last_active_at.getTime()).toBeGreaterThan(weekAgo);
      expect(r.avatar).toBe(`avatars/u${r.id}_200.webp`);
      if (r.id !== rows.find((x) => x.name === 'demo_lily')!.id)
        expect(r.email).toMatch(/^[a-z0-9.]+@demo\.yuanfen\.app$/);
    }
    expect(rows.filter((r) => r.hi_content).length).toBeGreaterThan(rows.length / 2);
  });

  it('writes a distinct avatar and its variants for everybody', async () => {
    const sizes: Record<string, [number, number]> = {
      '': [400, 400],
      _200: [200, 200],
      _100: [100, 100],
      _cover: [800, 300],
    };
    const seen = new Set<string>();
    for (const r of rows) {
      for (const [suffix, [w, h]] of Object.entries(sizes)) {
        const file = path.join(uploadsDir, 'avatars', `u${r.id}${suffix}.webp`);
        expect(fs.existsSync(file), file).toBe(true);
        if (suffix === '_200' || r === rows[0]) {
          const meta = await sharp(file).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, h]);
        }
      }
      seen.add(fs.readFileSync(path.join(uploadsDir, 'avatars', `u${r.id}_100.webp`)).toString('base64'));
    }
    expect(seen.size).toBe(rows.length);
  });

  it('keeps photos in every album folder and posts photos on the feed, each stored with its variants', async () => {
    const photos = await database.db.select().from(uploads);
    const album = photos.filter((u) => u.type === 'album');
    expect(new Set(album.map((u) => u.folder))).toEqual(new Set(['public', 'private', 'secret']));
    expect(album.filter((u) => u.folder === 'secret').every((u) => (u.price ?? 0) > 0)).toBe(true);
    const posts = (await database.db.select().from(feeds)).filter((p) => p.upload_ids.length > 0);
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (const post of posts) {
      const attached = photos.filter((u) => post.upload_ids.includes(u.id));
      expect(attached.map((u) => [u.type, u.related_id, u.user_id])).toEqual(
        post.upload_ids.map(() => ['feed', post.id, post.user_id]),
      );
    }
    expect(photos.some((u) => u.type === 'feed' && u.folder === 'secret')).toBe(true);
    for (const photo of photos) {
      const area = photo.folder === 'public' && photo.type !== 'message' ? 'public' : 'private';
      for (const suffix of ['', '_200', '_blur'] as const) {
        expect(await storage.read(area, photoKey(photo.path, suffix)), `${photo.path}${suffix}`).not.toBeNull();
      }
      expect(photo.width).toBeGreaterThan(0);
    }
  });

  it('greets the demo login with conversations: two unread, one with a photo, counted in the counter', async () => {
    const demo = rows.find((r) => r.email === DEMO_LOGIN.email)!;
    const threads = await database.db.select().from(messageThreads).where(eq(messageThreads.user_id, demo.id));
    expect(threads).toHaveLength(3);
    expect(threads.map((t) => t.unread).sort()).toEqual([0, 1, 1]);
    const [counter] = await database.db.select().from(counters).where(eq(counters.user_id, demo.id));
    expect(counter?.message).toBe(2);
    const received = await database.db.select().from(messages).where(eq(messages.recipient_id, demo.id));
    const withPhoto = received.filter((m) => m.upload_ids.length > 0);
    expect(withPhoto).toHaveLength(1);
    const [photo] = await database.db.select().from(uploads).where(inArray(uploads.id, withPhoto[0]!.upload_ids));
    expect(photo).toMatchObject({ type: 'message', related_id: withPhoto[0]!.id });
    expect(received.every((m) => m.created_at.getTime() < Date.now())).toBe(true);
  });

  it('lets the demo user sign in', async () => {
    const [demo] = await database.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    expect(demo).toMatchObject({ name: 'demo_lily', gender: 0, language: 'en', balance: 0, interest: 1 });
    expect(await argon2.verify(demo!.password_hash!, 'demo1234')).toBe(true);
    expect(await argon2.verify(demo!.password_hash!, 'wrong-password')).toBe(false);
    expect(demo!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('does nothing the second time', async () => {
    const again = await seedDemo(database.db, { storage, log: (m) => logs.push(m) });
    expect(again.demo.name).toBe('demo_lily');
    const after = await database.db.select({ id: users.id }).from(users);
    expect(after.length).toBe(rows.length);
    expect(logs.at(-1)).toMatch(/already/);
  });
});
