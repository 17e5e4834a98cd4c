import { z } from 'zod';
import { PageQuery, numberedPage } from './pagination';
import { AdminMemberRef } from './admin';
import {
  VERIFICATION_ACTIONS,
  VERIFICATION_GESTURES,
  VERIFICATION_REQUEST_STATUSES,
  VERIFICATION_STATUSES,
} from './verification.constants';

/**
 * `GET verification` (and what `POST verification` answers): the member's state and the gesture to show.
 * The gesture stays the same until a selfie is sent; after a rejection a new one is drawn. `reason` is
 * the operator's, on a rejection only.
 */
export const VerificationState = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  gesture: z.enum(VERIFICATION_GESTURES),
  reason: z.string().optional(),
});
export type VerificationState = z.infer<typeof VerificationState>;

// ---- the operations console ----

/** `GET admin/verifications?status&page`: pending ones oldest first (a queue), the others newest first. */
export const AdminVerificationsQuery = /* @__PURE__ */ PageQuery.extend({
  status: z.enum(VERIFICATION_REQUEST_STATUSES).default('pending'),
});
export type AdminVerificationsQuery = z.infer<typeof AdminVerificationsQuery>;

/** A photo of the member to compare the selfie with: the avatar or an album photo (signed when private). */
export const AdminComparePhoto = z.object({
  url: z.string(),
  kind: z.enum(['avatar', 'album']),
  created_at: z.string().nullable(),
});
export type AdminComparePhoto = z.infer<typeof AdminComparePhoto>;

export const AdminVerification = z.object({
  id: z.number().int(),
  status: z.enum(VERIFICATION_REQUEST_STATUSES),
  gesture: z.enum(VERIFICATION_GESTURES),
  reason: z.string().nullable(),
  member: AdminMemberRef,
  /** A signed URL valid for minutes only; null once the selfie was deleted (after a rejection). */
  selfie: z.string().nullable(),
  photos: z.array(AdminComparePhoto),
  reviewed_by: z.number().int().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminVerification = z.infer<typeof AdminVerification>;
export const AdminVerificationPage = numberedPage(AdminVerification);
export type AdminVerificationPage = z.infer<typeof AdminVerificationPage>;

export const AdminVerificationIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `PUT admin/verifications/{id}`: approve, or reject with the reason the member will read. */
export const AdminVerificationDecisionBody = z
  .strictObject({
    action: z.enum(VERIFICATION_ACTIONS),
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .refine((b) => b.action !== 'reject' || b.reason !== undefined, {
    path: ['reason'],
    message: 'Say why the selfie is rejected',
  });
export type AdminVerificationDecisionBody = z.infer<typeof AdminVerificationDecisionBody>;
