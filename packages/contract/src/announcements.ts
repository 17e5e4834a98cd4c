import { z } from 'zod';
import { LANGUAGES } from './constants';
import { AdminMemberRef } from './admin';
import { APP_PLATFORMS, STATIC_PAGE_NAMES } from './admin.constants';
import { PageQuery, numberedPage } from './pagination';

/*
 * Announcements (spec §3, §4, §5; issue 19, docs/decisions.md 45) and the app versions operators publish
 * for the version dialog (spec §4, §9). Members read the newest announcement in their language (falling
 * back to en) and close it once: the modal shows only for an id above the read id.
 */

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const ANNOUNCEMENT_MAX = 2000;

/** `GET announcements/latest`: the newest published announcement; `id` 0 and no content when there is none. */
export const LatestAnnouncement = z.object({ id: z.number().int(), content: z.string() });
export type LatestAnnouncement = z.infer<typeof LatestAnnouncement>;

/** `POST announcements/read`: the member closed announcement `id` (the read id only ever rises). */
export const AnnouncementReadBody = z.object({ id: z.number().int().min(0).max(2_147_483_647) });
export const AnnouncementReadResponse = z.object({ announcement: z.number().int() });

const announcementText = z.string().trim().max(ANNOUNCEMENT_MAX);

/** The text per language; en is required (the fallback), the others are optional. */
export const AnnouncementContents = z
  .object(
    Object.fromEntries(LANGUAGES.map((l) => [l, announcementText.optional()])) as Record<
      (typeof LANGUAGES)[number],
      z.ZodOptional<typeof announcementText>
    >,
  )
  .strict()
  .refine((c) => !!c.en, {
    message: 'The English text is required: it is shown where a language has none',
    path: ['en'],
  });

/** `POST admin/announcements`: a new announcement, published at once unless `publish` is false (a draft). */
export const AdminAnnouncementBody = z.object({ contents: AnnouncementContents, publish: z.boolean().default(true) });
export type AdminAnnouncementBody = z.infer<typeof AdminAnnouncementBody>;

/** `PUT admin/announcements/{id}`: edit a draft's texts, publish it, or withdraw a published one. */
export const AdminAnnouncementUpdate = z
  .object({ contents: AnnouncementContents.optional(), action: z.enum(['publish', 'withdraw']).optional() })
  .refine((b) => b.contents !== undefined || b.action !== undefined, { message: 'Nothing to change' });
export type AdminAnnouncementUpdate = z.infer<typeof AdminAnnouncementUpdate>;

export const AdminAnnouncement = z.object({
  id: z.number().int(),
  contents: z.record(z.string(), z.string()),
  published_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  created_at: z.string(),
  author: AdminMemberRef.nullable(),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncement>;
export const AdminAnnouncementPage = numberedPage(AdminAnnouncement);
export const AdminAnnouncementsQuery = PageQuery;
export const AnnouncementIdParam = z.object({ id: rowId });

/** `POST admin/versions`: the newest version of a platform; older clients are asked to update. */
export const AdminVersionBody = z.object({
  platform: z.enum(APP_PLATFORMS),
  version: z
    .string()
    .trim()
    .max(32)
    .regex(/^\d+(\.\d+){0,3}$/, 'A version is numbers separated by dots, like 1.4.2'),
  url: z
    .string()
    .trim()
    .max(500)
    .url('The download address must be a full https:// address')
    .refine((u) => /^https:\/\//i.test(u), 'The download address must be a full https:// address')
    .optional(),
  notes: z.string().trim().max(2000).optional(),
  force: z.boolean().default(false),
});
export type AdminVersionBody = z.infer<typeof AdminVersionBody>;

export const AdminVersion = z.object({
  id: z.number().int(),
  platform: z.string(),
  version: z.string(),
  url: z.string().nullable(),
  notes: z.string().nullable(),
  force: z.boolean(),
  created_at: z.string(),
});
export type AdminVersion = z.infer<typeof AdminVersion>;
export const AdminVersionList = z.object({ data: z.array(AdminVersion) });

/*
 * Static pages' texts (`GET page`, spec §7; issues 16 and 17): an operator's version of a page in one
 * language replaces the text the locale files give it; without one, `content` is null.
 */
const pageLine = (max: number) => z.string().trim().min(1, 'Cannot be empty').max(max);

export const StaticPageContent = z.object({
  title: pageLine(120),
  intro: z.string().trim().max(2000).nullable().default(null),
  sections: z
    .array(z.object({ heading: pageLine(160), body: pageLine(10_000) }))
    .min(1, 'A page needs at least one section')
    .max(40),
});
export type StaticPageContent = z.infer<typeof StaticPageContent>;

/** `GET page?name&lang`: `lang` is the interface language (else the request's Accept-Language). */
export const StaticPageQuery = z.object({ name: z.enum(STATIC_PAGE_NAMES), lang: z.enum(LANGUAGES).optional() });
export const PageAnswer = z.object({
  name: z.enum(STATIC_PAGE_NAMES),
  language: z.enum(LANGUAGES),
  content: StaticPageContent.nullable(),
  updated_at: z.string().nullable(),
});
export type PageAnswer = z.infer<typeof PageAnswer>;

export const AdminPageParam = z.object({ name: z.enum(STATIC_PAGE_NAMES) });
export const AdminPageLanguageQuery = z.object({ language: z.enum(LANGUAGES) });
/** `PUT admin/pages/{name}`: the page's text in one language. */
export const AdminPageBody = z.object({ language: z.enum(LANGUAGES), content: StaticPageContent });
export type AdminPageBody = z.infer<typeof AdminPageBody>;

export const AdminPage = z.object({
  name: z.enum(STATIC_PAGE_NAMES),
  language: z.enum(LANGUAGES),
  updated_at: z.string(),
  author: AdminMemberRef.nullable(),
});
export type AdminPage = z.infer<typeof AdminPage>;
/** `GET admin/pages`: every page text an operator wrote, newest first. */
export const AdminPageList = z.object({ data: z.array(AdminPage) });
export const AdminPageRemoved = z.object({ removed: z.boolean() });
