import type { Storage, StorageArea } from '../../platform/storage';
import { newPhotoKey, PHOTO_SUFFIXES, photoKey, type PhotoSuffix } from './image-variants';
import { areaOf, type PhotoFacts } from './photo-access';

const WEBP = 'image/webp';

/** Stores every variant of a photo under its main key. */
export async function storePhoto(
  storage: Storage,
  area: StorageArea,
  mainKey: string,
  files: Record<PhotoSuffix, Buffer>,
): Promise<void> {
  await Promise.all(PHOTO_SUFFIXES.map((suffix) => storage.put(area, photoKey(mainKey, suffix), files[suffix], WEBP)));
}

/** Deletes every variant of a stored photo. */
export function removePhoto(storage: Storage, photo: Pick<PhotoFacts, 'folder' | 'type' | 'path'>): Promise<void> {
  return storage.remove(
    areaOf(photo),
    PHOTO_SUFFIXES.map((suffix) => photoKey(photo.path, suffix)),
  );
}

/**
 * Copies a photo's variants to a new random key in the area of its new folder and answers that key.
 * The caller deletes the old files once the new place is recorded: a URL handed out before the move
 * (a public one above all) then stops working.
 */
export async function copyPhoto(
  storage: Storage,
  photo: Pick<PhotoFacts, 'folder' | 'type' | 'path'>,
  to: Pick<PhotoFacts, 'folder' | 'type'>,
): Promise<string> {
  const key = newPhotoKey();
  const from = areaOf(photo);
  await Promise.all(
    PHOTO_SUFFIXES.map(async (suffix) => {
      const body = await storage.read(from, photoKey(photo.path, suffix));
      if (!body) throw new Error(`photo file ${photoKey(photo.path, suffix)} is missing`);
      await storage.put(areaOf(to), photoKey(key, suffix), body, WEBP);
    }),
  );
  return key;
}
