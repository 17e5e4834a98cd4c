/* The tw strings but the long `static` texts, the areas' own (`<lang>-areas.ts`) the account screens' (`<lang>-account.ts`) and `pay`, one module so the web loads a language as one chunk. */
import type { MainResources } from '../load';
import common from '../../locales/tw/common.json';
import nav from '../../locales/tw/nav.json';
import errors from '../../locales/tw/errors.json';
import pages from '../../locales/tw/pages.json';
import profile from '../../locales/tw/profile.json';
import users from '../../locales/tw/users.json';
import report from '../../locales/tw/report.json';
import notifications from '../../locales/tw/notifications.json';
import feed from '../../locales/tw/feed.json';
import photos from '../../locales/tw/photos.json';
import chat from '../../locales/tw/chat.json';
import gifts from '../../locales/tw/gifts.json';
import translation from '../../locales/tw/translation.json';
import pwa from '../../locales/tw/pwa.json';

const tw: MainResources = {
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
export default tw;
