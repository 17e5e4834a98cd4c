import type { UploadFolder } from '@yuanfen/contract';
import type { StorageArea } from '../../platform/storage';

/** How the viewer stands to the owner of the photos, once the profile rule has let them see the owner. */
export interface ViewerStanding {
  self: boolean;
  friend: boolean;
}

/**
 * The folders of an owner's photos a viewer may list (spec §6): the owner all of them; friends public,
 * private and secret; everyone else who may see the profile public and secret (secret ones blurred
 * until bought). Who may see the profile at all is the profile rule's answer, checked before this.
 */
export function openFolders(standing: ViewerStanding): UploadFolder[] {
  if (standing.self || standing.friend) return ['public', 'private', 'secret'];
  return ['public', 'secret'];
}

/** The fields of an upload the rules read. */
export interface PhotoFacts {
  id: number;
  user_id: number;
  type: string;
  folder: string;
  path: string;
}

/** A secret photo shows its original to its owner and its buyers only; other photos to everyone shown them. */
export function isUnlocked(photo: PhotoFacts, viewerId: number | null, bought: ReadonlySet<number>): boolean {
  return photo.folder !== 'secret' || photo.user_id === viewerId || bought.has(photo.id);
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
