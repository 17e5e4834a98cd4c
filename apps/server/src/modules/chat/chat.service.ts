import {
  ChatMessages,
  ErrorCode,
  RefusalReason,
  ValidationText,
  type BusEvent,
  type ChatMessage,
  type MessageEvent,
  type MessageTemplate,
  type MessageType,
  type SendMessageBody,
} from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { authorize, can, memberActor, type MemberActor } from '../../platform/policy';
import { imageUrl } from '../account/account.presenter';
import { hiddenProfile, profilePolicy } from '../profile/profile.policy';
import { personOf, type Person } from '../profile/profile.service';
import { detectLanguage, storedLang } from '../translation/detection';
import type { Outgoing as TranslationToStore, TranslatableItem } from '../translation/translation.service';
import type { GiftRow } from '../gifts/gifts.repo';
import type { GiftShare } from '../gifts/gifts.service';
import type { ChatDeps } from './chat.deps';
import { chatPolicy, checkTurn, messageNotFound, rationed } from './chat.policy';
import { chatRepo, pairOf, type ChatMember, type MessageRow, type SendFacts, type ThreadRow } from './chat.repo';
import { ThreadService } from './threads.service';

const DAY_MS = 86_400_000;

/** A message about to be sent, whichever way it came (typed, say-hi). */
interface Outgoing {
  type: MessageType;
  content: string;
  uploadIds: number[];
  clientId: string | null;
  /** Send translation: the text in the recipient's language, as the sender approved it. */
  translation?: string;
  /** A `gift` message's gift, paid in the send's transaction. */
  giftId?: number;
}

/** Postgres' unique_violation, raised directly or wrapped by Drizzle as the cause. */
const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Messages between two members (spec §3 Message, §5 messaging rules): sending under the rules, recall,
 * say-hi, and one message read or deleted for the caller. Every send and recall reaches both sides'
 * clients through the realtime `message` event once its transaction has committed.
 */
export class ChatService {
  readonly threads: ThreadService;
  /** `published_at` marks waiting for the next write, with the sends that wait for them. */
  private marks: { id: number; done: () => void; failed: (err: unknown) => void }[] = [];
  private marking = false;

  constructor(private readonly deps: ChatDeps) {
    this.threads = new ThreadService(deps);
  }

  /**
   * Marks a message published once its events went out, and resolves when that is stored. Marks are
   * written as a group commit: one UPDATE for every message marked while the previous one ran, so under
   * load the sends of this node share the statement (P4) and a lone send still writes at once.
   */
  private markPublished(id: number): Promise<void> {
    return new Promise((done, failed) => {
      this.marks.push({ id, done, failed });
      if (!this.marking) void this.writeMarks();
    });
  }

  private async writeMarks() {
    this.marking = true;
    try {
      while (this.marks.length) {
        const batch = this.marks.splice(0, 1000);
        try {
          await chatRepo.markPublished(
            this.deps.db,
            batch.map((m) => m.id),
            this.deps.now(),
          );
          for (const m of batch) m.done();
        } catch (err) {
          for (const m of batch) m.failed(err);
        }
      }
    } finally {
      this.marking = false;
    }
  }

  /**
   * `POST messages`: text and/or the sender's own message photos, or a gift of the catalogue
   * (`message_type: gift` with `gift_id`, from a chat or a profile). A gift carries no text or photos.
   */
  async send(senderId: number, body: SendMessageBody): Promise<ChatMessage> {
    const type = body.message_type ?? 'text';
    if (type === 'hi') throw fail.validation({ message_type: 'Say-hi is sent with POST sayhi' });
    if (type === 'gift') {
      if (body.message_content || body.upload_ids?.length || body.translate) {
        throw fail.validation({ message_type: 'A gift is sent on its own, without text or photos' });
      }
      return this.deliver(senderId, body.user_id, {
        type: 'gift',
        content: '',
        uploadIds: [],
        clientId: body.client_id ?? null,
        giftId: body.gift_id,
      });
    }
    return this.deliver(senderId, body.user_id, {
      type: 'text',
      content: body.message_content ?? '',
      uploadIds: [...new Set(body.upload_ids ?? [])],
      clientId: body.client_id ?? null,
      ...(body.translate ? { translation: body.translate } : {}),
    });
  }

