import {
  COMMENT_PAGE_SIZE,
  TranslateEngine,
  untranslated,
  type BusEvent,
  type CommentDeleted,
  type CreateCommentBody,
  type FeedComment,
  type FeedReactions,
  type ReactionEmoji,
} from '@yuanfen/contract';
import type { Db, Tx } from '../../db/client';
import { fail } from '../../platform/errors';
import { cursorPage } from '../../platform/pagination';
import { actorOf, authorize } from '../../platform/policy';
import type { NotificationService } from '../notification/notification.service';
import type { ProfileService } from '../profile/profile.service';
import { detectLanguage, storedLang } from '../translation/detection';
import type { Reader, TranslatableItem, TranslationService } from '../translation/translation.service';
import { commentRepo, type CommentRow } from './comment.repo';
import { feedPolicy } from './feed.policy';
import { viewerReadingOwnVip } from '../profile/privacy.repo';
import { countedReactions, presentComment } from './feed.presenter';
import { feedRepo } from './feed.repo';

export interface CommentDeps {
  db: Db;
  profiles: Pick<ProfileService, 'viewer' | 'reader'>;
  translation: Pick<TranslationService, 'present'>;
  notifications: Pick<NotificationService, 'notify' | 'publish'>;
  now: () => Date;
}

const postNotFound = () => fail.notFound('Post not found');
const commentNotFound = () => fail.notFound('Comment not found');

/** `reactions` after one member's reaction moved from `from` to `to` (either may be none). */
export function moveReaction(reactions: Record<string, number>, from: string | null, to: string | null) {
  const next = { ...reactions };
  if (from) next[from] = Math.max((next[from] ?? 0) - 1, 0);
  if (to) next[to] = (next[to] ?? 0) + 1;
  return countedReactions(next);
}

/**
 * Comments and reactions on posts (issue 21). Whoever may see a post may read its comments; a member may
 * comment on and react to it unless a block stands between them and its author (403001). Each write keeps
 * the post's counters (`comment_count`, `reactions`) in its own transaction; the post's author hears of a
 * new comment or a first reaction through the bell.
 */
export class CommentService {
  constructor(private readonly d: CommentDeps) {}

  /** `GET feeds/{id}/comments`: newest first, only writers the viewer may see, not the ones they reported. */
  async list(viewerId: number | null, feedId: number, maxId?: number) {
    const { db } = this.d;
    const viewer = await this.d.profiles.viewer(viewerId);
    if (!(await feedRepo.visibleById(db, viewer, feedId))) throw postNotFound();
    const rows = await commentRepo.page(db, viewer, feedId, maxId, COMMENT_PAGE_SIZE);
    const page = cursorPage(rows, COMMENT_PAGE_SIZE);
    const reader = viewerId === null || !page.data.length ? null : await this.d.profiles.reader(viewerId);
    const translations = await this.translationsFor(reader, page.data);
    const actor = actorOf(viewerId);
    const now = this.d.now();
    return {
      data: page.data.map((row) => presentComment(row, actor, now, translations.get(row.id)!)),
      next_max_id: page.next_max_id,
    };
  }

  /** `POST feeds/{id}/comments`: answers the comment as its writer sees it. */
  async create(userId: number, feedId: number, body: CreateCommentBody): Promise<FeedComment> {
    const { db } = this.d;
    const post = await this.interactable(userId, feedId);
    const writer = await this.d.profiles.reader(userId);
    if (!writer) throw fail.unauthorized();
    const content = body.content.trim();
    const lang = storedLang(detectLanguage(content, writer.language));
    const at = this.d.now();
    const { id, events } = await db.transaction(async (tx) => {
      const comment = await commentRepo.insert(tx, { feed_id: feedId, user_id: userId, content, lang, created_at: at });
      await commentRepo.countComments(tx, feedId, 1);
      const notice = await this.notifyAuthor(tx, post.user_id, userId, 'comment', { feed_id: feedId });
      return { id: comment.id, events: notice };
    });
    await this.d.notifications.publish(events);
    const row = await commentRepo.visibleById(db, { id: userId, vip: writer.vip }, id);
    if (!row) throw commentNotFound();
    return presentComment(row, actorOf(userId), at, untranslated(row.lang));
  }

  /**
   * `DELETE feeds/{id}/comments/{comment_id}`: its writer or the post's author (403 for others). Taking
   * back one's own words always works, even when a block or the author's privacy now hides the post.
   */
  async remove(userId: number, feedId: number, commentId: number): Promise<CommentDeleted> {
    const { db } = this.d;
    const comment = await commentRepo.live(db, feedId, commentId);
    if (!comment) throw commentNotFound();
    authorize(actorOf(userId), feedPolicy.deleteComment, comment);
    const now = this.d.now();
    const count = await db.transaction(async (tx) => {
      const deleted = await commentRepo.softDelete(tx, commentId, now);
      if (!deleted) throw commentNotFound();
      await commentRepo.countComments(tx, feedId, -1);
      // The count the member's copy of the post shows: the comments they would list, not the stored total.
      return commentRepo.visibleCount(tx, viewerReadingOwnVip(userId, now), feedId);
    });
    return { id: commentId, deleted: true, comment_count: count };
  }

