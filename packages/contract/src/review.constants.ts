/*
 * The console's two content-review queues (issue 17, docs/decisions.md 66): members' say-hi templates and
 * photos the text check found borderline. Apart from the schemas so that the bell (which names a removal's
 * category) does not pull zod into its chunk.
 */

/** What a say-hi template holds, as the queue filters it: its text, its picture, or both. */
export const SAY_HI_PARTS = ['text', 'photo'] as const;
export type SayHiPart = (typeof SAY_HI_PARTS)[number];

export const SAY_HI_ACTIONS = ['approve', 'remove'] as const;
export type SayHiAction = (typeof SAY_HI_ACTIONS)[number];

/** A flagged photo's state: waiting, kept by an operator (flag cleared) or removed. */
export const PHOTO_FLAG_STATUSES = ['open', 'kept', 'removed'] as const;
export type PhotoFlagStatus = (typeof PHOTO_FLAG_STATUSES)[number];

export const PHOTO_FLAG_ACTIONS = ['keep', 'remove'] as const;
export type PhotoFlagAction = (typeof PHOTO_FLAG_ACTIONS)[number];

/**
 * Why an operator removed a member's say-hi template or photo, as the member's bell names it: contact
 * details or other writing (spec §5), or one of the warning categories.
 */
export const REMOVAL_CATEGORIES = ['contact', 'spam', 'harassment', 'sexual', 'scam', 'hate', 'other'] as const;
export type RemovalCategory = (typeof REMOVAL_CATEGORIES)[number];

/** What a `removal` notification names: the say-hi template or a photo. */
export const REMOVAL_KINDS = ['say_hi', 'photo'] as const;
export type RemovalKind = (typeof REMOVAL_KINDS)[number];
