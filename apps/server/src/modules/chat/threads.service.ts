import {
  MESSAGE_PAGE_SIZE,
  NO_MORE,
  THREAD_PAGE_SIZE,
  TranslateEngine,
  untranslated,
  type BusEvent,
  type ChatMessage,
  type ChatThread,
  type FeedUpload,
  type MessageGift,
  type ThreadPage,
  type ThreadView,
  type UpdateThreadBody,
  type UserCard,
} from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { cursorPage, numberedPage, pageOffset } from '../../platform/pagination';
import { memberActor } from '../../platform/policy';
import { personOf, type Person } from '../profile/profile.service';
import type { ChatDeps } from './chat.deps';
import { presentMessage, presentThread, type ThreadPeer } from './chat.presenter';
import { chatRepo, type MessageRow, type ThreadFactsRow, type ThreadRow } from './chat.repo';

/** Messages one catch-up answers; a client that gets this many asks again from the last one. */
const CATCH_UP_SIZE = 100;

const threadNotFound = () => fail.notFound('Conversation not found');

/**
 * A member's side of their conversations (spec §3 Conversation thread): the list, one conversation's
 * messages, pin, read, translation settings, draft, delete for me.
 */
export class ThreadService {
  constructor(private readonly deps: ChatDeps) {}

  /**
   * `GET message_threads`: pinned first, then by last message; `q` matches the member's name. One
   * statement reads the page with each peer's card, the relation between the two and the last message.
   */
  async list(userId: number, q: string | undefined, page: number): Promise<ThreadPage> {
    const rows = await chatRepo.list(
      this.deps.db,
      userId,
      q || undefined,
      pageOffset(page, THREAD_PAGE_SIZE),
      THREAD_PAGE_SIZE,
      this.deps.now(),
    );
    const { data, next_page } = numberedPage(rows, page, THREAD_PAGE_SIZE);
    return { data: await this.presentFacts(data), next_page };
  }

  /**
   * `GET message_threads/{id}`: with `user` the id is a member's, and the conversation with them opens
   * (created when new, if the caller may see them); else it is one of the caller's threads. `max_id`
   * pages back; `after_id` answers what came after it, oldest first, up to CATCH_UP_SIZE at a time.
   * Two statements: the thread with both members' facts and what it shows of the peer (its last message
   * too, unless the page is the newest, which holds it), then the page.
   */
  async view(
    userId: number,
    id: number,
    query: { user?: '0' | '1'; max_id?: number; after_id?: number },
  ): Promise<ThreadView> {
    const { db } = this.deps;
    const newestPage = query.after_id === undefined && query.max_id === undefined;
    const facts =
      query.user === '1' ? await this.openFacts(userId, id, !newestPage) : await this.ownFacts(userId, id, !newestPage);
    const { thread } = facts;
    const page =
      query.after_id === undefined
        ? cursorPage(await chatRepo.history(db, thread, query.max_id, MESSAGE_PAGE_SIZE), MESSAGE_PAGE_SIZE)
        : { data: await chatRepo.since(db, thread, query.after_id, CATCH_UP_SIZE), next_max_id: NO_MORE };
    const oldestFirst = [...page.data].sort((a, b) => a.id - b.id);
    const now = this.deps.now();
    const people = new Map<number, Person>([
      [userId, personOf(facts.owner, now)],
      [thread.peer_id, personOf(facts.peerPerson, now)],
    ]);
    // The newest page holds the thread's last visible message (or shows there is none): not read with the thread.
    const last = newestPage ? oldestFirst.at(-1) : facts.last;
    const [presented] = await this.presentFacts([{ ...facts, last }]);
    return {
      thread: presented!,
      data: await this.presentMessages(userId, thread, oldestFirst, people, false, facts.peerReadUpTo),
      next_max_id: page.next_max_id,
    };
  }

  /** The caller's thread with the member and its facts: opened first when new, if they may see them. */
  private async openFacts(userId: number, peerId: number, withLast: boolean) {
    if (peerId === userId) throw fail.validation({ user_id: 'Choose another member' });
    const { db, now } = this.deps;
    const existing = await chatRepo.threadFacts(db, userId, { peerId }, withLast, now());
    if (existing) return existing;
    await this.open(userId, peerId);
    return (await chatRepo.threadFacts(db, userId, { peerId }, withLast, now()))!;
  }

  private async ownFacts(userId: number, id: number, withLast: boolean) {
    const facts = await chatRepo.threadFacts(this.deps.db, userId, { id }, withLast, this.deps.now());
    if (!facts) throw threadNotFound();
    return facts;
  }

  /** The conversation with a member, opened for the caller: existing, or new when they may see them. */
  async open(userId: number, peerId: number): Promise<ThreadRow> {
    if (peerId === userId) throw fail.validation({ user_id: 'Choose another member' });
    const existing = await chatRepo.thread(this.deps.db, userId, peerId);
    if (existing) return existing;
    await this.deps.profiles.visibleOrBlockedBy(userId, peerId);
    return chatRepo.openThread(this.deps.db, userId, peerId);
  }

