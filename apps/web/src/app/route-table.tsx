import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Language } from '@yuanfen/contract';
import { ensureAccountTexts, ensureAreaTexts, ensurePayTexts, ensureStaticTexts } from '../lib/i18n';
import type { TitleKey } from '../lib/title-key';
import type { StaticPageName } from '../features/static/StaticPage';

/** A page of the screens around the account, with their texts (sign-in, settings: `ensureAccountTexts`). */
const withAccountTexts = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, ensureAccountTexts()]).then(([loaded]) => loaded);

/** A page of the pay flow (the bill, the sandbox pay page), with the `pay` texts. */
const withPayTexts = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, ensurePayTexts()]).then(([loaded]) => loaded);

/**
 * Each page is its own chunk, loaded when its route is (see `toRouteObject` in router.tsx); the pages that
 * show the `static` texts load them too.
 */
const LandingPage = () => withAccountTexts(import('../features/landing/LandingPage')).then((m) => <m.LandingPage />);
const RetrievePage = () => withAccountTexts(import('../features/account/RetrievePage')).then((m) => <m.RetrievePage />);
const ReactivatePage = () =>
  withAccountTexts(import('../features/account/ReactivatePage')).then((m) => <m.ReactivatePage />);
const SettingPage = () =>
  Promise.all([import('../features/settings/SettingPage'), ensureAreaTexts(), ensureAccountTexts()]).then(([m]) => (
    <m.SettingPage />
  ));
const OtherPage = () => withAccountTexts(import('../features/settings/OtherPage')).then((m) => <m.OtherPage />);
const LanguagePage = () => withAccountTexts(import('../features/settings/OtherPage')).then((m) => <m.LanguagePage />);
const MePage = () => import('../features/me/MePage').then((m) => <m.MePage />);
const DebugPage = () => withAccountTexts(import('../features/debug/DebugPage')).then((m) => <m.DebugPage />);
const NotFoundPage = () => import('../features/system/NotFoundPage').then((m) => <m.NotFoundPage />);
const MaintenancePage = () => import('../features/system/MaintenancePage').then((m) => <m.MaintenancePage />);
const BackPage = () => import('../features/system/BackPage').then((m) => <m.BackPage />);
const HomePage = () => import('../features/feed/HomePage').then((m) => <m.HomePage />);
const FeedPage = () => import('../features/feed/FeedPage').then((m) => <m.FeedPage />);
const UserListPage = () => import('../features/users/UserListPage').then((m) => <m.UserListPage />);
const MeetPage = () => import('../features/encounters/MeetPage').then((m) => <m.MeetPage />);
const ProfilePage = () =>
  Promise.all([import('../features/profile/ProfilePage'), ensureAreaTexts()]).then(([m]) => <m.ProfilePage />);
const TimelinePage = () => import('../features/profile/TimelinePage').then((m) => <m.TimelinePage />);
const EditProfilePage = () =>
  withAccountTexts(import('../features/settings/EditProfilePage')).then((m) => <m.EditProfilePage />);
const InformationPage = () =>
  withAccountTexts(import('../features/settings/InformationPage')).then((m) => <m.InformationPage />);
const IntroductionPage = () =>
  withAccountTexts(import('../features/settings/IntroductionPage')).then((m) => <m.IntroductionPage />);
const SayHiPage = () => withAccountTexts(import('../features/settings/SayHiPage')).then((m) => <m.SayHiPage />);
const AvatarPage = () => withAccountTexts(import('../features/settings/AvatarPage')).then((m) => <m.AvatarPage />);
const PrivacyPage = () => withAccountTexts(import('../features/settings/PrivacyPage')).then((m) => <m.PrivacyPage />);
const NotificationSettingsPage = () =>
  withAccountTexts(import('../features/settings/NotificationSettingsPage')).then((m) => <m.NotificationSettingsPage />);
const TranslationPage = () =>
  withAccountTexts(import('../features/settings/TranslationPage')).then((m) => <m.TranslationPage />);
const TranslatorQueuePage = () =>
  import('../features/translation/TranslatorQueuePage').then((m) => <m.TranslatorQueuePage />);
const ContactSettingsPage = () =>
  Promise.all([import('../features/contact/ContactSettingsPage'), ensureAreaTexts(), ensureAccountTexts()]).then(
    ([m]) => <m.ContactSettingsPage />,
  );
