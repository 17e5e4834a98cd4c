/**
 * What an image is uploaded for. `hi` is the picture of the member's say-hi template (`PUT user
 * { hi_photo }`): public like an avatar, and copied into each say-hi message that carries it.
 */
export const UPLOAD_TYPES = ['avatar', 'feed', 'message', 'album', 'hi'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_FOLDERS = ['public', 'private', 'secret'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
/** What a post or message holds (`upload_ids`), and whose photos `GET attachments/{type}` lists. */
export const ATTACHMENT_TYPES = ['feed', 'message'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
/** Where a secret photo is bought (`PUT uploads/pay`): in a post, in a message, or in its owner's album. */
export const PAY_UPLOAD_TYPES = [...ATTACHMENT_TYPES, 'album'] as const;
export type PayUploadType = (typeof PAY_UPLOAD_TYPES)[number];

/** Largest accepted image file, checked by the server and before sending by the web app. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Image types accepted by `POST uploads`, told apart by their bytes, never by the file name. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Text the server answers when a photo holds text (spec §5 "Photos must not contain text"). */
export const PHOTO_HAS_TEXT_MESSAGE = 'Photos must not contain text';
/** Smallest and largest accepted sides of an image, in pixels as it is shown. */
export const UPLOAD_MIN_SIDE = 32;
export const UPLOAD_MAX_SIDE = 12_000;
/**
 * The messages of `POST uploads` refusals a client tells apart: all 400001 except `tooSlow` (408); a
 * file over `UPLOAD_MAX_BYTES` is 413. Defined once so clients need not match free text.
 */
export const UploadRefusal = {
  hasText: PHOTO_HAS_TEXT_MESSAGE,
  notImage: 'Only JPEG, PNG, WebP or GIF images',
  tooSmall: 'Image is too small',
  tooManyPixels: 'Image is too large',
  tooSlow: 'The upload took too long',
  malformed: 'The upload could not be read, please try again',
  priceChanged: 'The price has changed',
  alreadyShown: 'This photo was already sent; it cannot become paid',
} as const;
