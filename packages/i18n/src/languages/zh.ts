/* The zh strings but the long `static` texts, one module so the web loads a language as one chunk. */
import type { MainResources } from '../load';
import common from '../../locales/zh/common.json';
import nav from '../../locales/zh/nav.json';
import auth from '../../locales/zh/auth.json';
import errors from '../../locales/zh/errors.json';
import debug from '../../locales/zh/debug.json';
import pages from '../../locales/zh/pages.json';
import pay from '../../locales/zh/pay.json';
import profile from '../../locales/zh/profile.json';
import users from '../../locales/zh/users.json';
import report from '../../locales/zh/report.json';
import settings from '../../locales/zh/settings.json';
import notifications from '../../locales/zh/notifications.json';
import feed from '../../locales/zh/feed.json';
import photos from '../../locales/zh/photos.json';
import chat from '../../locales/zh/chat.json';
import gifts from '../../locales/zh/gifts.json';
import translation from '../../locales/zh/translation.json';
import mall from '../../locales/zh/mall.json';
import contact from '../../locales/zh/contact.json';
import withdraw from '../../locales/zh/withdraw.json';
import affiliate from '../../locales/zh/affiliate.json';
import support from '../../locales/zh/support.json';
import verify from '../../locales/zh/verify.json';
import game from '../../locales/zh/game.json';
import pwa from '../../locales/zh/pwa.json';

const zh: MainResources = {
  common,
  nav,
  auth,
  errors,
  debug,
  pages,
  pay,
  profile,
  users,
  report,
  settings,
  notifications,
  feed,
  photos,
  chat,
  gifts,
  translation,
  mall,
  contact,
  withdraw,
  affiliate,
  support,
  verify,
  game,
  pwa,
};
export default zh;
