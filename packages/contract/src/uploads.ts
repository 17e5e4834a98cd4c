import { z } from 'zod';

export const UPLOAD_TYPES = ['avatar', 'feed', 'message', 'album'] as const;
export const UPLOAD_FOLDERS = ['public', 'private', 'secret'] as const;

/** Largest accepted image file, checked by the server and before sending by the web app. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Image types accepted by `POST uploads`, told apart by their bytes, never by the file name. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const pixel = z.coerce.number({ message: 'Must be a number' }).int('Must be a whole number').min(0);

/**
 * The text fields of the multipart `POST uploads` body (ARCHITECTURE.md §4). The crop, in pixels of the
 * image as it is shown (EXIF orientation applied), is all four fields or none.
 */
export const UploadFields = z
  .strictObject({
    type: z.enum(UPLOAD_TYPES, { message: 'Unknown upload type' }),
    folder: z.enum(UPLOAD_FOLDERS, { message: 'Unknown folder' }).default('public'),
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
  );
export type UploadFields = z.infer<typeof UploadFields>;

export const UploadResult = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb: z.string(),
  folder: z.enum(UPLOAD_FOLDERS),
});
export type UploadResult = z.infer<typeof UploadResult>;