const PasswordPage = () =>
  withAccountTexts(import('../features/settings/PasswordPage')).then((m) => <m.PasswordPage />);
const VerifyPage = () =>
  Promise.all([import('../features/verify/VerifyPage'), ensureAreaTexts()]).then(([m]) => <m.VerifyPage />);
const VipPage = () =>
  Promise.all([import('../features/vip/VipPage'), ensureStaticTexts(), ensurePayTexts()]).then(([m]) => <m.VipPage />);
const BillPage = () => withPayTexts(import('../features/bill/BillPage')).then((m) => <m.BillPage />);
const SandboxPayPage = () => withPayTexts(import('../features/pay/SandboxPayPage')).then((m) => <m.SandboxPayPage />);
const ChatsPage = () => import('../features/chat/ChatsPage').then((m) => <m.ChatsPage />);
const ChatPage = () => import('../features/chat/ChatPage').then((m) => <m.ChatPage />);
const AlbumPage = () => import('../features/photos/AlbumPage').then((m) => <m.AlbumPage />);
const MallPage = () =>
  Promise.all([import('../features/mall/MallPage'), ensureAreaTexts()]).then(([m]) => <m.MallPage />);
const OnboardingPage = () =>
  withAccountTexts(import('../features/onboarding/OnboardingPage')).then((m) => <m.OnboardingPage />);
const GamePage = () =>
  Promise.all([import('../features/game/GamePage'), ensureAreaTexts()]).then(([m]) => <m.GamePage />);
const OrdersPage = () =>
  Promise.all([import('../features/mall/OrdersPage'), ensureAreaTexts()]).then(([m]) => <m.OrdersPage />);
const SupportPage = () =>
  Promise.all([import('../features/support/SupportPage'), ensureAreaTexts()]).then(([m]) => <m.SupportPage />);
const TicketPage = () =>
  Promise.all([import('../features/support/TicketPage'), ensureAreaTexts()]).then(([m]) => <m.TicketPage />);
/** /contact: the static contact texts with the working contact form below them (issue 19). */
const ContactPage = () =>
  Promise.all([
    import('../features/static/StaticPage'),
    import('../features/support/ContactForm'),
    ensureStaticTexts(),
    ensureAreaTexts(),
  ]).then(([page, form]) => (
    <page.StaticPage page="contact">
      <form.ContactForm />
    </page.StaticPage>
  ));
const AffiliatePage = () =>
  Promise.all([import('../features/affiliate/AffiliatePage'), ensureAreaTexts()]).then(([m]) => <m.AffiliatePage />);
const PortalPage = () =>
  Promise.all([import('../features/affiliate/PortalPage'), ensureAreaTexts()]).then(([m]) => <m.PortalPage />);
const WithdrawPage = () =>
  Promise.all([import('../features/withdraw/WithdrawPage'), ensureAreaTexts()]).then(([m]) => <m.WithdrawPage />);
const MemberPhotosPage = () => import('../features/photos/MemberPhotosPage').then((m) => <m.MemberPhotosPage />);
/** The operations console: its own chunks and its own texts, never loaded for members who do not open it. */
const AdminApp = () =>
  Promise.all([
    import('../features/admin/AdminApp'),
    import('../features/admin/admin-texts').then((m) => m.ensureAdminTexts()),
  ]).then(([m]) => <m.AdminApp />);

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
  /** Rendered as is (redirects)… */
  element?: ReactNode;
  /** …or the page, loaded with its code when the route is first visited. */
  page?: () => Promise<ReactNode>;
}

