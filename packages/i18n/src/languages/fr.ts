/* The fr strings but the long `static` texts, the areas' own (`<lang>-areas.ts`) the account screens' (`<lang>-account.ts`) and `pay`, one module so the web loads a language as one chunk. */
import type { MainResources } from '../load';
import common from '../../locales/fr/common.json';
import nav from '../../locales/fr/nav.json';
import errors from '../../locales/fr/errors.json';
import pages from '../../locales/fr/pages.json';
import profile from '../../locales/fr/profile.json';
import users from '../../locales/fr/users.json';
import report from '../../locales/fr/report.json';
import notifications from '../../locales/fr/notifications.json';
import feed from '../../locales/fr/feed.json';
import photos from '../../locales/fr/photos.json';
import chat from '../../locales/fr/chat.json';
import gifts from '../../locales/fr/gifts.json';
import translation from '../../locales/fr/translation.json';
import pwa from '../../locales/fr/pwa.json';

const fr: MainResources = {
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
export default fr;
