/*
 * Identity verification by selfie (issue 19, docs/decisions.md 43), apart from its schemas so that the
 * web's screens read the gestures and states without pulling zod into their chunk.
 */

/** Where a member stands: never sent, waiting for an operator, approved, or refused (a new try allowed). */
export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * The gestures a member may be asked to show on the selfie: one is chosen at random for each try, so a
 * photo found elsewhere will not match it.
 */
export const VERIFICATION_GESTURES = [
  'thumbs_up',
  'peace_sign',
  'hand_on_cheek',
  'three_fingers',
  'ok_sign',
  'open_palm',
  'finger_on_chin',
  'raised_fist',
] as const;
export type VerificationGesture = (typeof VERIFICATION_GESTURES)[number];

/** What an operator decides on a selfie. */
export const VERIFICATION_ACTIONS = ['approve', 'reject'] as const;
export type VerificationAction = (typeof VERIFICATION_ACTIONS)[number];

/** The states of a sent selfie, as the console's queue filters them. */
export const VERIFICATION_REQUEST_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationRequestStatus = (typeof VERIFICATION_REQUEST_STATUSES)[number];
