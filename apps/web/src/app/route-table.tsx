import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Language } from '@yuanfen/contract';
import { LandingPage } from '../features/landing/LandingPage';
import { StaticPage, type StaticPageName } from '../features/static/StaticPage';
import { RetrievePage } from '../features/account/RetrievePage';
import { ReactivatePage } from '../features/account/ReactivatePage';
import { SettingPage } from '../features/settings/SettingPage';
import { OtherPage, LanguagePage } from '../features/settings/OtherPage';
import { MePage } from '../features/me/MePage';
import { DebugPage } from '../features/debug/DebugPage';
import { NotFoundPage } from '../features/system/NotFoundPage';
import { MaintenancePage } from '../features/system/MaintenancePage';
import { BackPage } from '../features/system/BackPage';
import { HomePage } from '../features/feed/HomePage';
import { FeedPage } from '../features/feed/FeedPage';
import { PlannedPage } from '../features/system/PlannedPage';
import { UserListPage } from '../features/users/UserListPage';
import { MeetPage } from '../features/encounters/MeetPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { TimelinePage } from '../features/profile/TimelinePage';
import { EditProfilePage } from '../features/settings/EditProfilePage';
import { InformationPage } from '../features/settings/InformationPage';
import { IntroductionPage } from '../features/settings/IntroductionPage';
import { SayHiPage } from '../features/settings/SayHiPage';
import { AvatarPage } from '../features/settings/AvatarPage';
import { PrivacyPage } from '../features/settings/PrivacyPage';
import { NotificationSettingsPage } from '../features/settings/NotificationSettingsPage';
import { TranslationPage } from '../features/settings/TranslationPage';
import { TranslatorQueuePage } from '../features/translation/TranslatorQueuePage';
import { PasswordPage } from '../features/settings/PasswordPage';
import { VipPage } from '../features/vip/VipPage';
import { BillPage } from '../features/bill/BillPage';
import { SandboxPayPage } from '../features/pay/SandboxPayPage';
import { ChatsPage } from '../features/chat/ChatsPage';
import { ChatPage } from '../features/chat/ChatPage';
import { AlbumPage } from '../features/photos/AlbumPage';
import { MemberPhotosPage } from '../features/photos/MemberPhotosPage';
import type { TitleKey } from '../lib/title-key';

/** What the shell needs to know about a route (read through `useMatches().handle`). */
export interface RouteMeta {
  auth: boolean;
  title: TitleKey;
  /** Show the mobile bottom tab bar (news, chats, meet and me only). */
  tabs?: boolean;
  /** The front page: its own layout and body style; signed-in visitors go to /home. */
  front?: boolean;
  /** Where the back control goes; else one step back. */
  back?: string;
}

export interface RouteEntry extends RouteMeta {
  path: string;
  element: ReactNode;
}

const planned = (title: TitleKey, meta: Omit<RouteMeta, 'title'>, path: string): RouteEntry => ({
  path,
  title,
  ...meta,
  element: <PlannedPage title={title} />,
});

const staticPage = (page: StaticPageName, title: TitleKey, path: string = page): RouteEntry => ({
  path: `/${path}`,
  title,
  auth: false,
  element: <StaticPage page={page} />,
});

const staticPages: Array<[StaticPageName, TitleKey]> = [
  ['about', 'about'],
  ['policy', 'policy'],
  ['terms', 'terms'],
  ['contact', 'contact'],
  ['paid', 'paid'],
  ['faq', 'faq'],
];

