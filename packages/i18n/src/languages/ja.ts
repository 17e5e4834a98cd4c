/* The ja strings but the long `static` texts, the areas' own (`<lang>-areas.ts`) the account screens' (`<lang>-account.ts`) and `pay`, one module so the web loads a language as one chunk. */
import type { MainResources } from '../load';
import common from '../../locales/ja/common.json';
import nav from '../../locales/ja/nav.json';
import errors from '../../locales/ja/errors.json';
import pages from '../../locales/ja/pages.json';
import profile from '../../locales/ja/profile.json';
import users from '../../locales/ja/users.json';
import report from '../../locales/ja/report.json';
import notifications from '../../locales/ja/notifications.json';
import feed from '../../locales/ja/feed.json';
import photos from '../../locales/ja/photos.json';
import chat from '../../locales/ja/chat.json';
import gifts from '../../locales/ja/gifts.json';
import translation from '../../locales/ja/translation.json';
import pwa from '../../locales/ja/pwa.json';

const ja: MainResources = {
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
export default ja;
