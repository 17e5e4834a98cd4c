import type { UploadFolder } from '@yuanfen/contract';
import type { StorageArea } from '../../platform/storage';

/**
 * Where photos are stored and which folders each kind of upload may use. Who may see them is the
 * uploads policy (`uploads.policy.ts`).
 */

/** The fields of an upload the rules read. */
export interface PhotoFacts {
  id: number;
  user_id: number;
  type: string;
  folder: string;
  path: string;
}

/**
 * Where an upload's files live. Only public album, feed and avatar images sit at stable public URLs;
 * private and secret photos, and every message photo (a conversation is private whatever its folder),
 * are reached through signed URLs only.
 */
export function areaOf(photo: Pick<PhotoFacts, 'folder' | 'type'>): StorageArea {
  return photo.folder === 'public' && photo.type !== 'message' ? 'public' : 'private';
}

/**
 * Feed and message photos are shown to whoever sees the post or message: public or secret, never
 * private. Avatars and say-hi pictures are shown to whoever the member meets: public only.
 */
export function folderAllowed(type: string, folder: UploadFolder): boolean {
  if (STAYS_PUBLIC.has(type)) return folder === 'public';
  return folder !== 'private' || type === 'album';
}

/** Upload types whose files stay where they are: the account points at them by path. */
export const STAYS_PUBLIC: ReadonlySet<string> = new Set(['avatar', 'hi']);

/** The refusal of a folder `folderAllowed` does not allow for this type. */
export function folderRefusal(type: string): string {
  return STAYS_PUBLIC.has(type) ? 'This picture is always public' : 'Feed and message photos are public or secret';
}
