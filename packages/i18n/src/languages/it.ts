/* The it strings but the long `static` texts, the areas' own (`<lang>-areas.ts`) the account screens' (`<lang>-account.ts`) and `pay`, one module so the web loads a language as one chunk. */
import type { MainResources } from '../load';
import common from '../../locales/it/common.json';
import nav from '../../locales/it/nav.json';
import errors from '../../locales/it/errors.json';
import pages from '../../locales/it/pages.json';
import profile from '../../locales/it/profile.json';
import users from '../../locales/it/users.json';
import report from '../../locales/it/report.json';
import notifications from '../../locales/it/notifications.json';
import feed from '../../locales/it/feed.json';
import photos from '../../locales/it/photos.json';
import chat from '../../locales/it/chat.json';
import gifts from '../../locales/it/gifts.json';
import translation from '../../locales/it/translation.json';
import pwa from '../../locales/it/pwa.json';

const it: MainResources = {
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
export default it;
