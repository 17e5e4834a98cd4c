import { ADMIN_PERMISSIONS, type AdminPermission, type OperatorRole } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { action, can, type Action, type Actor, type OperatorGrant } from '../../platform/policy';

/** Nobody passes on the member rule: only the operator roles an action lists do. */
const operatorsOnly = (actor: Actor) =>
  actor.kind === 'member' ? () => fail.forbidden('Your role does not allow this') : () => fail.unauthorized();

const grants = (...roles: OperatorRole[]) =>
  Object.fromEntries(roles.map((role) => [role, true])) as Partial<Record<OperatorRole, OperatorGrant<void>>>;

const permission = (name: AdminPermission, ...roles: OperatorRole[]) =>
  action<void>(`admin.${name}`, operatorsOnly, grants('admin', ...roles));

/**
 * Who may do what in the operations console (issue 17, docs/decisions.md 36): one action per permission.
 * The admin may do everything; moderators handle reports, suspensions and bans; support looks members up
 * and opens the mall to a member (and runs mall deliveries: mall.policy.ts); finance corrects gold, reads ledgers and
 * decides partners' withdrawals; support also writes announcements and answers support tickets; moderators also
 * review selfies (issue 19); moderators and support sign a member's devices out, support resets a member's
 * e-mail, only the admin resets an operator's two-factor sign-in (decision 61); every operator role but the
 * translator-manager reads the dashboard, and finance reads payment orders, refunds and whole ledgers
 * (decisions 56, 57); the translator-manager appoints translators, watches their queue, decides quality
 * reports of human translations and reads translators' pay (decision 64); moderators review say-hi
 * templates and the photos the text check flagged (decision 66). Services `authorize` once at
 * the top of each call.
 */
export const adminPolicy = {
  'users.read': permission('users.read', 'moderator', 'support', 'finance'),
  'users.roles': permission('users.roles'),
  'users.status': permission('users.status', 'moderator'),
  'users.partner': permission('users.partner'),
  'users.vip': permission('users.vip'),
  'users.mall': permission('users.mall', 'support'),
  'users.gold': permission('users.gold', 'finance'),
  'users.devices': permission('users.devices', 'moderator', 'support'),
  'users.email': permission('users.email', 'support'),
  'users.twoFactor': permission('users.twoFactor'),
  'reports.read': permission('reports.read', 'moderator'),
  'reports.decide': permission('reports.decide', 'moderator'),
  'audit.read': permission('audit.read'),
  'announcements.write': permission('announcements.write', 'support'),
  'versions.write': permission('versions.write'),
  'pages.write': permission('pages.write'),
  'verifications.read': permission('verifications.read', 'moderator'),
  'verifications.decide': permission('verifications.decide', 'moderator'),
  'support.read': permission('support.read', 'support'),
  'support.reply': permission('support.reply', 'support'),
  'withdrawals.read': permission('withdrawals.read', 'finance'),
  'withdrawals.decide': permission('withdrawals.decide', 'finance'),
  'translators.read': permission('translators.read', 'translator-manager'),
  'translators.write': permission('translators.write', 'translator-manager'),
  'dashboard.read': permission('dashboard.read', 'moderator', 'support', 'finance'),
  'orders.read': permission('orders.read', 'finance'),
  'ledger.read': permission('ledger.read', 'finance'),
  'catalogue.write': permission('catalogue.write'),
  'settings.write': permission('settings.write'),
  'sayHi.read': permission('sayHi.read', 'moderator'),
  'sayHi.decide': permission('sayHi.decide', 'moderator'),
  'photoFlags.read': permission('photoFlags.read', 'moderator'),
  'photoFlags.decide': permission('photoFlags.decide', 'moderator'),
} satisfies Record<AdminPermission, Action<void>>;

/** The permissions an operator holds, for `GET admin/me` (the console shows only those sections). */
export const permissionsOf = (actor: Actor): AdminPermission[] =>
  ADMIN_PERMISSIONS.filter((name) => can(actor, adminPolicy[name], undefined));
