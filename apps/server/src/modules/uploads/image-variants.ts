import { createHash, randomBytes } from 'node:crypto';
import { RefusalReason, UPLOAD_MAX_SIDE, UPLOAD_MIN_SIDE, UploadRefusal } from '@yuanfen/contract';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { fail } from '../../platform/errors';

/** Sizes of ARCHITECTURE.md §2; the main image keeps 400×400 so the thumbs stay sharp on dense screens. */
export const AVATAR_VARIANTS = [
  { suffix: '', width: 400, height: 400 },
  { suffix: '_200', width: 200, height: 200 },
  { suffix: '_100', width: 100, height: 100 },
  { suffix: '_cover', width: 800, height: 300 },
] as const;

/** Larger sources are refused before decoding: a small file can still unpack into gigabytes. */
export const MAX_SOURCE_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export interface Crop {
  x: number;
  y: number;
  w: number;
  h: number;
}

const notAnImage = () =>
  fail.validation({ file: UploadRefusal.notImage }, UploadRefusal.notImage, RefusalReason.NotImage);

/** Width and height as the image is shown, EXIF orientation applied; refuses anything not a plain image. */
async function shownSize(source: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw notAnImage();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (width > UPLOAD_MAX_SIDE || height > UPLOAD_MAX_SIDE || width * height > MAX_SOURCE_PIXELS)
    throw fail.validation(
      { file: `Images up to ${UPLOAD_MAX_SIDE}×${UPLOAD_MAX_SIDE} pixels` },
      UploadRefusal.tooManyPixels,
      RefusalReason.ImageTooLarge,
    );
  if (width < UPLOAD_MIN_SIDE || height < UPLOAD_MIN_SIDE)
    throw fail.validation(
      { file: `Images from ${UPLOAD_MIN_SIDE}×${UPLOAD_MIN_SIDE} pixels` },
      UploadRefusal.tooSmall,
      RefusalReason.ImageTooSmall,
    );
  return { width, height };
}

/** The member's crop when it lies within the image, else the largest centred square. */
function regionOf(
  size: { width: number; height: number },
  crop?: Crop,
): { left: number; top: number; width: number; height: number } {
  if (crop) {
    if (crop.x + crop.w > size.width || crop.y + crop.h > size.height)
      throw fail.validation({ crop_x: 'The crop must lie within the image' }, 'The crop must lie within the image');
    return { left: crop.x, top: crop.y, width: crop.w, height: crop.h };
  }
  const side = Math.min(size.width, size.height);
  return {
    left: Math.floor((size.width - side) / 2),
    top: Math.floor((size.height - side) / 2),
    width: side,
    height: side,
  };
}

/** A stored file: its key and bytes. */
export interface VariantFile {
  key: string;
  body: Buffer;
}

const randomStem = (dir: string) => `${dir}/${randomBytes(16).toString('hex')}`;
const webp = (image: Sharp) => image.webp({ quality: 82, alphaQuality: 90 }).toBuffer();

/**
 * The avatar variants as WebP under `avatars/` with a random stem; the first file is the main variant.
 * Re-encoding without `withMetadata` drops EXIF, GPS, XMP and ICC comments; the orientation is applied to
 * the pixels first so nothing turns sideways.
 */
export async function avatarVariants(source: Buffer, crop?: Crop): Promise<VariantFile[]> {
  const region = regionOf(await shownSize(source), crop);
  const stem = randomStem('avatars');
  // Orient into raw pixels once, so the crop is taken in the coordinates the member saw.
  const oriented = await sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS })
    .autoOrient()
    .extract(region)
    .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: oriented.info.width, height: oriented.info.height, channels: oriented.info.channels };
  return Promise.all(
    AVATAR_VARIANTS.map(async (v) => ({
      key: `${stem}${v.suffix}.webp`,
      body: await webp(sharp(oriented.data, { raw }).resize(v.width, v.height, { fit: 'cover', position: 'centre' })),
    })),
  );
}

/** The path of one avatar variant, from the main variant's path. */
export const variantPath = (mainPath: string, suffix: (typeof AVATAR_VARIANTS)[number]['suffix']) =>
  mainPath.replace(/\.webp$/, `${suffix}.webp`);

/** Photo variants (spec §3 Images): the main image, a square thumb and the blurred preview of a secret photo. */
export const PHOTO_SUFFIXES = ['', '_200', '_blur'] as const;
export type PhotoSuffix = (typeof PHOTO_SUFFIXES)[number];
const PHOTO_MAX_SIDE = 1600;

/**
 * The key of one photo variant, from the main key. The blurred preview is all a member who has not
 * bought a secret photo ever sees, so its key is a one-way hash of the main key: nothing it shows
 * leads to the original's key (which has 128 random bits), whatever the bucket's listing rules.
 */
export const photoKey = (mainKey: string, suffix: PhotoSuffix) => {
  if (suffix !== '_blur') return mainKey.replace(/\.webp$/, `${suffix}.webp`);
  const dir = mainKey.slice(0, mainKey.lastIndexOf('/'));
  const digest = createHash('sha256').update(`blur|${mainKey}`).digest('hex').slice(0, 40);
  return `${dir}/${digest}_blur.webp`;
};

/** Where blurred previews were stored before their keys were hashed (`migrateLegacyBlurKeys`). */
export const legacyBlurKey = (mainKey: string) => mainKey.replace(/\.webp$/, '_blur.webp');

/** A new random main key for a photo: moving a photo re-keys it, so its old URLs stop working. */
export const newPhotoKey = () => `${randomStem('photos')}.webp`;

export interface PhotoImage {
  width: number;
  height: number;
  /** The main image (inside 1600×1600, WebP, no metadata), also what the text check reads. */
  main: Buffer;
  files: Record<PhotoSuffix, Buffer>;
}

/**
 * Re-encodes a photo: the main image fits inside 1600×1600, `_200` is a centred square and `_blur` a
 * preview so blurred (downscaled to 12 px, then scaled up and blurred again) that nothing of the
 * picture can be made out. Every photo gets `_blur`, so it can be moved to the secret folder later.
 */
export async function photoVariants(source: Buffer): Promise<PhotoImage> {
  await shownSize(source);
  const oriented = sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS }).autoOrient();
  const main = await oriented
    .clone()
    .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, alphaQuality: 90 })
    .toBuffer({ resolveWithObject: true });
  const thumb = await webp(sharp(main.data).resize(200, 200, { fit: 'cover', position: 'centre' }));
  const tiny = await sharp(main.data).resize(12, 12, { fit: 'cover' }).png().toBuffer();
  const blur = await webp(sharp(tiny).resize(200, 200, { kernel: 'cubic' }).blur(12));
  return {
    width: main.info.width,
    height: main.info.height,
    main: main.data,
    files: { '': main.data, _200: thumb, _blur: blur },
  };
}

/** A selfie sent for identity verification (issue 19): its key under `verifications/` and its bytes. */
export interface SelfieImage {
  key: string;
  body: Buffer;
}

/**
 * Re-encodes a selfie like a photo's main image (inside 1600×1600, WebP, EXIF and GPS dropped, the
 * orientation applied) under a new random key: 128 random bits that nothing public leads to.
 */
export async function selfieImage(source: Buffer): Promise<SelfieImage> {
  await shownSize(source);
  const body = await sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS })
    .autoOrient()
    .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  return { key: `${randomStem('verifications')}.webp`, body };
}
