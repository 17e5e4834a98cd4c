import { ChatMessages, ErrorCode, RefusalReason } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { isInLanguage } from './language';

/**
 * The messaging rules of spec §5 and §6 (docs/decisions.md "Messaging rules"), as pure checks over facts
 * the service gathers. Each throws the refusal the client acts on.
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
export function checkBlocks(pair: PairFacts): void {
  if (pair.blocking) throw fail.code(403, ErrorCode.Blocked, ChatMessages.blocking, undefined, RefusalReason.Blocking);
  if (pair.blockedBy) throw fail.code(403, ErrorCode.Blocked, ChatMessages.blocked, undefined, RefusalReason.BlockedBy);
}

/**
 * The recipient's "message source" privacy setting decides who may START a conversation with them:
 * `everyone`; `validate` only members with a verified e-mail or VIP (400058, the client then offers to
 * verify or upgrade); `pass` nobody (403001). Friends and conversations already started always continue.
 */
export function checkMessageSource(sender: SenderFacts, recipient: RecipientFacts, pair: PairFacts): void {
  if (pair.started || pair.friend) return;
  if (recipient.messageSource === 'pass')
    throw fail.code(403, ErrorCode.Blocked, ChatMessages.notAccepting, undefined, RefusalReason.NotAccepting);
  if (recipient.messageSource === 'validate' && !sender.vip && !sender.emailVerified) {
    throw fail.code(
      400,
      ErrorCode.MessageNeedsVipOrEmail,
      ChatMessages.validateFirst,
      undefined,
      RefusalReason.VerifiedOnly,
    );
  }
}

/** "Block messages not in my language": a text long enough to tell, in another language, is refused. */
export function checkLanguage(recipient: RecipientFacts, text: string): void {
  if (!recipient.blockOtherLanguage || !text) return;
  if (!isInLanguage(text, recipient.language))
    throw fail.code(403, ErrorCode.Blocked, ChatMessages.otherLanguage, undefined, RefusalReason.OtherLanguage);
}

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
export async function checkTurn(sender: SenderFacts, turn: TurnFacts): Promise<void> {
  if (sender.vip) return;
  if (turn.lastSenderId === null) {
    if (!sender.emailVerified && (await turn.startedToday()) >= turn.dailyNewLimit) {
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
