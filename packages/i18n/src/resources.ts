/* Every locale file, imported statically so bundlers inline them and English types the keys. */
import en_common from '../locales/en/common.json';
import en_nav from '../locales/en/nav.json';
import en_auth from '../locales/en/auth.json';
import en_errors from '../locales/en/errors.json';
import en_debug from '../locales/en/debug.json';
import en_pages from '../locales/en/pages.json';
import en_static from '../locales/en/static.json';
import en_pay from '../locales/en/pay.json';
import en_profile from '../locales/en/profile.json';
import en_users from '../locales/en/users.json';
import en_report from '../locales/en/report.json';
import en_settings from '../locales/en/settings.json';
import en_notifications from '../locales/en/notifications.json';
import en_feed from '../locales/en/feed.json';
import en_photos from '../locales/en/photos.json';
import en_chat from '../locales/en/chat.json';
import en_translation from '../locales/en/translation.json';
import zh_common from '../locales/zh/common.json';
import zh_nav from '../locales/zh/nav.json';
import zh_auth from '../locales/zh/auth.json';
import zh_errors from '../locales/zh/errors.json';
import zh_debug from '../locales/zh/debug.json';
import zh_pages from '../locales/zh/pages.json';
import zh_static from '../locales/zh/static.json';
import zh_pay from '../locales/zh/pay.json';
import zh_profile from '../locales/zh/profile.json';
import zh_users from '../locales/zh/users.json';
import zh_report from '../locales/zh/report.json';
import zh_settings from '../locales/zh/settings.json';
import zh_notifications from '../locales/zh/notifications.json';
import zh_feed from '../locales/zh/feed.json';
import zh_photos from '../locales/zh/photos.json';
import zh_chat from '../locales/zh/chat.json';
import zh_translation from '../locales/zh/translation.json';
import tw_common from '../locales/tw/common.json';
import tw_nav from '../locales/tw/nav.json';
import tw_auth from '../locales/tw/auth.json';
import tw_errors from '../locales/tw/errors.json';
import tw_debug from '../locales/tw/debug.json';
import tw_pages from '../locales/tw/pages.json';
import tw_static from '../locales/tw/static.json';
import tw_pay from '../locales/tw/pay.json';
import tw_profile from '../locales/tw/profile.json';
import tw_users from '../locales/tw/users.json';
import tw_report from '../locales/tw/report.json';
import tw_settings from '../locales/tw/settings.json';
import tw_notifications from '../locales/tw/notifications.json';
import tw_feed from '../locales/tw/feed.json';
import tw_photos from '../locales/tw/photos.json';
import tw_chat from '../locales/tw/chat.json';
import tw_translation from '../locales/tw/translation.json';
import de_common from '../locales/de/common.json';
import de_nav from '../locales/de/nav.json';
import de_auth from '../locales/de/auth.json';
import de_errors from '../locales/de/errors.json';
import de_debug from '../locales/de/debug.json';
import de_pages from '../locales/de/pages.json';
import de_static from '../locales/de/static.json';
import de_pay from '../locales/de/pay.json';
import de_profile from '../locales/de/profile.json';
import de_users from '../locales/de/users.json';
import de_report from '../locales/de/report.json';
import de_settings from '../locales/de/settings.json';
import de_notifications from '../locales/de/notifications.json';
import de_feed from '../locales/de/feed.json';
import de_photos from '../locales/de/photos.json';
import de_chat from '../locales/de/chat.json';
import de_translation from '../locales/de/translation.json';
import it_common from '../locales/it/common.json';
import it_nav from '../locales/it/nav.json';
import it_auth from '../locales/it/auth.json';
import it_errors from '../locales/it/errors.json';
import it_debug from '../locales/it/debug.json';
import it_pages from '../locales/it/pages.json';
import it_static from '../locales/it/static.json';
import it_pay from '../locales/it/pay.json';
import it_profile from '../locales/it/profile.json';
import it_users from '../locales/it/users.json';
import it_report from '../locales/it/report.json';
import it_settings from '../locales/it/settings.json';
import it_notifications from '../locales/it/notifications.json';
import it_feed from '../locales/it/feed.json';
import it_photos from '../locales/it/photos.json';
import it_chat from '../locales/it/chat.json';
import it_translation from '../locales/it/translation.json';
import fr_common from '../locales/fr/common.json';
import fr_nav from '../locales/fr/nav.json';
import fr_auth from '../locales/fr/auth.json';
import fr_errors from '../locales/fr/errors.json';
import fr_debug from '../locales/fr/debug.json';
import fr_pages from '../locales/fr/pages.json';
import fr_static from '../locales/fr/static.json';
import fr_pay from '../locales/fr/pay.json';
import fr_profile from '../locales/fr/profile.json';
import fr_users from '../locales/fr/users.json';
import fr_report from '../locales/fr/report.json';
import fr_settings from '../locales/fr/settings.json';
import fr_notifications from '../locales/fr/notifications.json';
import fr_feed from '../locales/fr/feed.json';
import fr_photos from '../locales/fr/photos.json';
import fr_chat from '../locales/fr/chat.json';
import fr_translation from '../locales/fr/translation.json';
import ja_common from '../locales/ja/common.json';
import ja_nav from '../locales/ja/nav.json';
import ja_auth from '../locales/ja/auth.json';
import ja_errors from '../locales/ja/errors.json';
import ja_debug from '../locales/ja/debug.json';
import ja_pages from '../locales/ja/pages.json';
import ja_static from '../locales/ja/static.json';
import ja_pay from '../locales/ja/pay.json';
import ja_profile from '../locales/ja/profile.json';
import ja_users from '../locales/ja/users.json';
import ja_report from '../locales/ja/report.json';
import ja_settings from '../locales/ja/settings.json';
import ja_notifications from '../locales/ja/notifications.json';
import ja_feed from '../locales/ja/feed.json';
import ja_photos from '../locales/ja/photos.json';
import ja_chat from '../locales/ja/chat.json';
import ja_translation from '../locales/ja/translation.json';
import ko_common from '../locales/ko/common.json';
import ko_nav from '../locales/ko/nav.json';
import ko_auth from '../locales/ko/auth.json';
import ko_errors from '../locales/ko/errors.json';
import ko_debug from '../locales/ko/debug.json';
import ko_pages from '../locales/ko/pages.json';
import ko_static from '../locales/ko/static.json';
import ko_pay from '../locales/ko/pay.json';
import ko_profile from '../locales/ko/profile.json';
import ko_users from '../locales/ko/users.json';
import ko_report from '../locales/ko/report.json';
import ko_settings from '../locales/ko/settings.json';
import ko_notifications from '../locales/ko/notifications.json';
import ko_feed from '../locales/ko/feed.json';
import ko_photos from '../locales/ko/photos.json';
import ko_chat from '../locales/ko/chat.json';
import ko_translation from '../locales/ko/translation.json';