  /** `PUT feeds/{id}/reaction`: sets or changes the member's one reaction. */
  async react(userId: number, feedId: number, emoji: ReactionEmoji): Promise<FeedReactions> {
    const post = await this.interactable(userId, feedId);
    const { reactions, events } = await this.d.db.transaction(async (tx) => {
      const locked = await commentRepo.lockPost(tx, feedId);
      if (!locked) throw postNotFound();
      const before = await commentRepo.reactionOf(tx, feedId, userId);
      if (before === emoji) return { reactions: countedReactions(locked.reactions), events: [] };
      await commentRepo.setReaction(tx, feedId, userId, emoji, this.d.now());
      const next = moveReaction(locked.reactions, before, emoji);
      await commentRepo.writeReactions(tx, feedId, next);
      // A first reaction is news to the author; changing it is not.
      const notice = before
        ? []
        : await this.notifyAuthor(tx, post.user_id, userId, 'reaction', { feed_id: feedId, emoji });
      return { reactions: next, events: notice };
    });
    await this.d.notifications.publish(events);
    return { id: feedId, reactions, my_reaction: emoji };
  }

  /**
   * `DELETE feeds/{id}/reaction`: takes the member's reaction back (none: nothing changes). Taking back
   * one's own reaction always works, even when a block or the author's privacy now hides the post (issue 21);
   * the answer then carries no counts, which are not theirs to see any more. Without a reaction to take
   * back, a post they may not see is not found (404), as for every other call.
   */
  async unreact(userId: number, feedId: number): Promise<FeedReactions> {
    const visible = Boolean(await feedRepo.visibleById(this.d.db, await this.d.profiles.viewer(userId), feedId));
    const reactions = await this.d.db.transaction(async (tx) => {
      const locked = await commentRepo.lockPost(tx, feedId);
      if (!locked) throw postNotFound();
      const before = await commentRepo.reactionOf(tx, feedId, userId);
      if (!before) {
        if (!visible) throw postNotFound();
        return countedReactions(locked.reactions);
      }
      await commentRepo.removeReaction(tx, feedId, userId);
      const next = moveReaction(locked.reactions, before, null);
      await commentRepo.writeReactions(tx, feedId, next);
      return visible ? next : {};
    });
    return { id: feedId, reactions, my_reaction: null };
  }

  /** A comment's text for the translation module, when the viewer may see it and its post (404 otherwise). */
  async translatable(viewerId: number, commentId: number): Promise<TranslatableItem> {
    const row = await this.visibleComment(viewerId, commentId);
    return { text: row.content, lang: row.lang, writerLanguage: row.language };
  }

  /** A comment a member may report: one they can see (404 otherwise, as for a post). */
  async assertReportable(reporterId: number, commentId: number): Promise<void> {
    await this.visibleComment(reporterId, commentId);
  }

  private async visibleComment(viewerId: number, commentId: number) {
    const viewer = await this.d.profiles.viewer(viewerId);
    const row = await commentRepo.visibleById(this.d.db, viewer, commentId);
    if (!row || !(await feedRepo.visibleById(this.d.db, viewer, row.feed_id))) throw commentNotFound();
    return row;
  }

  /** A post the member may comment on or react to: live, no block either way (403001), visible (404). */
  private async interactable(userId: number, feedId: number) {
    const { db } = this.d;
    const pair = await commentRepo.pair(db, feedId, userId);
    if (!pair) throw postNotFound();
    authorize(actorOf(userId), feedPolicy.interact, pair);
    if (!(await feedRepo.visibleById(db, await this.d.profiles.viewer(userId), feedId))) throw postNotFound();
    return pair;
  }

  /** The bell of the post's author, unless they wrote or reacted themselves. */
  private async notifyAuthor(
    tx: Tx,
    authorId: number,
    userId: number,
    type: 'comment' | 'reaction',
    extra: { feed_id: number; emoji?: string },
  ): Promise<BusEvent[]> {
    if (authorId === userId) return [];
    const member = await commentRepo.member(tx, userId);
    if (!member) return [];
    return [
      await this.d.notifications.notify(tx, authorId, type, {
        user_id: userId,
        name: member.name,
        avatar: member.avatar,
        ...extra,
      }),
    ];
  }

  private translationsFor(reader: Reader | null, rows: CommentRow[]) {
    return this.d.translation.present(
      'comment',
      reader,
      rows.map((row) => ({
        id: row.id,
        text: row.content,
        lang: row.lang,
        writerLanguage: row.language,
        target: reader?.language ?? null,
        auto: reader?.engine === TranslateEngine.Machine && row.user_id !== reader.id,
      })),
    );
  }
}
