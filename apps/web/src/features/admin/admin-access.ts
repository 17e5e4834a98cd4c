import type { AdminPermission, AdminSession } from '@yuanfen/contract';

/**
 * What the console shows an operator. The server decides every call (its policy file) and lists what the
 * viewer may do in `GET admin/me`; the console shows only those sections and actions, so nobody is
 * offered something that would answer 403.
 */
export const ADMIN_SECTIONS = [
  'overview',
  'members',
  'reports',
  'verifications',
  'sayhi',
  'photos',
  'support',
  'withdrawals',
  'translators',
  'orders',
  'refunds',
  'announcements',
  'versions',
  'pages',
  'catalogue',
  'settings',
  'audit',
  'security',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The permission a section needs to open (overview and security: any operator role). */
const SECTION_PERMISSION: Record<AdminSection, AdminPermission | null> = {
  overview: null,
  members: 'users.read',
  reports: 'reports.read',
  announcements: 'announcements.write',
  versions: 'versions.write',
  pages: 'pages.write',
  catalogue: 'catalogue.write',
  settings: 'settings.write',
  verifications: 'verifications.read',
  sayhi: 'sayHi.read',
  photos: 'photoFlags.read',
  support: 'support.read',
  withdrawals: 'withdrawals.read',
  translators: 'translators.read',
  orders: 'orders.read',
  refunds: 'orders.read',
  audit: 'audit.read',
  security: null,
};

type Viewer = Pick<AdminSession, 'roles' | 'permissions' | 'two_factor'>;

export const isOperator = (viewer: Viewer | undefined): boolean => (viewer?.roles.length ?? 0) > 0;

export const can = (viewer: Viewer | undefined, permission: AdminPermission): boolean =>
  viewer?.permissions.includes(permission) ?? false;

export function canOpen(section: AdminSection, viewer: Viewer | undefined): boolean {
  if (!isOperator(viewer)) return false;
  const needed = SECTION_PERMISSION[section];
  return needed === null || can(viewer, needed);
}

/** The sections this operator sees, in menu order. */
export const visibleSections = (viewer: Viewer | undefined): AdminSection[] =>
  ADMIN_SECTIONS.filter((section) => canOpen(section, viewer));

/** Until two-factor sign-in is on, every section but the setup answers 403: the console leads there. */
export const needsTwoFactor = (viewer: Viewer | undefined): boolean => isOperator(viewer) && !viewer?.two_factor;

/** The `admin` key of a section's name in the menu. */
export const sectionLabelKey = (section: AdminSection) => `nav.${section}` as const;

/** The `admin` key of a section's one-line description on the overview (none for the overview itself). */
export const sectionHintKey = (section: Exclude<AdminSection, 'overview'>) => `overview.hint.${section}` as const;
