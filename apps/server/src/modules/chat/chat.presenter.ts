import type {
  ChatMessage,
  ChatThread,
  FeedUpload,
  MessageGift,
  MessageType,
  TranslationFields,
  UserCard,
} from '@yuanfen/contract';
import type { MemberActor } from '../../platform/policy';
import { messageFlags } from './chat.policy';
import type { MessageRow, ThreadRow } from './chat.repo';

/** How long the thread list's summary of the last message may be. */
const SUMMARY_LENGTH = 80;

/**
 * A message as `viewer` sees it, in the viewer's own thread. A recalled message keeps its place with
 * no text, no photos and no translation. `translation` is the message in the viewer's language (for the
 * sender: in the recipient's, as sent or as the recipient reads it). A gift is named in the viewer's language.
 */
export function presentMessage(
  row: MessageRow,
  viewer: MemberActor,
  threadId: number,
  uploads: ReadonlyMap<number, FeedUpload>,
  translation: TranslationFields,
  gifts: ReadonlyMap<number, MessageGift> = new Map(),
  /** The last of the viewer's messages the other member has read, as read receipts may show it (0: none). */
  readUpTo = 0,
): ChatMessage {
  const recalled = row.recalled_at !== null;
  const uploadIds = recalled ? [] : row.upload_ids;
  return {
    ...translation,
    id: row.id,
    thread_id: threadId,
    sender: row.sender_id,
    recipient: row.recipient_id,
    message_type: row.message_type as MessageType,
    message_content: recalled ? '' : row.content,
    upload_ids: uploadIds,
    uploads: uploadIds.flatMap((id) => uploads.get(id) ?? []),
    gift_id: row.gift_id,
    gift: row.gift_id === null ? null : (gifts.get(row.gift_id) ?? null),
    client_id: row.sender_id === viewer.id ? row.client_id : null,
    recalled,
    read: row.sender_id === viewer.id && row.id <= readUpTo,
    can: messageFlags(viewer, row),
    created_at: row.created_at.toISOString(),
  };
}

/** The last message in short: its text, or a marker the client translates ("[photo]", "[gift]", "[recalled]"). */
export function summaryOf(row: MessageRow | undefined): string {
  if (!row) return '';
  if (row.recalled_at) return '[recalled]';
  if (row.message_type === 'gift') return '[gift]';
  if (row.content) return [...row.content].slice(0, SUMMARY_LENGTH).join('');
  return row.upload_ids.length ? '[photo]' : '';
}

export interface ThreadPeer {
  name: string;
  language: string;
  /** The peer's card; missing when their account is no longer active. */
  card: UserCard | undefined;
  friend: boolean;
  blocking: boolean;
  blockedBy: boolean;
}

export function presentThread(thread: ThreadRow, peer: ThreadPeer, last: MessageRow | undefined): ChatThread {
  return {
    id: thread.id,
    user_id: thread.peer_id,
    name: peer.card?.name ?? peer.name,
    language: peer.language,
    avatar: peer.card?.avatar ?? null,
    vip: peer.card?.vip ?? 0,
    verified: peer.card?.verified ?? 0,
    online: peer.card?.online ?? false,
    draft: thread.draft,
    summary: summaryOf(last),
    last_message_at: thread.last_message_at?.toISOString() ?? null,
    last_read_at: thread.last_read_at?.toISOString() ?? null,
    unread: thread.unread,
    top: thread.pinned_at ? 1 : 0,
    friend: peer.friend ? 1 : 0,
    block: peer.blocking ? 1 : peer.blockedBy ? 2 : 0,
    translate_engine: thread.translate_engine,
    send_translate: thread.send_translate,
    receive_translate: thread.receive_translate,
  };
}
