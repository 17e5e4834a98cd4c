import { z } from 'zod';
import { numberedPage, PageQuery } from './pagination';
import { UPLOAD_TYPES, UPLOAD_FOLDERS, ATTACHMENT_TYPES, PAY_UPLOAD_TYPES } from './uploads.constants';

/** `GET attachments/{type}`. */
export const AttachmentParam = z.object({ type: z.enum(ATTACHMENT_TYPES, { message: 'Unknown type' }) });

const pixel = z.coerce.number({ message: 'Must be a number' }).int('Must be a whole number').min(0);
const gold = z.coerce.number({ message: 'Must be a number' }).int('Must be a whole number').positive('Must be above 0');

/**
 * The text fields of the multipart `POST uploads` body (ARCHITECTURE.md §4). The crop, in pixels of the
 * image as it is shown (EXIF orientation applied), is all four fields or none. `price` is the gold a
 * secret photo costs (operator default when left out; only with folder secret).
 */
export const UploadFields = z
  .strictObject({
    type: z.enum(UPLOAD_TYPES, { message: 'Unknown upload type' }),
    folder: z.enum(UPLOAD_FOLDERS, { message: 'Unknown folder' }).default('public'),
    price: gold.optional(),
    crop_x: pixel.optional(),
    crop_y: pixel.optional(),
    crop_w: pixel.min(1).optional(),
    crop_h: pixel.min(1).optional(),
  })
  .refine(
    (f) =>
      [f.crop_x, f.crop_y, f.crop_w, f.crop_h].every((v) => v === undefined) ||
      [f.crop_x, f.crop_y, f.crop_w, f.crop_h].every((v) => v !== undefined),
    { message: 'Crop needs crop_x, crop_y, crop_w and crop_h', path: ['crop_x'] },
  )
  .refine((f) => f.price === undefined || f.folder === 'secret', {
    message: 'Only secret photos have a price',
    path: ['price'],
  });
export type UploadFields = z.infer<typeof UploadFields>;

/**
 * `POST uploads` answers the stored image as its owner sees it. For private and secret photos `url` and
 * `thumb` are short-lived signed URLs, never guessable public paths.
 */
export const UploadResult = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb: z.string(),
  folder: z.enum(UPLOAD_FOLDERS),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  price: z.number().int().nullable().optional(),
});
export type UploadResult = z.infer<typeof UploadResult>;

/**
 * A photo as one viewer sees it (spec §3 Photo). `locked` is true for a secret photo the viewer neither
 * owns nor bought: `thumb` is then the blurred preview and `url` is empty until `PUT uploads/pay`.
 */
export const Photo = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  url: z.string(),
  thumb: z.string(),
  folder: z.enum(UPLOAD_FOLDERS),
  type: z.enum(UPLOAD_TYPES),
  related_id: z.number().int().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** Gold to unlock a secret photo; null for public and private ones. */
  price: z.number().int().nullable(),
  paid: z.number().int(),
  locked: z.boolean(),
  created_at: z.string(),
});
export type Photo = z.infer<typeof Photo>;
export const PhotoPage = numberedPage(Photo);
export type PhotoPage = z.infer<typeof PhotoPage>;

/** `GET photos/{user id}?folder&page` (16 a page); without folder, every folder the viewer may open. */
export const PhotosQuery = /* @__PURE__ */ PageQuery.extend({
  folder: z.enum(UPLOAD_FOLDERS, { message: 'Unknown folder' }).optional(),
});
export type PhotosQuery = z.infer<typeof PhotosQuery>;

/** `DELETE uploads?ids=1,2,3`: the caller's own uploads only; answers the ids that were deleted. */
export const DeleteUploadsQuery = z.object({
  ids: z
    .string({ message: 'Cannot be empty' })
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'A comma-separated list of ids')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});
export const DeletedUploads = z.object({ ids: z.array(z.number().int()) });
export type DeletedUploads = z.infer<typeof DeletedUploads>;

/** `PUT uploads/{id}`: move to another folder and/or set the secret price. Answers the Photo. */
export const MoveUploadBody = z
  .strictObject({
    folder: z.enum(UPLOAD_FOLDERS, { message: 'Unknown folder' }).optional(),
    price: z.number().int('Must be a whole number').positive('Must be above 0').nullable().optional(),
  })
  .refine((b) => b.folder !== undefined || b.price !== undefined, {
    message: 'Cannot be empty',
    path: ['folder'],
  });
export type MoveUploadBody = z.infer<typeof MoveUploadBody>;

/**
 * `PUT uploads/pay` (spec §7): buy a secret photo where it is shown. `related_id` names that place: the
 * post for `feed`, the message for `message`, and for `album` the owner's user id (the album is theirs).
 */
export const PayUploadBody = z.strictObject({
  upload_id: z.number().int().positive(),
  related_id: z.number().int().positive(),
  type: z.enum(PAY_UPLOAD_TYPES, { message: 'Unknown type' }),
  /** The price the buyer was shown: when the owner has changed it since, nothing is charged. */
  price: z.number().int().positive().optional(),
});
export type PayUploadBody = z.infer<typeof PayUploadBody>;
/** Answers the unlocked photo (paid 1, `url` the original) and the buyer's balance after paying. */
export const PaidUpload = z.object({ photo: Photo, balance: z.number().int() });
export type PaidUpload = z.infer<typeof PaidUpload>;