  async own(userId: number, id: number): Promise<ThreadRow> {
    const thread = await chatRepo.ownThread(this.deps.db, userId, id);
    if (!thread) throw threadNotFound();
    return thread;
  }

  /**
   * `PUT message_threads/{thread}`: pin (`top`), mark read, translation settings. Marking read is also
   * how a client with the chat open keeps a new message from counting as unread.
   */
  async update(userId: number, id: number, body: UpdateThreadBody): Promise<ChatThread> {
    const thread = await this.own(userId, id);
    const at = this.deps.now();
    const values: Partial<ThreadRow> = {
      ...(body.top === undefined ? {} : { pinned_at: body.top ? at : null }),
      ...(body.translate_engine === undefined ? {} : { translate_engine: body.translate_engine }),
      ...(body.send_translate === undefined ? {} : { send_translate: body.send_translate }),
      ...(body.receive_translate === undefined ? {} : { receive_translate: body.receive_translate }),
    };
    const readUpTo = thread.last_message_id ?? 0;
    if (body.read) Object.assign(values, { last_read_at: at, last_read_message_id: readUpTo });
    const changed = await this.changeThread(userId, thread.id, values, body.read === true);
    if (body.read && readUpTo > thread.last_read_message_id) await this.sendReadReceipt(userId, thread.peer_id);
    return this.present(changed);
  }

  /**
   * After a thread was marked read further than before: the `read` event to the other member, in their
   * own thread, unless either side turned read receipts off or a block stands between them.
   */
  private async sendReadReceipt(readerId: number, peerId: number) {
    const { db, notifications } = this.deps;
    const threadId = await chatRepo.receiptThread(db, readerId, peerId);
    if (threadId === undefined) return;
    await notifications.publish([{ to: peerId, event: 'read', payload: { thread_id: threadId, user_id: readerId } }]);
  }

  /** Relays "typing" from one member to another when allowed (the gateway limits how often it asks). */
  async typing(fromId: number, toId: number): Promise<boolean> {
    if (fromId === toId || !(await chatRepo.typingAllowed(this.deps.db, fromId, toId))) return false;
    await this.deps.notifications.publish([{ to: toId, event: 'typing', payload: { user_id: fromId } }]);
    return true;
  }

  /** `DELETE message_threads/{id}`: gone for the caller until a new message arrives, then with only the new ones. */
  async remove(userId: number, id: number) {
    const thread = await this.own(userId, id);
    await this.changeThread(
      userId,
      thread.id,
      { hidden: true, cleared_before_id: thread.last_message_id ?? 0, pinned_at: null, draft: '' },
      true,
    );
    return { id: thread.id, deleted: true as const };
  }

  /** `POST draft`: the unsent text of the conversation with a member, shown in the thread list. */
  async saveDraft(userId: number, peerId: number, draft: string) {
    const thread = await this.open(userId, peerId);
    const saved = await chatRepo.updateThread(this.deps.db, thread.id, { draft, ...(draft ? { hidden: false } : {}) });
    return { thread_id: saved.id, draft: saved.draft };
  }

  /**
   * Marks every conversation read and zeroes the message counter in one transaction: the counter is the
   * sum over the threads, so resetting only the counter would leave the two apart.
   */
  async readAll(userId: number): Promise<void> {
    const { db, notifications } = this.deps;
    const event = await db.transaction(async (tx) => {
      await chatRepo.readAll(tx, userId, this.deps.now());
      return notifications.zero(tx, userId, 'message');
    });
    await notifications.publish([event]);
  }

  /**
   * Changes a thread; with `clearUnread` its unread count goes to 0 and the member's message counter
   * drops by as much, in the same transaction, so the counter stays the sum over their threads.
   */
  private async changeThread(userId: number, id: number, values: Partial<ThreadRow>, clearUnread: boolean) {
    const { db, notifications } = this.deps;
    const events: BusEvent[] = [];
    const row = await db.transaction(async (tx) => {
      const unread = clearUnread ? await chatRepo.lockUnread(tx, id) : 0;
      const row = await chatRepo.updateThread(tx, id, clearUnread ? { ...values, unread: 0 } : values);
      if (unread > 0) events.push(await notifications.raise(tx, userId, 'message', -unread));
      return row;
    });
    await notifications.publish(events);
    return row;
  }

  /**
   * One thread; `people` (the owner and the peer) and its last visible message when the caller has them
   * already (`known.last` undefined: the thread shows no message).
   */
  async present(
    thread: ThreadRow,
    people?: Map<number, Person>,
    known?: { last: MessageRow | undefined },
  ): Promise<ChatThread> {
    const peer = (people ?? (await this.deps.profiles.people([thread.peer_id]))).get(thread.peer_id);
    const row = { thread, name: peer?.name ?? '', language: peer?.language ?? 'en' };
    const [one] = await this.presentAll([row], known ? new Map([[thread.id, known.last]]) : undefined);
    return one!;
  }

