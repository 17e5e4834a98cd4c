import { z } from 'zod';
import { PageQuery, numberedPage } from './pagination';
import {
  ADMIN_MEMBER_STATUSES,
  ADMIN_PERMISSIONS,
  MEMBER_STATUSES,
  OPERATOR_ROLES,
  REPORT_DECISIONS,
  REPORT_STATUSES,
  WARNING_CATEGORIES,
} from './admin.constants';
import { emailSchema } from './account';
import { REPORT_TYPES } from './reports.constants';

/*
 * The operations console's contract (issue 17, docs/decisions.md 36): operator roles, two-factor sign-in,
 * members, gold corrections, reports and the audit log, all under `/v1/admin`.
 */

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const reasonText = z.string().trim().min(1).max(500);

// ---- two-factor sign-in (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) ----

/** A six-digit TOTP code. */
export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code of your authenticator app');

/** `POST admin/2fa/setup`: a new base32 secret and its `otpauth://` URL (for a QR code); not yet in force. */
export const TwoFactorSetup = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/** `POST admin/2fa/enable`: the first code from the app puts the secret in force. */
export const TwoFactorEnableBody = z.strictObject({ code: TotpCode });
export type TwoFactorEnableBody = z.infer<typeof TwoFactorEnableBody>;

/** The one-time recovery codes, shown this once (the server keeps only their hashes). */
export const TwoFactorEnabled = z.object({ enabled: z.literal(true), recovery_codes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof TwoFactorEnabled>;

/** `GET admin/me`: the operator's roles, whether 2FA is on, and what they may do (answered before 2FA too). */
export const AdminSession = z.object({
  id: z.number().int(),
  name: z.string(),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  two_factor: z.boolean(),
  permissions: z.array(z.enum(ADMIN_PERMISSIONS)),
});
export type AdminSession = z.infer<typeof AdminSession>;

// ---- members ----

export const AdminUserIdParam = z.object({ id: rowId });

/** `GET admin/users?q=&page=`: by id, name, e-mail or phone (part of it), newest first; 20 a page. */
export const AdminUsersQuery = PageQuery.extend({
  q: z.string().trim().max(100).optional(),
  role: z.enum(OPERATOR_ROLES).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuery>;

/** A member as the console lists them. */
export const AdminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  roles: z.array(z.enum(OPERATOR_ROLES)),
  is_partner: z.number().int(),
  /** 1: the mall is open to the member (spec §2). */
  bd: z.number().int(),
  vip: z.number().int(),
  vip_expired_at: z.string().nullable(),
  balance: z.number().int(),
  created_at: z.string(),
  last_active_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserPage = numberedPage(AdminUser);

/** A device the member signed in from; `signed_in` false once signed out. */
export const AdminDevice = z.object({
  id: z.number().int(),
  client_kind: z.string(),
  user_agent: z.string().nullable(),
  signed_in: z.boolean(),
  last_seen_at: z.string(),
  created_at: z.string(),
});
export type AdminDevice = z.infer<typeof AdminDevice>;

/** One ledger entry of the member, `amount` signed (+ in, − out), with the other side. */
export const AdminLedgerEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: z.string(),
  counterpart: z.string(),
  related_id: z.string().nullable(),
  created_at: z.string(),
});
export type AdminLedgerEntry = z.infer<typeof AdminLedgerEntry>;

/** `POST admin/users/{id}/sign-out`: one device (`device_id`) or, without it, every device of the member. */
export const AdminSignOutBody = z.strictObject({
  device_id: rowId.optional(),
  reason: reasonText,
});
export type AdminSignOutBody = z.infer<typeof AdminSignOutBody>;

/** `PUT admin/users/{id}/email`: a new address, unverified until the member confirms it. */
export const AdminEmailBody = z.strictObject({ email: emailSchema, reason: reasonText });
export type AdminEmailBody = z.infer<typeof AdminEmailBody>;

/** `POST admin/users/{id}/2fa/reset`: the operator enrols again at their next console visit. */
export const AdminTwoFactorResetBody = z.strictObject({ reason: reasonText });
export type AdminTwoFactorResetBody = z.infer<typeof AdminTwoFactorResetBody>;

/** `GET admin/users/{id}`: the member with their devices and latest 20 ledger entries. */
export const AdminUserDetail = AdminUser.extend({
  language: z.string(),
  gender: z.number().int(),
  free: z.number().int(),
  verified: z.number().int(),
  email_verified: z.number().int(),
  phone_verified: z.number().int(),
  two_factor: z.boolean(),
  devices: z.array(AdminDevice),
  ledger: z.array(AdminLedgerEntry),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

/**
 * `PUT admin/users/{id}`: what the console changes of a member; at least one field. `roles` replaces the
 * member's roles; `vip_months` adds months of VIP; `reason` goes to the audit log.
 */
export const AdminUserUpdateBody = z
  .strictObject({
    roles: z
      .array(z.enum(OPERATOR_ROLES))
      .max(OPERATOR_ROLES.length)
      .refine((r) => new Set(r).size === r.length, 'A role is listed twice')
      .optional(),
    is_partner: z.number().int().min(0).max(100).optional(),
    status: z.enum(ADMIN_MEMBER_STATUSES).optional(),
    vip_months: z.number().int().min(1).max(120).optional(),
    /** Opens (1) or closes (0) the mall to the member. */
    bd: z.union([z.literal(0), z.literal(1)]).optional(),
    reason: reasonText.optional(),
  })
  .refine(
    (b) =>
      b.roles !== undefined ||
      b.is_partner !== undefined ||
      b.status !== undefined ||
      b.vip_months !== undefined ||
      b.bd !== undefined,
    { message: 'Nothing to change', path: ['_'] },
  );
export type AdminUserUpdateBody = z.infer<typeof AdminUserUpdateBody>;

/**
 * `POST admin/users/{id}/gold`: a correction entry between the member and `system:adjustments`; negative
 * takes gold back (never below 0: 400022). An `Idempotency-Key` header makes a retry move gold once.
 */
export const AdminGoldBody = z.strictObject({
  amount: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((n) => n !== 0, 'The amount cannot be 0'),
  reason: reasonText,
});
export type AdminGoldBody = z.infer<typeof AdminGoldBody>;

export const AdminGoldResult = z.object({ balance: z.number().int(), entry: AdminLedgerEntry, replayed: z.boolean() });
export type AdminGoldResult = z.infer<typeof AdminGoldResult>;

// ---- reports ----

/** `GET admin/reports?page=&kind=&status=`: oldest open first by default. */
export const AdminReportsQuery = PageQuery.extend({
  kind: z.enum(REPORT_TYPES).optional(),
  status: z.enum(REPORT_STATUSES).default('open'),
});
export type AdminReportsQuery = z.infer<typeof AdminReportsQuery>;

export const AdminMemberRef = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
});
export type AdminMemberRef = z.infer<typeof AdminMemberRef>;

/** A line of the reported content's context (a message of the conversation around it). */
export const AdminContextLine = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  text: z.string().nullable(),
  created_at: z.string(),
  /** The reported item itself. */
  reported: z.boolean(),
});
export type AdminContextLine = z.infer<typeof AdminContextLine>;