import type { Language } from '@yuanfen/contract';

export const namespaces = [
  'common',
  'nav',
  'auth',
  'errors',
  'debug',
  'pages',
  'static',
  'pay',
  'profile',
  'users',
  'report',
  'settings',
  'notifications',
  'feed',
  'photos',
  'chat',
  'translation',
] as const;
export type Namespace = (typeof namespaces)[number];

/** English is the reference: every other language must have the same shape. */
export const en = {
  common: en_common,
  nav: en_nav,
  auth: en_auth,
  errors: en_errors,
  debug: en_debug,
  pages: en_pages,
  static: en_static,
  pay: en_pay,
  profile: en_profile,
  users: en_users,
  report: en_report,
  settings: en_settings,
  notifications: en_notifications,
  feed: en_feed,
  photos: en_photos,
  chat: en_chat,
  translation: en_translation,
};
export type Resources = typeof en;

export const resources: Record<Language, Resources> = {
  en,
  zh: {
    common: zh_common,
    nav: zh_nav,
    auth: zh_auth,
    errors: zh_errors,
    debug: zh_debug,
    pages: zh_pages,
    static: zh_static,
    pay: zh_pay,
    profile: zh_profile,
    users: zh_users,
    report: zh_report,
    settings: zh_settings,
    notifications: zh_notifications,
    feed: zh_feed,
    photos: zh_photos,
    chat: zh_chat,
    translation: zh_translation,
  },
  tw: {
    common: tw_common,
    nav: tw_nav,
    auth: tw_auth,
    errors: tw_errors,
    debug: tw_debug,
    pages: tw_pages,
    static: tw_static,
    pay: tw_pay,
    profile: tw_profile,
    users: tw_users,
    report: tw_report,
    settings: tw_settings,
    notifications: tw_notifications,
    feed: tw_feed,
    photos: tw_photos,
    chat: tw_chat,
    translation: tw_translation,
  },
  de: {
    common: de_common,
    nav: de_nav,
    auth: de_auth,
    errors: de_errors,
    debug: de_debug,
    pages: de_pages,
    static: de_static,
    pay: de_pay,
    profile: de_profile,
    users: de_users,
    report: de_report,
    settings: de_settings,
    notifications: de_notifications,
    feed: de_feed,
    photos: de_photos,
    chat: de_chat,
    translation: de_translation,
  },
  it: {
    common: it_common,
    nav: it_nav,
    auth: it_auth,
    errors: it_errors,
    debug: it_debug,
    pages: it_pages,
    static: it_static,
    pay: it_pay,
    profile: it_profile,
    users: it_users,
    report: it_report,
    settings: it_settings,
    notifications: it_notifications,
    feed: it_feed,
    photos: it_photos,
    chat: it_chat,
    translation: it_translation,
  },
  fr: {
    common: fr_common,
    nav: fr_nav,
    auth: fr_auth,
    errors: fr_errors,
    debug: fr_debug,
    pages: fr_pages,
    static: fr_static,
    pay: fr_pay,
    profile: fr_profile,
    users: fr_users,
    report: fr_report,
    settings: fr_settings,
    notifications: fr_notifications,
    feed: fr_feed,
    photos: fr_photos,
    chat: fr_chat,
    translation: fr_translation,
  },
  ja: {
    common: ja_common,
    nav: ja_nav,
    auth: ja_auth,
    errors: ja_errors,
    debug: ja_debug,
    pages: ja_pages,
    static: ja_static,
    pay: ja_pay,
    profile: ja_profile,
    users: ja_users,
    report: ja_report,
    settings: ja_settings,
    notifications: ja_notifications,
    feed: ja_feed,
    photos: ja_photos,
    chat: ja_chat,
    translation: ja_translation,
  },
  ko: {
    common: ko_common,
    nav: ko_nav,
    auth: ko_auth,
    errors: ko_errors,
    debug: ko_debug,
    pages: ko_pages,
    static: ko_static,
    pay: ko_pay,
    profile: ko_profile,
    users: ko_users,
    report: ko_report,
    settings: ko_settings,
    notifications: ko_notifications,
    feed: ko_feed,
    photos: ko_photos,
    chat: ko_chat,
    translation: ko_translation,
  },
};
