import type { UploadFolder } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { action, ALLOW, type Actor } from '../../platform/policy';
import type { PhotoFacts } from './photo-access';

/** How the viewer stands to the owner of an album, once the profile rule has let them see the owner. */
export interface AlbumStanding {
  ownerId: number;
  friend: boolean;
}

/**
 * The folders of an owner's photos a viewer may list (spec §6): the owner all of them; friends public,
 * private and secret; everyone else who may see the profile public and secret (secret ones blurred
 * until bought). Who may see the profile at all is the profile rule's answer, checked before this.
 */
export function openFolders(actor: Actor, standing: AlbumStanding): UploadFolder[] {
  if (actor.id === standing.ownerId || standing.friend) return ['public', 'private', 'secret'];
  return ['public', 'secret'];
}

/** A photo as the viewer meets it, with the secret photos they bought. */
export interface PhotoSubject {
  photo: Pick<PhotoFacts, 'id' | 'user_id' | 'folder'>;
  bought: ReadonlySet<number>;
}

/** Who may see which photos (spec §6 photo folders, secret photos). */
export const uploadsPolicy = {
  /** `GET photos/{id}?folder`: a folder `openFolders` opens to the viewer (403 otherwise). */
  openFolder: action<AlbumStanding & { folder: UploadFolder }>('uploads.open-folder', (actor, s) =>
    openFolders(actor, s).includes(s.folder) ? ALLOW : () => fail.forbidden('Only friends see private photos'),
  ),
  /** `PUT uploads/pay` of an album photo: by whoever may open the album's secret folder (403 otherwise). */
  buyFromAlbum: action<AlbumStanding>('uploads.buy-from-album', (actor, s) =>
    openFolders(actor, s).includes('secret') ? ALLOW : () => fail.forbidden('You cannot see these photos'),
  ),
  /**
   * The original of a photo shown to the viewer: a secret photo to its owner and its buyers only (others
   * get it blurred); other photos to everyone shown them. A `can` flag of the presenters.
   */
  original: action<PhotoSubject>('uploads.original', (actor, { photo, bought }) =>
    photo.folder !== 'secret' || photo.user_id === actor.id || bought.has(photo.id) ? ALLOW : () => fail.forbidden(),
  ),
};
