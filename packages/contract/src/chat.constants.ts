export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_MAX_PHOTOS = 9;
/** Messages a page when scrolling back in a conversation. */
export const MESSAGE_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 20;
export const DRAFT_MAX_LENGTH = 2000;
export const MESSAGE_TYPES = ['text', 'gift', 'hi'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
/** Chat windows on desktop: spec §9 "Chat window width 250 px"; at most floor(width / 250) − 1 open. */
export const CHAT_WINDOW_WIDTH = 250;
/**
 * Spec §4, §9 "Draft length 5": while an open chat composer holds more than this many characters, a
 * realtime reconnection after a long gap shows a refresh notice instead of refreshing all data.
 */
export const CHAT_TYPING_KEEP_LENGTH = 5;

/**
 * Typing signals (docs/decisions.md 49): a client sends `typing` at most once per
 * TYPING_SEND_INTERVAL_MS while its member types, and shows the other member typing for TYPING_SHOW_MS
 * after the last signal.
 */
export const TYPING_SEND_INTERVAL_MS = 3_000;
export const TYPING_SHOW_MS = 5_000;

/** Error texts of spec §8 for the messaging rules (codes in errors.ts). */
export const ChatMessages = {
  waitForReply: 'Please wait for response before sending more messages',
  blocking: 'You are blocking this user, they cannot reply',
  blocked: 'You cannot message this member',
  needVipOrEmail: 'Verify your e-mail or upgrade to VIP to start more conversations today',
  validateFirst: 'This member accepts messages only from verified members',
  notAccepting: 'This member does not accept new messages',
  otherLanguage: 'This member accepts messages only in their own language',
  recallExpired: 'This message can no longer be recalled',
} as const;
