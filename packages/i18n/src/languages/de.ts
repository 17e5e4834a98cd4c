/* The de strings but the long `static` texts, the areas' own (`<lang>-areas.ts`) the account screens' (`<lang>-account.ts`) and `pay`, one module so the web loads a language as one chunk. */
import type { MainResources } from '../load';
import common from '../../locales/de/common.json';
import nav from '../../locales/de/nav.json';
import errors from '../../locales/de/errors.json';
import pages from '../../locales/de/pages.json';
import profile from '../../locales/de/profile.json';
import users from '../../locales/de/users.json';
import report from '../../locales/de/report.json';
import notifications from '../../locales/de/notifications.json';
import feed from '../../locales/de/feed.json';
import photos from '../../locales/de/photos.json';
import chat from '../../locales/de/chat.json';
import gifts from '../../locales/de/gifts.json';
import translation from '../../locales/de/translation.json';
import pwa from '../../locales/de/pwa.json';

const de: MainResources = {
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
export default de;
