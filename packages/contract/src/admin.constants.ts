/*
 * The operations console's constants (issue 17, docs/decisions.md 36), apart from its schemas so that a
 * screen reading one of them (the bell's report decisions, the console's permissions) does not pull zod
 * into its chunk: `admin.ts` builds schemas at module level, which a bundler must keep once anything of
 * the module is used.
 */

/** The roles of the operations console; a member may hold several. */
export const OPERATOR_ROLES = ['admin', 'moderator', 'support', 'finance', 'translator-manager'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * What an operator may do in the console, as `GET admin/me` lists it for the viewer (the web shows only
 * the sections they hold). The server's `admin.policy.ts` decides which roles grant each.
 */
export const ADMIN_PERMISSIONS = [
  /** Search members and open a member's detail (devices, recent ledger). */
  'users.read',
  /** Give and take operator roles. */
  'users.roles',
  /** Suspend, ban or reinstate a member. */
  'users.status',
  /** Make a member a partner or not. */
  'users.partner',
  /** Grant VIP months. */
  'users.vip',
  /** Open or close the mall to a member (`bd`, spec §2: the mall shows only when it is 1). */
  'users.mall',
  /** Correct a member's gold with a ledger entry. */
  'users.gold',
  /** Sign one of a member's devices, or all of them, out (their live sockets are closed at once). */
  'users.devices',
  /** Set a new e-mail address for a member (unverified until they confirm it). */
  'users.email',
  /** Reset an operator's two-factor sign-in, so that they enrol again. */
  'users.twoFactor',
  /** Read the report queues. */
  'reports.read',
  /** Decide a report (dismiss, hide, warn; suspend and ban also need `users.status`). */
  'reports.decide',
  /** Read the audit log. */
  'audit.read',
  /** Write, publish and withdraw announcements. */
  'announcements.write',
  /** Publish the app versions the version dialog compares with. */
  'versions.write',
  /** Edit the static pages' texts (about, policy, terms, …) per language. */
  'pages.write',
  /** See the selfie queue (issue 19): the selfies and the members' photos to compare. */
  'verifications.read',
  /** Approve or reject a selfie. */
  'verifications.decide',
  /** Read the support queue and its tickets (issue 19). */
  'support.read',
  /** Reply to a support ticket, close or reopen it. */
  'support.reply',
  /** Read partners' withdrawals and the weekly rates (issue 18). */
  'withdrawals.read',
  /** Approve, pay or reject a withdrawal. */
  'withdrawals.decide',
  /** See translators, the paid translation queue, quality reports and translators' pay. */
  'translators.read',
  /** Appoint translators and change their pairs, release taken jobs, decide quality reports. */
  'translators.write',
  /** The dashboard: the last 30 days' figures and the open queues (decision 56). */
  'dashboard.read',
  /** Payment orders with their reconciliation, and the refunds (decision 57). */
  'orders.read',
  /** Any member's whole ledger, read-only (decision 57). */
  'ledger.read',
  /** Add, edit, withdraw and restore gifts and mall products (docs/decisions.md 58). */
  'catalogue.write',
  /** Read and change the operator settings: prices, limits, commissions, clearing period (decision 59). */
  'settings.write',
  /** Read the say-hi templates waiting for review (docs/decisions.md 66). */
  'sayHi.read',
  /** Approve a say-hi template, or remove its text or picture. */
  'sayHi.decide',
  /** Read the photos the text check flagged as borderline. */
  'photoFlags.read',
  /** Keep a flagged photo or remove it. */
  'photoFlags.decide',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/** `status` an operator sets; `deactivated` is the member's own doing and only shows in answers. */
export const ADMIN_MEMBER_STATUSES = ['active', 'suspended', 'banned'] as const;
export type AdminMemberStatus = (typeof ADMIN_MEMBER_STATUSES)[number];
export const MEMBER_STATUSES = ['active', 'suspended', 'banned', 'deactivated'] as const;

export const REPORT_STATUSES = ['open', 'reviewed', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_DECISIONS = ['dismiss', 'hide', 'warn', 'suspend', 'ban'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
/**
 * What a `warn` decision tells the warned member they broke (the bell names the category, never the
 * reporter nor the reporter's words).
 */
export const WARNING_CATEGORIES = ['spam', 'harassment', 'sexual', 'scam', 'hate', 'other'] as const;
export type WarningCategory = (typeof WARNING_CATEGORIES)[number];

/** The platforms a client reports in `GET version/{a}/{b}` and operators publish versions for (the web is `web`). */
export const APP_PLATFORMS = ['web', 'android', 'ios', 'desktop'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** The static pages (spec §2 legal routes) whose texts operators may edit per language (`GET page`). */
export const STATIC_PAGE_NAMES = ['about', 'policy', 'terms', 'contact', 'paid', 'vip', 'faq'] as const;
export type StaticPageName = (typeof STATIC_PAGE_NAMES)[number];
