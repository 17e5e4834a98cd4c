/* The en strings but the long `static` texts, the areas' own (`<lang>-areas.ts`) the account screens' (`<lang>-account.ts`) and `pay`, one module so the web loads a language as one chunk. */
import common from '../../locales/en/common.json';
import nav from '../../locales/en/nav.json';
import errors from '../../locales/en/errors.json';
import pages from '../../locales/en/pages.json';
import profile from '../../locales/en/profile.json';
import users from '../../locales/en/users.json';
import report from '../../locales/en/report.json';
import notifications from '../../locales/en/notifications.json';
import feed from '../../locales/en/feed.json';
import photos from '../../locales/en/photos.json';
import chat from '../../locales/en/chat.json';
import gifts from '../../locales/en/gifts.json';
import translation from '../../locales/en/translation.json';
import pwa from '../../locales/en/pwa.json';

const en = {
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
export default en;
