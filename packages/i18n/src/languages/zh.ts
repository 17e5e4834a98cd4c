/* The zh strings but the long `static` texts, the areas' own (`<lang>-areas.ts`) the account screens' (`<lang>-account.ts`) and `pay`, one module so the web loads a language as one chunk. */
import type { MainResources } from '../load';
import common from '../../locales/zh/common.json';
import nav from '../../locales/zh/nav.json';
import errors from '../../locales/zh/errors.json';
import pages from '../../locales/zh/pages.json';
import profile from '../../locales/zh/profile.json';
import users from '../../locales/zh/users.json';
import report from '../../locales/zh/report.json';
import notifications from '../../locales/zh/notifications.json';
import feed from '../../locales/zh/feed.json';
import photos from '../../locales/zh/photos.json';
import chat from '../../locales/zh/chat.json';
import gifts from '../../locales/zh/gifts.json';
import translation from '../../locales/zh/translation.json';
import pwa from '../../locales/zh/pwa.json';

const zh: MainResources = {
  common,
  nav,
  errors,
  pages,
  profile,
  users,
  report,
  notifications,
  feed,
  photos,
  chat,
  gifts,
  translation,
  pwa,
};
export default zh;
