import { endpoint } from '../endpoint';
import {
  AdminAnnouncement,
  AdminAnnouncementBody,
  AdminAnnouncementPage,
  AdminAnnouncementsQuery,
  AdminAnnouncementUpdate,
  AdminVersion,
  AdminVersionBody,
  AdminVersionList,
  AnnouncementIdParam,
  AnnouncementReadBody,
  AnnouncementReadResponse,
  LatestAnnouncement,
} from '../announcements';

const tag = 'announcements';

/**
 * Announcements (spec §3, §4, §5) for everyone, and what operators publish for them and for the version
 * dialog (spec §4, §9): `admin/announcements` (permission `announcements.write`) and `admin/versions`
 * (`versions.write`), each write in the audit log.
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
};
