import type { ReportBody } from '@yuanfen/contract';
import type { Db } from '../../db/client';
import { AppError, fail } from '../../platform/errors';
import type { ChatService } from '../chat/chat.service';
import type { ContactService } from '../contact/contact.service';
import type { CommentService } from '../feed/comment.service';
import type { FeedService } from '../feed/feed.service';
import type { ProfileService } from '../profile/profile.service';
import type { HumanTranslationService } from '../translation/human.service';
import { reportRepo } from './report.repo';

export interface ReportDeps {
  db: Db;
  profiles: Pick<ProfileService, 'visibleMember'>;
  chat: Pick<ChatService, 'message' | 'wroteTo' | 'deleteMessage'>;
  feeds: Pick<FeedService, 'get'>;
  comments: Pick<CommentService, 'assertReportable'>;
  humanTranslation: Pick<HumanTranslationService, 'assertReportable'>;
  contact: Pick<ContactService, 'assertReportable'>;
}

const USER_UNKNOWN = "User doesn't exist or hidden";

/**
 * `POST reports`: a member reports what they can see — a member whose profile they may open or who
 * wrote to them, a post shown to them, a message they have, a human translation they asked for. Anything
 * else answers as if it did not exist, so a report never tells whether a hidden or closed account exists.
 */
export class ReportService {
  constructor(private readonly deps: ReportDeps) {}

  /**
   * Files the report, once per reporter and subject, and hides the subject from the reporter at once: a
   * reported message is deleted for them (as their own "delete for me"); a reported post drops out of
   * their feed lists (feed.repo.ts); a reported comment out of the post's comments; a reported member out
   * of their discovery lists and home feed; a reported offer is not for sale to them; a reported
   * translation shows them the original (docs/decisions.md 42). A repeat of their own report only updates
   * its text (for a message,
   * even though it is no longer shown to them).
   */
  async file(reporterId: number, body: ReportBody) {
    const own = await reportRepo.findOwn(this.deps.db, reporterId, body.type, body.related_id);
    // A message they reported is gone for them: a repeat is taken without asking whether they have it.
    if (!own || body.type !== 'message') await this.assertReportable(reporterId, body);
    const report = await reportRepo.upsert(this.deps.db, {
      reporter_id: reporterId,
      type: body.type,
      related_id: body.related_id,
      content: body.content,
    });
    if (body.type === 'message' && !own) await this.deps.chat.deleteMessage(reporterId, body.related_id);
    return report;
  }

  private async assertReportable(reporterId: number, { type, related_id: id }: ReportBody) {
    const { chat, feeds, humanTranslation, contact } = this.deps;
    switch (type) {
      case 'user':
        if (id === reporterId || !(await this.mayReportMember(reporterId, id)))
          throw fail.validation({ related_id: USER_UNKNOWN }, USER_UNKNOWN);
        return;
      case 'feed':
        await feeds.get(reporterId, id);
        return;
      case 'comment':
        await this.deps.comments.assertReportable(reporterId, id);
        return;
      case 'message':
        await chat.message(reporterId, id);
        return;
      case 'translation':
        await humanTranslation.assertReportable(reporterId, id);
        return;
      case 'contact':
        // A member's contact offer (related_id: the member), when the reporter may see it.
        await contact.assertReportable(reporterId, id);
        return;
    }
  }

  private async mayReportMember(reporterId: number, memberId: number): Promise<boolean> {
    try {
      await this.deps.profiles.visibleMember(reporterId, memberId);
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Someone who wrote to the reporter can be reported even when their profile is hidden from them.
      return this.deps.chat.wroteTo(memberId, reporterId);
    }
  }
}