  /** Threads with their member's card, the relation between the two and the last message's summary. */
  private async presentAll(
    rows: { thread: ThreadRow; name: string; language: string }[],
    knownLast?: Map<number, MessageRow | undefined>,
  ): Promise<ChatThread[]> {
    if (rows.length === 0) return [];
    const { db, profiles, blocks } = this.deps;
    const ownerId = rows[0]!.thread.user_id;
    const peerIds = rows.map((r) => r.thread.peer_id);
    // One query per kind for the whole page, however many threads it holds.
    const [{ cards, visible }, standings, lastOf] = await Promise.all([
      profiles.activeCardsSeenBy(ownerId, peerIds),
      blocks.standings(ownerId, peerIds),
      knownLast ??
        chatRepo.lastVisibleOf(
          db,
          ownerId,
          rows.map((r) => r.thread.id),
        ),
    ]);
    return rows.map(({ thread, name, language }) => {
      const standing = standings.get(thread.peer_id)!;
      return this.threadOf(thread, cards.get(thread.peer_id), visible.has(thread.peer_id), {
        name,
        language,
        friend: standing.friend,
        blocking: standing.blocked,
        blockedBy: standing.blocked_me,
        last: lastOf.get(thread.id),
      });
    });
  }

  /** Threads read with their facts in the thread's own statement (`chatRepo.list`, `chatRepo.threadFacts`). */
  private async presentFacts(rows: ThreadFactsRow[]): Promise<ChatThread[]> {
    if (rows.length === 0) return [];
    // Cards of active peers only: a conversation with an account no longer active shows its name alone.
    const cards = await this.deps.profiles.presentCards(
      rows.flatMap((r) => (r.peer.status === 'active' ? [r.peer] : [])),
    );
    return rows.map((r) =>
      this.threadOf(r.thread, cards.get(r.thread.peer_id), r.visible, {
        name: r.peer.name,
        language: r.peer.language,
        friend: r.friend,
        blocking: r.blocking,
        blockedBy: r.blocked_by,
        last: r.last,
      }),
    );
  }

  private threadOf(
    thread: ThreadRow,
    card: UserCard | undefined,
    visible: boolean,
    facts: Omit<ThreadPeer, 'card'> & { last: MessageRow | undefined },
  ): ChatThread {
    const { last, ...peer } = facts;
    // A conversation stays listed whatever the privacy, but the peer is shown online only to whom may
    // see their profile, as the presence query and the `online` event (never across a block).
    return presentThread(thread, { ...peer, card: card && { ...card, online: card.online && visible } }, last);
  }

  /**
   * Messages as the viewer sees them in their thread, with their photos and translations loaded once.
   * `people` holds the viewer and the peer when the caller has them already; `noneStored` says the rows
   * have no stored translation (a message just sent without one).
   */
  async presentMessages(
    viewerId: number,
    thread: ThreadRow,
    rows: MessageRow[],
    people?: Map<number, Person>,
    noneStored = false,
    readUpTo = 0,
  ): Promise<ChatMessage[]> {
    const ids = [...new Set(rows.flatMap((r) => r.upload_ids))];
    const giftIds = rows.flatMap((r) => (r.gift_id === null ? [] : [r.gift_id]));
    const known = people ?? (await this.deps.profiles.people([viewerId, thread.peer_id]));
    const [uploads, translations, gifts] = await Promise.all([
      ids.length ? this.deps.photos.presentFor(viewerId, ids) : new Map<number, FeedUpload>(),
      this.translationsFor(viewerId, thread, rows, known, noneStored),
      giftIds.length
        ? this.deps.gifts.forMessages(giftIds, known.get(viewerId)?.language ?? 'en')
        : new Map<number, MessageGift>(),
    ]);
    const viewer = known.get(viewerId)?.actor ?? memberActor(viewerId);
    return rows.map((row) =>
      presentMessage(row, viewer, thread.id, uploads, translations.get(row.id)!, gifts, readUpTo),
    );
  }

  /**
   * Received messages in the viewer's language, translated as they arrive when the conversation's engine
   * (the thread's own, else the member's) is machine and receiving is on. The viewer's own messages show
   * the translation the other side reads, if there is one.
   */
  private async translationsFor(
    viewerId: number,
    thread: ThreadRow,
    rows: MessageRow[],
    people: Map<number, Person>,
    noneStored: boolean,
  ) {
    const reader = people.get(viewerId)?.reader ?? null;
    const peerLanguage = people.get(thread.peer_id)?.language ?? null;
    const engine = thread.translate_engine ?? reader?.engine;
    const auto = engine === TranslateEngine.Machine && thread.receive_translate;
    const fields = await this.deps.translation.present(
      'message',
      reader,
      rows.map((row) => {
        const mine = row.sender_id === viewerId;
        return {
          id: row.id,
          text: row.recalled_at ? '' : row.content,
          lang: row.lang,
          target: mine ? peerLanguage : (reader?.language ?? null),
          auto: !mine && auto,
        };
      }),
      noneStored,
    );
    // The other side's failed attempts are theirs to retry; the sender sees only a translation made.
    for (const row of rows) {
      const own = fields.get(row.id)!;
      if (row.sender_id === viewerId && own.translate_status !== 'done') fields.set(row.id, untranslated(own.lang));
    }
    return fields;
  }
}