  /**
   * `POST sayhi`: the caller's say-hi template as a `hi` message, under the same rules: its text and a
   * copy of its picture as the message's photo. A copy whose message the rules refuse is deleted again.
   */
  async sayHi(senderId: number, recipientId: number): Promise<ChatMessage> {
    const { db, photos } = this.deps;
    const me = await chatRepo.member(db, senderId);
    const photoId = me?.hi_photo ? await photos.copyHiPhoto(senderId, me.hi_photo) : null;
    if (!me?.hi_content && photoId === null) {
      throw fail.validation({ user_id: 'Set your say-hi message first' }, 'Set your say-hi message first');
    }
    const uploadIds = photoId === null ? [] : [photoId];
    try {
      return await this.deliver(senderId, recipientId, {
        type: 'hi',
        content: me?.hi_content ?? '',
        uploadIds,
        clientId: null,
      });
    } catch (error) {
      if (photoId !== null) await photos.remove(senderId, uploadIds);
      throw error;
    }
  }

  /** `GET message_templates/{id}`: what say-hi would send to that member. */
  async template(userId: number, recipientId: number): Promise<MessageTemplate> {
    const me = await chatRepo.member(this.deps.db, userId);
    if (!me) throw fail.unauthorized();
    const hiPhoto = imageUrl(me.hi_photo);
    return {
      user_id: recipientId,
      hi_content: me.hi_content,
      hi_photo: hiPhoto,
      available: Boolean(me.hi_content || hiPhoto),
    };
  }

  /**
   * Sends under the messaging rules. A `client_id` the sender already used answers that first message
   * and stores nothing, so a retried send is harmless. The checks that read the two members run first;
   * the turn rules run with the pair locked, so concurrent sends keep their order and their limits.
   */
  private async deliver(senderId: number, recipientId: number, out: Outgoing): Promise<ChatMessage> {
    if (recipientId === senderId) throw fail.validation({ user_id: 'Choose another member' });
    const { db, photos, operator } = this.deps;
    // Both members, the pair's friendship and blocks, its latest sender and the client id's message, in
    // one statement: for the rules (the sender as the policy's actor), the message's language and both
    // sides' presentations.
    const facts = await chatRepo.sendFacts(db, senderId, recipientId, out.clientId);
    const prior = facts.priorId === null ? undefined : await chatRepo.byId(db, facts.priorId);
    if (prior) return this.answerRetry(senderId, prior);

    const { members } = facts;
    const now = this.deps.now();
    const people = new Map([...members].map(([id, row]) => [id, personOf(row, now)]));
    const me = members.get(senderId);
    const sender = people.get(senderId)?.actor;
    if (!me || !sender) throw fail.unauthorized();
    // The age gate for accounts made without one (a WeChat sign-up): the onboarding asks it first.
    if (!me.birthday)
      throw fail.validation({ birthday: ValidationText.birthdayRequired }, ValidationText.birthdayRequired);
    const recipient = members.get(recipientId);
    if (!recipient || recipient.status !== 'active') throw hiddenProfile();
    const emailVerified = me.email_verified === 1;
    await this.checkRelation(sender, emailVerified, recipient, out.content, facts);
    if (out.uploadIds.length) await photos.assertAttachable(senderId, out.uploadIds, 'message');
    const gift = out.giftId === undefined ? undefined : await this.deps.gifts.offered(sender, out.giftId);
    // Read before the send's transaction (the embedded database has one connection): whether this gift's
    // gold reaches the recipient, a partner, as earnings (operator setting `withdrawGiftsEarn`).
    const giftShare = gift ? await this.deps.gifts.recipientShare(recipient) : null;
    // The daily limit of new conversations, read only when this send may open one: a conversation once
    // started stays started (messages are recalled, never removed), so the locked check agrees.
    const mayOpen = rationed(out.type) && facts.lastSenderId === null && !sender.vip && !emailVerified;
    const dailyNewLimit = mayOpen ? await operator.get('newConversationsPerDayUnverified') : 0;
    const lang = out.content ? storedLang(detectLanguage(out.content, me.language)) : 'und';
    const translated = out.translation
      ? await this.deps.translation.outgoing(out.content, lang, recipient.language, out.translation)
      : undefined;

    try {
      const sent = await this.insert(
        sender,
        emailVerified,
        recipientId,
        { ...out, lang, translated, gift, giftShare },
        dailyNewLimit,
      );
      if (!sent.fresh) return await this.answerRetry(senderId, sent.message);
      // Just written: the only translation it can have is the sender's own, stored with it.
      const shown = await this.announce(sent.message, sent.events, 'new', people, sent.threads, !translated);
      await this.markPublished(sent.message.id);
      return shown;
    } catch (error) {
      // The same client id raced in on another connection: answer the message that won.
      const winner =
        out.clientId && isUniqueViolation(error) ? await chatRepo.byClientId(db, senderId, out.clientId) : undefined;
      if (winner) return this.asSeenBy(senderId, winner);
      throw error;
    }
  }

