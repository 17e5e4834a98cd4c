import { z } from 'zod';
import { FeedUpload } from './feeds';
import { MessageGift } from './gifts';
import { TranslationFields } from './translation';
import { cursorId, numberedPage, PageQuery } from './pagination';
import { MAX_ROW_ID } from './pagination.constants';
import { MESSAGE_MAX_LENGTH, MESSAGE_MAX_PHOTOS, DRAFT_MAX_LENGTH, MESSAGE_TYPES } from './chat.constants';

/** A message as one side of the conversation sees it (spec §3 Message). Text is plain, never HTML. */
export const ChatMessage = /* @__PURE__ */ TranslationFields.extend({
  id: z.number().int(),
  thread_id: z.number().int(),
  sender: z.number().int(),
  recipient: z.number().int(),
  message_type: z.enum(MESSAGE_TYPES),
  message_content: z.string(),
  upload_ids: z.array(z.number().int()),
  /** The photos with the viewer's paid flag (spec "resource.paid"). */
  uploads: z.array(FeedUpload),
  gift_id: z.number().int().nullable(),
  /** A `gift` message's gift in the viewer's language; null for other messages (and once recalled). */
  gift: MessageGift.nullable(),
  client_id: z.string().nullable(),
  recalled: z.boolean(),
  /**
   * The viewer's own message was read by the other member (their thread's read mark reached it). Always
   * false on the other member's messages, and while either side has read receipts off or a block stands
   * between them (docs/decisions.md 49).
   */
  read: z.boolean(),
  /**
   * What the viewer may do with the message (the chat policy): recall it (its sender, until recalled;
   * the operator's window is checked on the call), delete it for themself, translate it (the recipient).
   */
  can: z.object({ recall: z.boolean(), delete: z.boolean(), translate: z.boolean() }),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A conversation in the caller's thread list (spec §3 Conversation thread). */
export const ChatThread = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  vip: z.number().int(),
  /** 1 when the member's identity is verified (selfie approved). */
  verified: z.number().int(),
  online: z.boolean(),
  draft: z.string(),
  /** The last message in short ("[photo]", "[gift]", recalled) or empty. */
  summary: z.string(),
  last_message_at: z.string().nullable(),
  last_read_at: z.string().nullable(),
  unread: z.number().int(),
  top: z.number().int(),
  friend: z.number().int(),
  /** 1: the caller blocks this member; 2: this member blocks the caller. */
  block: z.number().int(),
  /** The member's profile language: what send translation translates into. */
  language: z.string(),
  /** This conversation's engine (0 none, 1 machine, 2 human); null follows the member's own setting. */
  translate_engine: z.number().int().nullable(),
  /** Preview outgoing messages in the member's language before sending. */
  send_translate: z.boolean(),
  /** Translate incoming messages in another language as they arrive. */
  receive_translate: z.boolean(),
});
export type ChatThread = z.infer<typeof ChatThread>;
export const ThreadPage = numberedPage(ChatThread);
export type ThreadPage = z.infer<typeof ThreadPage>;

/** `GET message_threads?q&page`: pinned first, then by last message; `q` matches the member's name. */
export const ThreadsQuery = /* @__PURE__ */ PageQuery.extend({ q: z.string().trim().max(40).optional() });

/**
 * `GET message_threads/{id}?max_id&user`: with `user=1` the id is a member's id and the thread with them
 * is opened (created when new); else it is a thread id. `max_id` pages back in history; `after_id`
 * answers only messages newer than it (a client catching up after a reconnect).
 */
export const ThreadQuery = z.object({
  max_id: cursorId.optional(),
  after_id: z.coerce.number().int().min(0).max(MAX_ROW_ID).optional(),
  user: z.enum(['0', '1']).optional(),
});
export const ThreadView = z.object({
  thread: ChatThread,
  /** Oldest first, as shown; `next_max_id` continues further back, -1 at the start. */
  data: z.array(ChatMessage),
  next_max_id: z.number().int(),
});
export type ThreadView = z.infer<typeof ThreadView>;

/** `PUT message_threads/{thread}`: pin or unpin, mark read, translation settings. */
export const UpdateThreadBody = z
  .strictObject({
    top: z.union([z.literal(0), z.literal(1)]).optional(),
    read: z.literal(true).optional(),
    translate_engine: z
      .union([z.literal(0), z.literal(1), z.literal(2)])
      .nullable()
      .optional(),
    send_translate: z.boolean().optional(),
    receive_translate: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Cannot be empty', path: ['top'] });
export type UpdateThreadBody = z.infer<typeof UpdateThreadBody>;

/** `POST messages` (ARCHITECTURE.md §4): text and/or photos; both empty is refused (spec §5). */
export const SendMessageBody = z
  .strictObject({
    user_id: z.number().int().positive(),
    message_content: z.string().trim().max(MESSAGE_MAX_LENGTH, 'Text is too long').optional(),
    upload_ids: z.array(z.number().int().positive()).max(MESSAGE_MAX_PHOTOS).optional(),
    client_id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid client id')
      .optional(),
    message_type: z.enum(MESSAGE_TYPES).optional(),
    gift_id: z.number().int().positive().optional(),
    /**
     * Send translation: the message in the recipient's language as the sender previewed (and perhaps
     * edited) it; the recipient reads it with the original.
     */
    translate: z.string().trim().min(1, 'Cannot be empty').max(MESSAGE_MAX_LENGTH, 'Text is too long').optional(),
  })
  .refine((b) => b.message_type === 'gift' || Boolean(b.message_content) || Boolean(b.upload_ids?.length), {
    path: ['message_content'],
    message: 'Cannot be empty',
  })
  .refine((b) => (b.message_type === 'gift') === (b.gift_id !== undefined), {
    path: ['gift_id'],
    message: 'A gift message needs a gift, and only a gift message has one',
  });
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export const RecallBody = z.strictObject({ id: z.number().int().positive() });
export const DraftBody = z.strictObject({
  user_id: z.number().int().positive(),
  draft: z.string().max(DRAFT_MAX_LENGTH, 'Text is too long'),
});
export const DraftSaved = z.object({ thread_id: z.number().int(), draft: z.string() });
export const SayHiBody = z.strictObject({ user_id: z.number().int().positive() });
/** `GET message_templates/{user id}`: the caller's say-hi template, as it would be sent to that member. */
export const MessageTemplate = z.object({
  user_id: z.number().int(),
  hi_content: z.string().nullable(),
  hi_photo: z.string().nullable(),
  /** Spec §5: say-hi is offered only when hi_content or hi_photo is set. */
  available: z.boolean(),
});
export type MessageTemplate = z.infer<typeof MessageTemplate>;
export const Removed = z.object({ id: z.number().int(), deleted: z.literal(true) });

/** The realtime `message` event: a new message, or one recalled, in the thread `thread_id` of the receiver. */
export const MessageEvent = z.object({
  kind: z.enum(['new', 'recall']),
  thread_id: z.number().int(),
  message: ChatMessage,
});
export type MessageEvent = z.infer<typeof MessageEvent>;

/**
 * The realtime `read` event, to the sender when the other member marked the conversation read:
 * `thread_id` is the receiver's own thread with `user_id`, the reader.
 */
export interface ReadEvent {
  thread_id: number;
  user_id: number;
}
