import { z } from 'zod';
import { AdminMemberRef } from './admin';
import { PageQuery, numberedPage } from './pagination';
import {
  PHOTO_FLAG_ACTIONS,
  PHOTO_FLAG_STATUSES,
  REMOVAL_CATEGORIES,
  SAY_HI_ACTIONS,
  SAY_HI_PARTS,
} from './review.constants';

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
export const AdminReviewIdParam = z.object({ id: rowId });

// ---- say-hi templates ----

/**
 * `GET admin/say-hi?holds&page`: members' templates changed since they were last reviewed, newest change
 * first, 20 a page; `holds` keeps those with a text or with a picture.
 */
export const AdminSayHiQuery = /* @__PURE__ */ PageQuery.extend({
  holds: z.enum(SAY_HI_PARTS).optional(),
});
export type AdminSayHiQuery = z.infer<typeof AdminSayHiQuery>;

export const AdminSayHi = z.object({
  member: AdminMemberRef,
  text: z.string().nullable(),
  /** The picture's public URL. */
  photo: z.string().nullable(),
  /** When the member last changed the template: the version an approval covers. */
  changed_at: z.string(),
  /** Say-hi messages sent with this version of the template. */
  sent: z.number().int(),
  reviewed_at: z.string().nullable(),
});
export type AdminSayHi = z.infer<typeof AdminSayHi>;
export const AdminSayHiPage = numberedPage(AdminSayHi);
export type AdminSayHiPage = z.infer<typeof AdminSayHiPage>;

/**
 * `PUT admin/say-hi/{member id}`: approve the version seen (`changed_at`), or remove its text and/or
 * picture for a category the member reads. A template changed since the operator read it answers 409.
 */
export const AdminSayHiDecisionBody = z
  .strictObject({
    action: z.enum(SAY_HI_ACTIONS),
    changed_at: z.iso.datetime({ offset: true }),
    remove: z.array(z.enum(SAY_HI_PARTS)).min(1).max(2).optional(),
    category: z.enum(REMOVAL_CATEGORIES).optional(),
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .refine((b) => b.action !== 'remove' || b.remove !== undefined, {
    path: ['remove'],
    message: 'Say what to remove: the text, the picture or both',
  })
  .refine((b) => b.action !== 'remove' || b.category !== undefined, {
    path: ['category'],
    message: 'Say why it is removed',
  });
export type AdminSayHiDecisionBody = z.infer<typeof AdminSayHiDecisionBody>;

// ---- photos the text check flagged ----

/** `GET admin/photo-flags?status&page`: open ones newest first, decided ones by status. */
export const AdminPhotoFlagsQuery = /* @__PURE__ */ PageQuery.extend({
  status: z.enum(PHOTO_FLAG_STATUSES).default('open'),
});
export type AdminPhotoFlagsQuery = z.infer<typeof AdminPhotoFlagsQuery>;

export const AdminPhotoFlag = z.object({
  /** The upload's id. */
  id: z.number().int(),
  member: AdminMemberRef,
  /** What the photo was uploaded for (avatar, album, feed, message, hi) and who may see it. */
  type: z.string(),
  folder: z.string(),
  /** A signed URL (private and secret photos too); null once the photo is deleted. */
  url: z.string().nullable(),
  /** The words OCR read, as it read them. */
  words: z.array(z.string()),
  status: z.enum(PHOTO_FLAG_STATUSES),
  category: z.enum(REMOVAL_CATEGORIES).nullable(),
  decided_by: z.number().int().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminPhotoFlag = z.infer<typeof AdminPhotoFlag>;
export const AdminPhotoFlagPage = numberedPage(AdminPhotoFlag);
export type AdminPhotoFlagPage = z.infer<typeof AdminPhotoFlagPage>;

/** `PUT admin/photo-flags/{upload id}`: keep (the flag is cleared) or remove for a category. */
export const AdminPhotoFlagDecisionBody = z
  .strictObject({
    action: z.enum(PHOTO_FLAG_ACTIONS),
    category: z.enum(REMOVAL_CATEGORIES).optional(),
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .refine((b) => b.action !== 'remove' || b.category !== undefined, {
    path: ['category'],
    message: 'Say why it is removed',
  });
export type AdminPhotoFlagDecisionBody = z.infer<typeof AdminPhotoFlagDecisionBody>;
