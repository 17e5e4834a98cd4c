/* The ko strings but the long `static` texts, the areas' own (`<lang>-areas.ts`) the account screens' (`<lang>-account.ts`) and `pay`, one module so the web loads a language as one chunk. */
import type { MainResources } from '../load';
import common from '../../locales/ko/common.json';
import nav from '../../locales/ko/nav.json';
import errors from '../../locales/ko/errors.json';
import pages from '../../locales/ko/pages.json';
import profile from '../../locales/ko/profile.json';
import users from '../../locales/ko/users.json';
import report from '../../locales/ko/report.json';
import notifications from '../../locales/ko/notifications.json';
import feed from '../../locales/ko/feed.json';
import photos from '../../locales/ko/photos.json';
import chat from '../../locales/ko/chat.json';
import gifts from '../../locales/ko/gifts.json';
import translation from '../../locales/ko/translation.json';
import pwa from '../../locales/ko/pwa.json';

const ko: MainResources = {
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
export default ko;
