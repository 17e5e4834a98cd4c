import {
  AdminGoldBody,
  AdminGoldResult,
  AdminReport,
  AdminReportDecisionBody,
  AdminReportIdParam,
  AdminReportPage,
  AdminReportsQuery,
  AdminSession,
  AdminUserDetail,
  AdminUserIdParam,
  AdminUserPage,
  AdminUsersQuery,
  AdminUserUpdateBody,
  AdminEmailBody,
  AdminSignOutBody,
  AdminTwoFactorResetBody,
  AuditPage,
  AuditQuery,
  TwoFactorEnableBody,
  TwoFactorEnabled,
  TwoFactorSetup,
} from '../admin';
import { endpoint } from '../endpoint';
import {
  AdminVerification,
  AdminVerificationDecisionBody,
  AdminVerificationIdParam,
  AdminVerificationPage,
  AdminVerificationsQuery,
} from '../verification';
import {
  AdminWithdrawal,
  AdminWithdrawalDecisionBody,
  AdminWithdrawalIdParam,
  AdminWithdrawalPage,
  AdminWithdrawalsQuery,
} from '../withdraw';

const tag = 'admin';

/**
 * The operations console (issue 17). Every call needs an operator role that grants it (403 otherwise) and,
 * except `me` and the two-factor setup, two-factor sign-in enabled (403 with reason `two_factor_required`).
 * Every write is in the audit log.
 */
export const admin = {
  /** The operator's roles, 2FA state and permissions; answered before 2FA is enabled. */
  me: endpoint({ method: 'GET', path: '/admin/me', access: 'user', tag, response: AdminSession }),
  /** A new TOTP secret (not in force until `enable`); refused once 2FA is on. */
  twoFactorSetup: endpoint({ method: 'POST', path: '/admin/2fa/setup', access: 'user', tag, response: TwoFactorSetup }),
  /** Puts the secret in force with a code from the app; answers the recovery codes, this once. */
  twoFactorEnable: endpoint({
    method: 'POST',
    path: '/admin/2fa/enable',
    access: 'user',
    tag,
    body: TwoFactorEnableBody,
    response: TwoFactorEnabled,
  }),
  users: endpoint({
    method: 'GET',
    path: '/admin/users',
    access: 'user',
    tag,
    query: AdminUsersQuery,
    response: AdminUserPage,
  }),
  user: endpoint({
    method: 'GET',
    path: '/admin/users/:id',
    access: 'user',
    tag,
    params: AdminUserIdParam,
    response: AdminUserDetail,
  }),
  /** Roles, partner, status (suspend or ban ends the member's sessions and kicks their sockets), VIP months. */
  updateUser: endpoint({
    method: 'PUT',
    path: '/admin/users/:id',
    access: 'user',
    tag,
    params: AdminUserIdParam,
    body: AdminUserUpdateBody,
    response: AdminUserDetail,
  }),
  /** A gold correction as a ledger entry (`Idempotency-Key` header: a retry moves gold once). */
  gold: endpoint({
    method: 'POST',
    path: '/admin/users/:id/gold',
    access: 'user',
    tag,
    params: AdminUserIdParam,
    body: AdminGoldBody,
    response: AdminGoldResult,
  }),
  /** Signs one device of the member out, or all of them: their tokens stop working and live sockets are kicked. */
  signOut: endpoint({
    method: 'POST',
    path: '/admin/users/:id/sign-out',
    access: 'user',
    tag,
    params: AdminUserIdParam,
    body: AdminSignOutBody,
    response: AdminUserDetail,
  }),
  /** Sets a new, unverified e-mail address; the old address is told, in the member's language. */
  email: endpoint({
    method: 'PUT',
    path: '/admin/users/:id/email',
    access: 'user',
    tag,
    params: AdminUserIdParam,
    body: AdminEmailBody,
    response: AdminUserDetail,
  }),
  /** Resets an operator's two-factor sign-in (not one's own): they enrol again before the console opens. */
  resetTwoFactor: endpoint({
    method: 'POST',
    path: '/admin/users/:id/2fa/reset',
    access: 'user',
    tag,
    params: AdminUserIdParam,
    body: AdminTwoFactorResetBody,
    response: AdminUserDetail,
  }),
  reports: endpoint({
    method: 'GET',
    path: '/admin/reports',
    access: 'user',
    tag,
    query: AdminReportsQuery,
    response: AdminReportPage,
  }),
  /** Decides a report: applies the decision and notifies the reporter. */
  decideReport: endpoint({
    method: 'PUT',
    path: '/admin/reports/:id',
    access: 'user',
    tag,
    params: AdminReportIdParam,
    body: AdminReportDecisionBody,
    response: AdminReport,
  }),
  /** The selfie queue (issue 19): each selfie as a short-lived signed URL, next to the member's photos. */
  verifications: endpoint({
    method: 'GET',
    path: '/admin/verifications',
    access: 'user',
    tag,
    query: AdminVerificationsQuery,
    response: AdminVerificationPage,
  }),
  /** Approves (the member's badge appears live) or rejects with a reason (a new try is allowed). */
  decideVerification: endpoint({
    method: 'PUT',
    path: '/admin/verifications/:id',
    access: 'user',
    tag,
    params: AdminVerificationIdParam,
    body: AdminVerificationDecisionBody,
    response: AdminVerification,
  }),
  audit: endpoint({ method: 'GET', path: '/admin/audit', access: 'user', tag, query: AuditQuery, response: AuditPage }),
  /** Partners' cash-outs by status (issue 18), oldest first: the queue to work through. */
  withdrawals: endpoint({
    method: 'GET',
    path: '/admin/withdrawals',
    access: 'user',
    tag,
    query: AdminWithdrawalsQuery,
    response: AdminWithdrawalPage,
  }),
  /** Approves, pays (at the weekly rate, recorded on it) or rejects (releasing the hold) a withdrawal. */
  decideWithdrawal: endpoint({
    method: 'PUT',
    path: '/admin/withdrawals/:id',
    access: 'user',
    tag,
    params: AdminWithdrawalIdParam,
    body: AdminWithdrawalDecisionBody,
    response: AdminWithdrawal,
  }),
};