const staticPage = (page: StaticPageName, title: TitleKey, path: string = page): RouteEntry => ({
  path: `/${path}`,
  title,
  auth: false,
  page: () =>
    Promise.all([import('../features/static/StaticPage'), ensureStaticTexts()]).then(([m]) => (
      <m.StaticPage page={page} />
    )),
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
  { path: '/', title: 'front', auth: false, front: true, page: LandingPage },
  { path: '/login', title: 'front', auth: false, element: <Navigate to="/?type=login" replace /> },
  { path: '/signup', title: 'front', auth: false, element: <Navigate to="/?type=register" replace /> },
  { path: '/home', title: 'home', auth: false, tabs: true, page: HomePage },
  ...staticPages.map(([page, title]) =>
    page === 'contact' ? { ...staticPage(page, title), page: ContactPage } : staticPage(page, title),
  ),
  { path: '/vip', title: 'vip', auth: false, page: VipPage },
  { path: '/retrieve', title: 'retrieve', auth: false, page: RetrievePage },
  { path: '/reactivate', title: 'reactivate', auth: false, page: ReactivatePage },
  { path: '/user/:type', title: 'users', auth: false, page: UserListPage },
  { path: '/setting', title: 'setting', auth: false, back: '/me', page: SettingPage },
  { path: '/other', title: 'other', auth: false, page: OtherPage },
  { path: '/language', title: 'language', auth: false, page: LanguagePage },
  { path: '/timeline/:id', title: 'timeline', auth: false, page: TimelinePage },
  { path: '/profile/:id', title: 'profile', auth: false, page: ProfilePage },
  { path: '/photo/:id', title: 'photo', auth: false, page: MemberPhotosPage },
  { path: '/404', title: 'notFound', auth: false, page: NotFoundPage },
  { path: '/debug', title: 'debug', auth: false, page: DebugPage },
  { path: '/maintenance', title: 'maintenance', auth: false, page: MaintenancePage },
  { path: '/game', title: 'game', auth: true, back: '/me', page: GamePage },
  { path: '/welcome', title: 'welcome', auth: true, page: OnboardingPage },
  { path: '/back', title: 'back', auth: true, page: BackPage },
  { path: '/translator', title: 'translator', auth: true, back: '/me', page: TranslatorQueuePage },
  { path: '/recommend', title: 'recommend', auth: true, tabs: true, page: MeetPage },
  { path: '/feed/:id', title: 'feed', auth: true, back: '/home', page: FeedPage },
  { path: '/me', title: 'me', auth: true, tabs: true, page: MePage },
  { path: '/setting/edit', title: 'settingEdit', auth: true, back: '/setting', page: EditProfilePage },
  {
    path: '/setting/information',
    title: 'settingInformation',
    auth: true,
    back: '/setting',
    page: InformationPage,
  },
  { path: '/setting/verify', title: 'settingVerify', auth: true, back: '/setting', page: VerifyPage },
  { path: '/setting/sayhi', title: 'settingSayhi', auth: true, back: '/setting', page: SayHiPage },
  { path: '/setting/avatar', title: 'settingAvatar', auth: true, back: '/setting', page: AvatarPage },
  {
    path: '/setting/introduction',
    title: 'settingIntroduction',
    auth: true,
    back: '/setting',
    page: IntroductionPage,
  },
  { path: '/setting/privacy', title: 'settingPrivacy', auth: true, back: '/setting', page: PrivacyPage },
  {
    path: '/setting/notification',
    title: 'settingNotification',
    auth: true,
    back: '/setting',
    page: NotificationSettingsPage,
  },
  {
    path: '/setting/translation',
    title: 'settingTranslation',
    auth: true,
    back: '/setting',
    page: TranslationPage,
  },
  { path: '/setting/password', title: 'settingPassword', auth: true, back: '/setting', page: PasswordPage },
  { path: '/setting/contact', title: 'settingContact', auth: true, back: '/setting', page: ContactSettingsPage },
  { path: '/setting/affiliate', title: 'settingAffiliate', auth: true, back: '/setting', page: AffiliatePage },
  { path: '/portal', title: 'payment', auth: false, page: PortalPage },
  { path: '/bill', title: 'bill', auth: true, back: '/me', page: BillPage },
  { path: '/withdraw', title: 'withdraw', auth: true, back: '/me', page: WithdrawPage },
  { path: '/pay/sandbox/:orderId', title: 'payment', auth: true, page: SandboxPayPage },
  { path: '/chats', title: 'chats', auth: true, tabs: true, page: ChatsPage },
  { path: '/chat/:id', title: 'chat', auth: true, back: '/chats', page: ChatPage },
  { path: '/album', title: 'album', auth: true, back: '/me', page: AlbumPage },
  { path: '/mall', title: 'mall', auth: true, page: MallPage },
  { path: '/orders', title: 'orders', auth: true, back: '/mall', page: OrdersPage },
  { path: '/support', title: 'support', auth: true, back: '/me', page: SupportPage },
  { path: '/support/:id', title: 'support', auth: true, back: '/support', page: TicketPage },
  { path: '/admin/*', title: 'admin', auth: true, back: '/me', page: AdminApp },
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
