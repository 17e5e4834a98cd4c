import { endpoint } from '../endpoint';
import {
  AdminAnnouncement,
  AdminAnnouncementBody,
  AdminAnnouncementPage,
  AdminAnnouncementsQuery,
  AdminAnnouncementUpdate,
  AdminPageBody,
  AdminPageLanguageQuery,
  AdminPageList,
  AdminPageParam,
  AdminPageRemoved,
  AdminVersion,
  AdminVersionBody,
  AdminVersionList,
  AnnouncementIdParam,
  AnnouncementReadBody,
  AnnouncementReadResponse,
  LatestAnnouncement,
  PageAnswer,
  StaticPageQuery,
} from '../announcements';

const tag = 'announcements';

/**
 * Announcements (spec §3, §4, §5) for everyone, and what operators publish for them and for the version
 * dialog (spec §4, §9): `admin/announcements` (permission `announcements.write`) and `admin/versions`
 * (`versions.write`), and the static pages' texts (`GET page`; `admin/pages`, `pages.write`), each write
 * in the audit log.
 */
export const announcements = {
  /** The newest published announcement in the caller's language (en when it has none). */
  latest: endpoint({
    method: 'GET',
    path: '/announcements/latest',
    access: 'optional',
    tag,
    response: LatestAnnouncement,
  }),
  /** The member closed an announcement: their read id rises to it (never falls). */
  read: endpoint({
    method: 'POST',
    path: '/announcements/read',
    access: 'user',
    tag,
    body: AnnouncementReadBody,
    response: AnnouncementReadResponse,
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/admin/announcements',
    access: 'user',
    tag: 'admin',
    query: AdminAnnouncementsQuery,
    response: AdminAnnouncementPage,
  }),
  /** Writes an announcement; published at once (a live `announcement` event) unless it is a draft. */
  adminCreate: endpoint({
    method: 'POST',
    path: '/admin/announcements',
    access: 'user',
    tag: 'admin',
    body: AdminAnnouncementBody,
    response: AdminAnnouncement,
  }),
  /** Edits a draft, publishes it, or withdraws a published announcement. */
  adminUpdate: endpoint({
    method: 'PUT',
    path: '/admin/announcements/:id',
    access: 'user',
    tag: 'admin',
    params: AnnouncementIdParam,
    body: AdminAnnouncementUpdate,
    response: AdminAnnouncement,
  }),
  /** The versions published for each platform, newest first. */
  adminVersions: endpoint({
    method: 'GET',
    path: '/admin/versions',
    access: 'user',
    tag: 'admin',
    response: AdminVersionList,
  }),
  /** Publishes a platform's newest version: older clients see the version dialog. */
  adminPublishVersion: endpoint({
    method: 'POST',
    path: '/admin/versions',
    access: 'user',
    tag: 'admin',
    body: AdminVersionBody,
    response: AdminVersion,
  }),
  /** A static page's text in a language as an operator wrote it; `content` null: the locale files' text. */
  page: endpoint({
    method: 'GET',
    path: '/page',
    access: 'optional',
    tag,
    query: StaticPageQuery,
    response: PageAnswer,
  }),
  /** Every page text operators wrote (name, language, when, by whom). */
  adminPages: endpoint({
    method: 'GET',
    path: '/admin/pages',
    access: 'user',
    tag: 'admin',
    response: AdminPageList,
  }),
  /** Writes a static page's text in one language (replacing the locale files' text there). */
  adminSavePage: endpoint({
    method: 'PUT',
    path: '/admin/pages/:name',
    access: 'user',
    tag: 'admin',
    params: AdminPageParam,
    body: AdminPageBody,
    response: PageAnswer,
  }),
  /** Removes an operator's text: the page shows the locale files' text in that language again. */
  adminRemovePage: endpoint({
    method: 'DELETE',
    path: '/admin/pages/:name',
    access: 'user',
    tag: 'admin',
    params: AdminPageParam,
    query: AdminPageLanguageQuery,
    response: AdminPageRemoved,
  }),
};