  /**
   * A send retried with a client_id already used answers the first message; if its events never went out
   * (the node stopped between commit and publish), the retry sends them now.
   */
  private async answerRetry(senderId: number, row: MessageRow): Promise<ChatMessage> {
    if (row.published_at !== null) return this.asSeenBy(senderId, row);
    return this.publishPending(row);
  }

  /**
   * Sends the events of a committed message that never went out: the message to both sides and the
   * recipient's counters as they are now. Clients take a message they already have by its id once.
   */
  private async publishPending(row: MessageRow): Promise<ChatMessage> {
    const counter = await this.deps.notifications.counters(row.recipient_id);
    const shown = await this.announce(row, [{ to: row.recipient_id, event: 'counter', payload: counter }], 'new');
    await this.markPublished(row.id);
    return shown;
  }

  /**
   * The `publish-pending-messages` job: messages committed more than `graceMs` ago whose events never
   * went out. Answers how many it sent.
   */
  async publishPendingMessages(now: Date, graceMs = 5_000): Promise<number> {
    const rows = await chatRepo.unpublished(this.deps.db, new Date(now.getTime() - graceMs), 100);
    for (const row of rows) await this.publishPending(row);
    return rows.length;
  }

  /** Blocks, the recipient's privacy (profile visibility, message source, language): the send rule. */
  private async checkRelation(
    sender: MemberActor,
    emailVerified: boolean,
    recipient: ChatMember,
    text: string,
    flags: SendFacts,
  ) {
    const pair = {
      friend: flags.friend,
      blocking: flags.blocked,
      blockedBy: flags.blocked_me,
      started: flags.lastSenderId !== null,
    };
    const profile = { owner: recipient, between: { friend: flags.friend, blocked: flags.blocked || flags.blocked_me } };
    // A member who wrote to you can be answered even if you may not see their profile.
    const reachable =
      can(sender, profilePolicy.view, profile) || (await chatRepo.hasWritten(this.deps.db, recipient.id, sender.id));
    const facts = {
      language: recipient.language,
      messageSource: recipient.message_source,
      blockOtherLanguage: recipient.block_other_language,
    };
    authorize(sender, chatPolicy.send, { emailVerified, recipient: facts, pair, reachable, text });
  }