/** Spec §2's public and protected routes, without language prefix. */
export const baseRoutes: RouteEntry[] = [
  { path: '/', title: 'front', auth: false, front: true, element: <LandingPage /> },
  { path: '/login', title: 'front', auth: false, element: <Navigate to="/?type=login" replace /> },
  { path: '/signup', title: 'front', auth: false, element: <Navigate to="/?type=register" replace /> },
  { path: '/home', title: 'home', auth: false, tabs: true, element: <HomePage /> },
  ...staticPages.map(([page, title]) => staticPage(page, title)),
  { path: '/vip', title: 'vip', auth: false, element: <VipPage /> },
  { path: '/retrieve', title: 'retrieve', auth: false, element: <RetrievePage /> },
  { path: '/reactivate', title: 'reactivate', auth: false, element: <ReactivatePage /> },
  { path: '/user/:type', title: 'users', auth: false, element: <UserListPage /> },
  { path: '/setting', title: 'setting', auth: false, back: '/me', element: <SettingPage /> },
  { path: '/other', title: 'other', auth: false, element: <OtherPage /> },
  { path: '/language', title: 'language', auth: false, element: <LanguagePage /> },
  { path: '/timeline/:id', title: 'timeline', auth: false, element: <TimelinePage /> },
  { path: '/profile/:id', title: 'profile', auth: false, element: <ProfilePage /> },
  { path: '/photo/:id', title: 'photo', auth: false, element: <MemberPhotosPage /> },
  { path: '/404', title: 'notFound', auth: false, element: <NotFoundPage /> },
  { path: '/debug', title: 'debug', auth: false, element: <DebugPage /> },
  { path: '/maintenance', title: 'maintenance', auth: false, element: <MaintenancePage /> },
  planned('game', { auth: true }, '/game'),
  { path: '/back', title: 'back', auth: true, element: <BackPage /> },
  { path: '/translator', title: 'translator', auth: true, back: '/me', element: <TranslatorQueuePage /> },
  { path: '/recommend', title: 'recommend', auth: true, tabs: true, element: <MeetPage /> },
  { path: '/feed/:id', title: 'feed', auth: true, back: '/home', element: <FeedPage /> },
  { path: '/me', title: 'me', auth: true, tabs: true, element: <MePage /> },
  { path: '/setting/edit', title: 'settingEdit', auth: true, back: '/setting', element: <EditProfilePage /> },
  {
    path: '/setting/information',
    title: 'settingInformation',
    auth: true,
    back: '/setting',
    element: <InformationPage />,
  },
  planned('settingVerify', { auth: true, back: '/setting' }, '/setting/verify'),
  { path: '/setting/sayhi', title: 'settingSayhi', auth: true, back: '/setting', element: <SayHiPage /> },
  { path: '/setting/avatar', title: 'settingAvatar', auth: true, back: '/setting', element: <AvatarPage /> },
  {
    path: '/setting/introduction',
    title: 'settingIntroduction',
    auth: true,
    back: '/setting',
    element: <IntroductionPage />,
  },
  { path: '/setting/privacy', title: 'settingPrivacy', auth: true, back: '/setting', element: <PrivacyPage /> },
  {
    path: '/setting/notification',
    title: 'settingNotification',
    auth: true,
    back: '/setting',
    element: <NotificationSettingsPage />,
  },
  {
    path: '/setting/translation',
    title: 'settingTranslation',
    auth: true,
    back: '/setting',
    element: <TranslationPage />,
  },
  { path: '/setting/password', title: 'settingPassword', auth: true, back: '/setting', element: <PasswordPage /> },
  planned('settingAffiliate', { auth: true, back: '/setting' }, '/setting/affiliate'),
  { path: '/bill', title: 'bill', auth: true, back: '/me', element: <BillPage /> },
  { path: '/pay/sandbox/:orderId', title: 'payment', auth: true, element: <SandboxPayPage /> },
  { path: '/chats', title: 'chats', auth: true, tabs: true, element: <ChatsPage /> },
  { path: '/chat/:id', title: 'chat', auth: true, back: '/chats', element: <ChatPage /> },
  { path: '/album', title: 'album', auth: true, back: '/me', element: <AlbumPage /> },
  planned('mall', { auth: true }, '/mall'),
  planned('orders', { auth: true, back: '/mall' }, '/orders'),
];

/** Paths copied under /zh, /tw, /de, /it, /fr, /ja and /ko (spec §2); `help` is the FAQ. */
const PREFIXED = [
  '/home',
  '/about',
  '/policy',
  '/terms',
  '/contact',
  '/paid',
  '/vip',
  '/retrieve',
  '/reactivate',
  '/user/:type',
  '/recommend',
  '/feed/:id',
  '/timeline/:id',
  '/profile/:id',
  '/photo/:id',
];

export function prefixedRoutes(language: Language): RouteEntry[] {
  const front = baseRoutes[0]!;
  const entries: RouteEntry[] = [{ ...front, path: `/${language}` }];
  if (language === 'en') return entries;
  for (const path of PREFIXED) {
    const base = baseRoutes.find((route) => route.path === path);
    if (base) entries.push({ ...base, path: `/${language}${path}` });
  }
  entries.push(staticPage('faq', 'faq', `${language}/help`));
  return entries;
}
