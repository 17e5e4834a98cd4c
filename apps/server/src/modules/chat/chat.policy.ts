import { ChatMessages, ErrorCode, RefusalReason, type MessageType } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { action, ALLOW, can, type Actor, type MemberActor, type Refusal } from '../../platform/policy';
import { hiddenProfile } from '../profile/profile.policy';
import { isInLanguage } from './language';

/**
 * The chat module's rules: who may write to whom (spec §5 and §6, docs/decisions.md 18 "Messaging
 * rules"), and who may do what with a message. Pure checks over the facts the service gathered.
 */

export interface SenderFacts {
  id: number;
  /** vip = 1 (unexpired) or free = 1. */
  vip: boolean;
  emailVerified: boolean;
}

export interface RecipientFacts {
  language: string;
  messageSource: string;
  blockOtherLanguage: boolean;
}

export interface PairFacts {
  friend: boolean;
  /** The sender blocks the recipient. */
  blocking: boolean;
  /** The recipient blocks the sender. */
  blockedBy: boolean;
  /** Any message between the two exists, in either direction (recalled ones too). */
  started: boolean;
}

/** A block either way ends messaging both ways (403001); the blocker is told why the other can't reply. */
function blocksRefusal(pair: PairFacts): Refusal | null {
  if (pair.blocking)
    return () => fail.code(403, ErrorCode.Blocked, ChatMessages.blocking, undefined, RefusalReason.Blocking);
  if (pair.blockedBy)
    return () => fail.code(403, ErrorCode.Blocked, ChatMessages.blocked, undefined, RefusalReason.BlockedBy);
  return ALLOW;
}

/**
 * The recipient's "message source" privacy setting decides who may START a conversation with them:
 * `everyone`; `validate` only members with a verified e-mail or VIP (400058, the client then offers to
 * verify or upgrade); `pass` nobody (403001). Friends and conversations already started always continue.
 */
function messageSourceRefusal(sender: SenderFacts, recipient: RecipientFacts, pair: PairFacts): Refusal | null {
  if (pair.started || pair.friend) return ALLOW;
  if (recipient.messageSource === 'pass')
    return () => fail.code(403, ErrorCode.Blocked, ChatMessages.notAccepting, undefined, RefusalReason.NotAccepting);
  if (recipient.messageSource === 'validate' && !sender.vip && !sender.emailVerified) {
    return () =>
      fail.code(
        400,
        ErrorCode.MessageNeedsVipOrEmail,
        ChatMessages.validateFirst,
        undefined,
        RefusalReason.VerifiedOnly,
      );
  }
  return ALLOW;
}

/** "Block messages not in my language": a text long enough to tell, in another language, is refused. */
function languageRefusal(recipient: RecipientFacts, text: string): Refusal | null {
  if (!recipient.blockOtherLanguage || !text) return ALLOW;
  if (isInLanguage(text, recipient.language)) return ALLOW;
  return () => fail.code(403, ErrorCode.Blocked, ChatMessages.otherLanguage, undefined, RefusalReason.OtherLanguage);
}

/** What a send is checked against before the pair is locked. */
export interface SendSubject {
  /** The sender's facts beyond the actor: a verified e-mail. */
  emailVerified: boolean;
  recipient: RecipientFacts;
  pair: PairFacts;
  /**
   * The recipient's profile is visible to the sender (the profile rule), or the recipient wrote to the
   * sender first (a member who wrote to you can be answered even if you may not see their profile).
   */
  reachable: boolean;
  text: string;
}

/** The facts of a message the rules read. */
export interface MessageFacts {
  sender_id: number;
  recipient_id: number;
  recalled_at: Date | null;
  /** `gift` messages are paid and delivered: not recalled. */
  message_type?: string;
}

export const messageNotFound = () => fail.notFound('Message not found');
const isSender = (actor: Actor, m: MessageFacts) => actor.kind === 'member' && actor.id === m.sender_id;
const isParty = (actor: Actor, m: MessageFacts) =>
  actor.kind === 'member' && (actor.id === m.sender_id || actor.id === m.recipient_id);

export const chatPolicy = {
  /**
   * `POST messages`, `POST sayhi`, in this order: blocks (403001), the recipient's profile (400061), their
   * message source (403001 / 400058), their language (403001). The turn rules follow under the pair lock.
   */
  send: action<SendSubject>('chat.send', (actor, s) => {
    if (actor.kind !== 'member') return () => fail.unauthorized();
    const sender: SenderFacts = { id: actor.id, vip: actor.vip, emailVerified: s.emailVerified };
    return (
      blocksRefusal(s.pair) ??
      (s.reachable ? ALLOW : hiddenProfile) ??
      messageSourceRefusal(sender, s.recipient, s.pair) ??
      languageRefusal(s.recipient, s.text)
    );
  }),
  /** Reading, deleting for oneself, translating: the two members of the conversation (404 for anyone else). */
  read: action<MessageFacts>('chat.read', (actor, m) => (isParty(actor, m) ? ALLOW : messageNotFound)),
  /** `POST recall`: its sender only, within the operator's window (checked by the service). */
  recall: action<MessageFacts>('chat.recall', (actor, m) => {
    if (!isSender(actor, m))
      return () => fail.forbidden('Only the sender can recall a message', RefusalReason.RecallNotSender);
    if (m.message_type === 'gift') return () => fail.forbidden('A gift cannot be recalled');
    return ALLOW;
  }),
  /** "Translate" on a message: offered to its recipient (a `can` flag; the sender sees what the other reads). */
  translate: action<MessageFacts>('chat.translate', (actor, m) =>
    isParty(actor, m) && !isSender(actor, m) ? ALLOW : () => fail.forbidden(),
  ),
};

/** The actions a message offers its viewer: the `can` flags of `ChatMessage`. */
export function messageFlags(viewer: Actor, m: MessageFacts) {
  return {
    recall: m.recalled_at === null && can(viewer, chatPolicy.recall, m),
    delete: can(viewer, chatPolicy.read, m),
    translate: m.recalled_at === null && can(viewer, chatPolicy.translate, m),
  };
}

/**
 * Whether the turn rules below ration a kind of message. A gift is paid for: waiting for a reply or the
 * daily limit of new conversations do not hold it back (blocks and the recipient's privacy still do).
 */
export const rationed = (type: MessageType) => type !== 'gift';

export interface TurnFacts {
  /** The sender of the latest message between the two; null when this message opens the conversation. */
  lastSenderId: number | null;
  /** Conversations the sender opened in the last 24 hours. */
  startedToday: () => Promise<number>;
  /** The operator's `newConversationsPerDayUnverified`. */
  dailyNewLimit: number;
}

/**
 * The turn rules for members without VIP, checked while the pair is locked:
 * - a new conversation counts against the daily limit unless the sender's e-mail is verified (400058);
 * - otherwise the sender may write only when the latest message is the other member's (400059), so a
 *   non-VIP sends one message and waits for the reply. A recalled message still takes the turn.
 */
export async function checkTurn(sender: MemberActor, emailVerified: boolean, turn: TurnFacts): Promise<void> {
  if (sender.vip) return;
  if (turn.lastSenderId === null) {
    if (!emailVerified && (await turn.startedToday()) >= turn.dailyNewLimit) {
      throw fail.code(
        400,
        ErrorCode.MessageNeedsVipOrEmail,
        ChatMessages.needVipOrEmail,
        undefined,
        RefusalReason.DailyLimit,
      );
    }
    return;
  }
  if (turn.lastSenderId === sender.id) throw fail.code(400, ErrorCode.WaitForReply, ChatMessages.waitForReply);
}