  /**
   * The send itself, in one transaction: the pair's lock, the turn rules (and a retry's client id) read
   * in one statement, the message with both threads and the recipient's counter written in one, then a
   * gift's charge, the photos and the translation when the message has them.
   */
  private insert(
    sender: MemberActor,
    emailVerified: boolean,
    recipientId: number,
    out: Outgoing & {
      lang: string;
      translated: TranslationToStore | undefined;
      gift: GiftRow | undefined;
      giftShare: GiftShare | null;
    },
    dailyNewLimit: number,
  ) {
    const { db, photos, notifications, translation, gifts } = this.deps;
    const at = this.deps.now();
    const { low, high } = pairOf(sender.id, recipientId);
    return db.transaction(async (tx) => {
      await chatRepo.lockPair(tx, sender.id, recipientId);
      if (out.gift) await chatRepo.lockGiftParties(tx, sender.id, recipientId);
      const turn = await chatRepo.turnFacts(tx, sender.id, recipientId, out.clientId);
      const retried = turn.priorId === null ? undefined : await chatRepo.byId(tx, turn.priorId);
      if (retried) return { message: retried, fresh: false, events: [], threads: undefined };
      if (rationed(out.type)) {
        const { lastSenderId } = turn;
        if (lastSenderId === null && !sender.vip && !emailVerified) await chatRepo.lockStarter(tx, sender.id);
        await checkTurn(sender, emailVerified, {
          lastSenderId,
          dailyNewLimit,
          startedToday: () => chatRepo.conversationsStartedSince(tx, sender.id, new Date(at.getTime() - DAY_MS)),
        });
      }
      const counter = notifications.raiseWith(recipientId, 'message', 1);
      const written = await chatRepo.writeSend(
        tx,
        {
          sender_id: sender.id,
          recipient_id: recipientId,
          pair_low: low,
          pair_high: high,
          message_type: out.type,
          content: out.content,
          upload_ids: out.uploadIds,
          gift_id: out.gift?.id ?? null,
          client_id: out.clientId,
          lang: out.lang,
          created_at: at,
        },
        counter,
      );
      const { message } = written;
      const paid = out.gift
        ? await gifts.charge(tx, sender, out.gift, message.id, { id: recipientId, share: out.giftShare ?? null })
        : {};
      if (out.uploadIds.length) await photos.attach(tx, sender.id, out.uploadIds, 'message', message.id);
      if (out.translated) await translation.saveOutgoing(tx, message.id, out.translated);
      const balance: BusEvent[] = [
        ...(paid.balance === undefined
          ? []
          : [{ to: sender.id, event: 'balance' as const, payload: { balance: paid.balance } }]),
        ...(paid.recipientBalance === undefined
          ? []
          : [{ to: recipientId, event: 'balance' as const, payload: { balance: paid.recipientBalance } }]),
      ];
      const threads = new Map([
        [sender.id, written.senderThread],
        [recipientId, written.recipientThread],
      ]);
      return {
        message,
        fresh: true,
        events: [counter.event(written.counter), ...balance],
        threads,
      };
    });
  }

  /** `POST recall`: the sender's own message, within the operator's window; both sides see it recalled. */
  async recall(userId: number, id: number): Promise<ChatMessage> {
    const { db, operator } = this.deps;
    const row = await this.partyOf(userId, id);
    authorize(memberActor(userId), chatPolicy.recall, row);
    if (row.recalled_at) return this.asSeenBy(userId, row);
    const at = this.deps.now();
    const windowMs = (await operator.get('recallWindowSeconds')) * 1000;
    if (at.getTime() - row.created_at.getTime() > windowMs) {
      throw fail.code(400, ErrorCode.Plain, ChatMessages.recallExpired, undefined, RefusalReason.RecallExpired);
    }
    return this.announce(await chatRepo.recall(db, id, at), [], 'recall');
  }

  /** A message's text for the translation module: one of the caller's, visible to them (404 otherwise). */
  async translatable(userId: number, id: number): Promise<TranslatableItem> {
    const row = await this.visibleTo(userId, id);
    const writer = await chatRepo.member(this.deps.db, row.sender_id);
    return { text: row.recalled_at ? '' : row.content, lang: row.lang, writerLanguage: writer?.language ?? null };
  }

