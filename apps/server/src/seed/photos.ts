/**
 * Demo photos: album photos in every folder and photo posts on the news feed, so a fresh install shows
 * galleries, a blurred secret photo to unlock and pictures in the feed. Each is a generated landscape
 * stored through the same variants and storage areas as `POST uploads`.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Language, UploadFolder } from '@yuanfen/contract';
import type { DbOrTx } from '../db/client';
import { type feeds } from '../db/schema/feeds';
import { uploads } from '../db/schema/uploads';
import { newPhotoKey, photoVariants } from '../modules/uploads/image-variants';
import { areaOf } from '../modules/uploads/photo-access';
import { storePhoto } from '../modules/uploads/photo-files';
import type { Storage } from '../platform/storage';
import { PHOTO_POSTS } from './posts';
import { renderScene, SCENE_KINDS, type SceneKind } from './scenes';

type NewUpload = typeof uploads.$inferInsert;

export interface PhotoJob {
  userId: number;
  type: 'album' | 'feed' | 'message';
  folder: UploadFolder;
  price?: number;
  /** Any stable string: the same seed gives the same picture. */
  seed: string;
  kind: SceneKind;
}

/** Renders and stores one demo photo as an upload would be; answers its `uploads` row. */
export async function storeScenePhoto(storage: Storage, job: PhotoJob): Promise<NewUpload> {
  const image = await photoVariants(await renderScene(job.seed, job.kind));
  const key = newPhotoKey();
  await storePhoto(storage, areaOf(job), key, image.files);
  return {
    user_id: job.userId,
    type: job.type,
    folder: job.folder,
    path: key,
    width: image.width,
    height: image.height,
    price: job.price ?? null,
  };
}

/** Runs the jobs a few at a time (sharp already uses every core for each image). */
async function storeAll(storage: Storage, jobs: PhotoJob[], batch = 4): Promise<NewUpload[]> {
  const rows: NewUpload[] = [];
  for (let i = 0; i < jobs.length; i += batch) {
    rows.push(...(await Promise.all(jobs.slice(i, i + batch).map((job) => storeScenePhoto(storage, job)))));
  }
  return rows;
}

export interface PhotoMember {
  id: number;
  name: string;
  language: Language;
}

const kindOf = (i: number): SceneKind => SCENE_KINDS[i % SCENE_KINDS.length]!;

type NewPost = typeof feeds.$inferInsert;

/**
 * Album photos: one public photo for every third member (two for every sixth), a private one for every
 * eighth and a priced secret one for every seventh. Answers how many it stored.
 */
export async function seedAlbums(tx: DbOrTx, storage: Storage, members: PhotoMember[]): Promise<number> {
  const album: PhotoJob[] = [];
  members.forEach((m, i) => {
    const job = (n: number, folder: UploadFolder, price?: number): PhotoJob => ({
      userId: m.id,
      type: 'album',
      folder,
      seed: `${m.name}:album:${n}`,
      kind: kindOf(i + n),
      ...(price ? { price } : {}),
    });
    if (i % 3 === 1) album.push(job(0, 'public'));
    if (i % 6 === 1) album.push(job(1, 'public'));
    if (i % 8 === 3) album.push(job(2, 'private'));
    if (i % 7 === 2) album.push(job(3, 'secret', 5 + (i % 4) * 5));
  });
  await tx.insert(uploads).values(await storeAll(storage, album));
  return album.length;
}

/**
 * Photo posts of every fifth member (two photos for every fifteenth, the photo of every twentieth
 * secret), spread over the last day and a half. The photos are stored; the caller inserts the posts
 * with the others and ties the photos to them with `attachPostPhotos`.
 */
export async function photoPosts(tx: DbOrTx, storage: Storage, members: PhotoMember[], now: Date): Promise<NewPost[]> {
  const drafts = members.flatMap((m, i) => {
    if (i % 5 !== 0) return [];
    const kind = kindOf(i);
    const secret = i % 20 === 10;
    const jobs: PhotoJob[] = Array.from({ length: i % 15 === 0 ? 2 : 1 }, (_, n) => ({
      userId: m.id,
      type: 'feed',
      folder: secret ? 'secret' : 'public',
      seed: `${m.name}:post:${n}`,
      kind: n === 0 ? kind : kindOf(i + 2),
      ...(secret ? { price: 10 } : {}),
    }));
    return [{ member: m, kind, jobs }];
  });
  // Every post's photos in one batched run and one insert; ids come back in the order of the rows.
  const photos = await tx
    .insert(uploads)
    .values(
      await storeAll(
        storage,
        drafts.flatMap((d) => d.jobs),
      ),
    )
    .returning({ id: uploads.id });
  let next = 0;
  return drafts.map(({ member, kind, jobs }, k) => ({
    user_id: member.id,
    content: PHOTO_POSTS[member.language][kind],
    lang: member.language,
    upload_ids: jobs.map(() => photos[next++]!.id),
    created_at: new Date(now.getTime() - (45 + k * 137) * 60_000),
  }));
}

/** Ties each inserted post's photos to it, as posting does. */
export async function attachPostPhotos(tx: DbOrTx, posts: { id: number; upload_ids: number[] }[]): Promise<void> {
  for (const post of posts) {
    if (post.upload_ids.length)
      await tx.update(uploads).set({ related_id: post.id }).where(inArray(uploads.id, post.upload_ids));
  }
}

/** A message photo for a seeded conversation; answers its upload id (attached by the caller). */
export async function seedMessagePhoto(tx: DbOrTx, storage: Storage, job: Omit<PhotoJob, 'type'>): Promise<number> {
  const [row] = await tx
    .insert(uploads)
    .values(await storeScenePhoto(storage, { ...job, type: 'message' }))
    .returning({ id: uploads.id });
  return row!.id;
}

/** Ties a seeded message photo to its message. */
export async function attachMessagePhoto(tx: DbOrTx, uploadId: number, messageId: number): Promise<void> {
  await tx.update(uploads).set({ related_id: messageId }).where(eq(uploads.id, uploadId));
}