/**
 * What was reported, as the operator needs to judge it: the member it belongs to, its text and pictures,
 * whether it is hidden already, and for a message the conversation around it. `missing` when it is gone.
 */
export const AdminReportSubject = z.object({
  type: z.enum(REPORT_TYPES),
  id: z.number().int(),
  missing: z.boolean(),
  member: AdminMemberRef.nullable(),
  text: z.string().nullable(),
  photos: z.array(z.string()),
  hidden: z.boolean(),
  created_at: z.string().nullable(),
  context: z.array(AdminContextLine),
});
export type AdminReportSubject = z.infer<typeof AdminReportSubject>;

export const AdminReport = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_TYPES),
  status: z.enum(REPORT_STATUSES),
  /** The reporter's complaint. */
  content: z.string(),
  reporter: AdminMemberRef,
  subject: AdminReportSubject,
  decision: z.enum(REPORT_DECISIONS).nullable(),
  decision_reason: z.string().nullable(),
  decided_by: z.number().int().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminReport = z.infer<typeof AdminReport>;
export const AdminReportPage = numberedPage(AdminReport);

export const AdminReportIdParam = z.object({ id: rowId });

/** `PUT admin/reports/{id}`: the decision is applied to the reported item or member and told to the reporter. */
export const AdminReportDecisionBody = z
  .strictObject({
    decision: z.enum(REPORT_DECISIONS),
    reason: reasonText.optional(),
    /** With `warn` (required there): what the warned member is told they broke. */
    category: z.enum(WARNING_CATEGORIES).optional(),
  })
  .refine((body) => body.decision !== 'warn' || body.category !== undefined, {
    path: ['category'],
    message: 'Choose what the member is warned about',
  });
export type AdminReportDecisionBody = z.infer<typeof AdminReportDecisionBody>;

// ---- audit log ----

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

/**
 * `GET admin/audit?page=`: newest first, 50 a page; filters by operator, action, target and a range of
 * days (`from` and `to` inclusive, UTC).
 */
export const AuditQuery = PageQuery.extend({
  actor_id: rowId.optional(),
  action: z.string().trim().max(60).optional(),
  target: z.string().trim().max(60).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

/** One operator write: who, what, on what (`user:12`, `report:7`), the values before and after, why, from where. */
export const AuditEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = numberedPage(AuditEntry);