  /**
   * The language to preview a message to a member in: theirs, when the caller may write to them (an
   * existing conversation, or a profile the caller may see; 400061 otherwise).
   */
  async recipientLanguage(userId: number, recipientId: number): Promise<string> {
    const { db, profiles } = this.deps;
    if (recipientId === userId) throw fail.validation({ user_id: 'Choose another member' });
    const recipient = await chatRepo.member(db, recipientId);
    if (!recipient || recipient.status !== 'active') throw hiddenProfile();
    if (!(await chatRepo.thread(db, recipientId, userId))) await profiles.visibleMember(userId, recipientId);
    return recipient.language;
  }

  /** Whether `fromId` ever wrote to `toId` (a member may answer, and report, whoever wrote to them). */
  wroteTo(fromId: number, toId: number): Promise<boolean> {
    return chatRepo.hasWritten(this.deps.db, fromId, toId);
  }

  /** `GET messages/{id}`: one message of the caller's, unless they deleted it or the thread. */
  async message(userId: number, id: number): Promise<ChatMessage> {
    return this.asSeenBy(userId, await this.visibleTo(userId, id));
  }

  /** `DELETE messages/{id}`: gone for the caller only; the other side keeps it. */
  async deleteMessage(userId: number, id: number) {
    await chatRepo.deleteFor(this.deps.db, userId, (await this.visibleTo(userId, id)).id);
    return { id, deleted: true as const };
  }

  private async partyOf(userId: number, id: number): Promise<MessageRow> {
    const row = await chatRepo.byId(this.deps.db, id);
    if (!row) throw messageNotFound();
    authorize(memberActor(userId), chatPolicy.read, row);
    return row;
  }

  private async visibleTo(userId: number, id: number): Promise<MessageRow> {
    const row = await this.partyOf(userId, id);
    const peerId = row.sender_id === userId ? row.recipient_id : row.sender_id;
    const thread = await chatRepo.thread(this.deps.db, userId, peerId);
    const visible = thread ? await chatRepo.visibleById(this.deps.db, thread, id) : undefined;
    if (!visible) throw messageNotFound();
    return visible;
  }

  /**
   * The message in the viewer's own thread with its photos and translation as the viewer may see them.
   * `people` holds both sides when the caller has them already.
   */
  private async asSeenBy(
    viewerId: number,
    row: MessageRow,
    people?: Map<number, Person>,
    known?: ThreadRow,
    noneStored = false,
  ): Promise<ChatMessage> {
    const peerId = row.sender_id === viewerId ? row.recipient_id : row.sender_id;
    const { db } = this.deps;
    // Both sides have their thread from the first message on; opening is only the fallback.
    const thread =
      known ?? (await chatRepo.thread(db, viewerId, peerId)) ?? (await chatRepo.openThread(db, viewerId, peerId));
    const [message] = await this.threads.presentMessages(viewerId, thread, [row], people, noneStored);
    return message!;
  }

  /**
   * After commit: the `message` event to the recipient and to the sender's own clients (their other
   * devices; the sending one dedups by id or client id), then the counters. Answers the message as the
   * sender sees it.
   */
  private async announce(
    row: MessageRow,
    counters: BusEvent[],
    kind: MessageEvent['kind'] = 'new',
    known?: Map<number, Person>,
    threads?: Map<number, ThreadRow>,
    noneStored = false,
  ): Promise<ChatMessage> {
    const people = known ?? (await this.deps.profiles.people([row.sender_id, row.recipient_id]));
    const [forRecipient, forSender] = await Promise.all([
      this.asSeenBy(row.recipient_id, row, people, threads?.get(row.recipient_id), noneStored),
      this.asSeenBy(row.sender_id, row, people, threads?.get(row.sender_id), noneStored),
    ]);
    const event = (to: number, message: ChatMessage): BusEvent => ({
      to,
      event: 'message',
      payload: { kind, thread_id: message.thread_id, message } satisfies MessageEvent,
    });
    await this.deps.notifications.publish([
      event(row.recipient_id, forRecipient),
      event(row.sender_id, forSender),
      ...counters,
    ]);
    return forSender;
  }
}
