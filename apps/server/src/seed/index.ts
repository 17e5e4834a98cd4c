/**
 * Demo community seed: 64 members in every language plus the demo login, each with a generated avatar
 * and one or two news-feed posts in their own language, spread over the last days; album and feed
 * photos (a secret one among them); and conversations waiting for the demo login.
 * Idempotent — a database that already holds 'demo_lily' is left alone.
 */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { feeds } from '../db/schema/feeds';
import type { Storage } from '../platform/storage';
import { renderAvatars, type AvatarLook } from './avatar';
import { seedConversations } from './conversations';
import { DEMO_MEMBER, MEMBERS, type SeedMember } from './members';
import { attachPostPhotos, photoPosts, seedAlbums } from './photos';
import { POSTS } from './posts';
import { memberRow, slugOf } from './profile';
import { seedTranslationMemory } from './translations';

export { DEMO_MEMBER, MEMBERS } from './members';
export { horoscopeOf } from './profile';

export const DEMO_LOGIN = { email: 'demo@yuanfen.app', password: 'demo1234', name: DEMO_MEMBER.name } as const;
/** Every seeded member shares the demo password, so testers can sign in as anyone. */
export const MEMBER_EMAIL_DOMAIN = 'demo.yuanfen.app';
const SEED_LOCK = 727275;

export interface SeedResult {
  demo: { email: string; password: string; name: string };
  /** False when the community was there already (then `demo.password` is the one it was seeded with only outside production). */
  created: boolean;
}

/**
 * Whether this start seeds the demo community, and with which password. Outside production a new
 * database is seeded with the published demo password, so anyone trying Yuanfen can sign in; production
 * seeds only when `SEED_DEMO=1` says so, and then with a password of its own, printed once at start —
 * a published password on a live site would open every demo account to anyone.
 */
export function seedPlan(
  config: { seedDemo?: boolean; env: string },
  existingMembers: number,
): { seed: boolean; password: string } {
  const production = config.env === 'production';
  const seed = config.seedDemo ?? (existingMembers === 0 && !production);
  return { seed, password: production ? randomBytes(12).toString('base64url') : DEMO_LOGIN.password };
}

async function demoExists(db: Pick<Db, 'select'>): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.name})`, DEMO_LOGIN.name.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

export async function seedDemo(
  db: Db,
  opts: { storage: Storage; log: (msg: string) => void; password?: string },
): Promise<SeedResult> {
  const demo = { ...DEMO_LOGIN, password: opts.password ?? DEMO_LOGIN.password };
  if (await demoExists(db)) {
    opts.log('seed: demo community already present, skipping');
    return { demo, created: false };
  }
  const started = Date.now();
  // One hash for everybody: argon2id is deliberately slow.
  const passwordHash = await argon2.hash(demo.password, { type: argon2.argon2id });
  const now = new Date();
  const everyone: SeedMember[] = [DEMO_MEMBER, ...MEMBERS];
  const rows = everyone.map((m, i) =>
    memberRow(m, i, {
      email: m === DEMO_MEMBER ? DEMO_LOGIN.email : `${slugOf(m.name)}@${MEMBER_EMAIL_DOMAIN}`,
      passwordHash,
      now,
    }),
  );
  const byName = new Map(everyone.map((m) => [m.name, m]));

  const created = await db.transaction(async (tx) => {
    // Several nodes may start together: one seeds while the others wait, then find the demo user.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await demoExists(tx)) return 0;
    const inserted = await tx.insert(users).values(rows).returning({ id: users.id, name: users.name });
    const jobs = inserted.map((u) => {
      const m = byName.get(u.name) ?? DEMO_MEMBER;
      const look: AvatarLook = { seed: m.name, gender: m.gender, language: m.language, age: m.age };
      return { userId: u.id, look };
    });
    // Files first, then the columns: a failed render rolls the whole seed back.
    await renderAvatars(opts.storage, jobs);
    for (const u of inserted) {
      await tx
        .update(users)
        .set({ avatar: opts.storage.publicRef(`avatars/u${u.id}_200.webp`) })
        .where(eq(users.id, u.id));
    }
    const community = inserted.flatMap((u) => {
      const m = byName.get(u.name);
      return m && m !== DEMO_MEMBER ? [{ id: u.id, name: u.name, language: m.language }] : [];
    });
    const photos = await seedAlbums(tx, opts.storage, community);
    // Oldest first, so that ids follow time as they do for posts made one after another.
    const posts = [...postsOf(inserted, byName, now), ...(await photoPosts(tx, opts.storage, community, now))].sort(
      (a, b) => a.created_at!.getTime() - b.created_at!.getTime(),
    );
    await attachPostPhotos(tx, await tx.insert(feeds).values(posts).returning());
    const demoId = inserted.find((u) => u.name === DEMO_MEMBER.name)!.id;
    await seedConversations(tx, opts.storage, demoId, new Map(inserted.map((u) => [u.name, u.id])), now);
    const remembered = await seedTranslationMemory(tx);
    opts.log(
      `seed: ${photos} album photos, ${posts.filter((p) => p.upload_ids?.length).length} photo posts, ${remembered} translations`,
    );
    return inserted.length;
  });

  if (created === 0) opts.log('seed: demo community already present, skipping');
  else opts.log(`seed: created ${created} demo members with avatars in ${Date.now() - started} ms`);
  return { demo, created: created > 0 };
}

/** One post per member (two for every third), in their language, an hour and a half apart, newest first. */
function postsOf(
  inserted: { id: number; name: string }[],
  byName: Map<string, SeedMember>,
  now: Date,
): (typeof feeds.$inferInsert)[] {
  const used = new Map<string, number>();
  const posts: (typeof feeds.$inferInsert)[] = [];
  inserted.forEach((u, i) => {
    const m = byName.get(u.name);
    if (!m || m === DEMO_MEMBER) return;
    const pool = POSTS[m.language];
    for (let k = 0; k < (i % 3 === 0 ? 2 : 1); k++) {
      const next = used.get(m.language) ?? 0;
      used.set(m.language, next + 1);
      const minutesAgo = 17 + posts.length * 89;
      posts.push({
        user_id: u.id,
        content: pool[next % pool.length]!,
        lang: m.language,
        created_at: new Date(now.getTime() - minutesAgo * 60_000),
      });
    }
  });
  return posts;
}
