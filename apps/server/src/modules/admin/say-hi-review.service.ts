import type {
  AdminSayHi,
  AdminSayHiDecisionBody,
  AdminSayHiPage,
  AdminSayHiQuery,
  BusEvent,
  SayHiPart,
} from '@yuanfen/contract';
import type { Db } from '../../db/client';

import { recordAudit } from '../../platform/audit.repo';
import { fail } from '../../platform/errors';
import { numberedPage, pageOffset } from '../../platform/pagination';
import { authorize } from '../../platform/policy';
import type { Storage } from '../../platform/storage';
import { imageUrl } from '../account/account.presenter';
import { accountRepo, type NewUser } from '../account/account.repo';
import type { NotificationService } from '../notification/notification.service';
import { sayHiReviewRepo, type SayHiReviewEntry } from '../profile/say-hi-review.repo';
import { removePhoto } from '../uploads/photo-files';
import { uploadsRepo, type UploadRow } from '../uploads/uploads.repo';
import { adminPolicy } from './admin.policy';
import { presentMemberRef } from './admin.presenter';
import type { Operator } from './admin.service';

const PAGE_SIZE = 20;

export interface SayHiReviewDeps {
  db: Db;
  storage: Storage;
  notifications: Pick<NotificationService, 'notify' | 'publish'>;
  now: () => Date;
}

const present = (row: SayHiReviewEntry): AdminSayHi => ({
  member: presentMemberRef(row),
  text: row.hi_content || null,
  photo: imageUrl(row.hi_photo),
  changed_at: row.changed_at.toISOString(),
  sent: Number(row.sent),
  reviewed_at: row.reviewed_at?.toISOString() ?? null,
});

/**
 * The say-hi templates' review (issue 17, docs/decisions.md 66). Members' templates wait here from the
 * moment they change until an operator approves them (they leave until the member changes them again) or
 * removes their text and/or picture for a category; the member hears why (bell + `counter`, and `refresh`
 * so the say-hi screen shows the template as it now is). Both are audited with the template before and after.
 */
export class SayHiReviewService {
  constructor(private readonly d: SayHiReviewDeps) {}

  /** `GET admin/say-hi?holds&page`. */
  async list(op: Operator, query: AdminSayHiQuery): Promise<AdminSayHiPage> {
    authorize(op.actor, adminPolicy['sayHi.read'], undefined);
    const rows = await sayHiReviewRepo.page(this.d.db, query.holds, pageOffset(query.page, PAGE_SIZE), PAGE_SIZE + 1);
    const page = numberedPage(rows, query.page, PAGE_SIZE);
    return { data: page.data.map(present), next_page: page.next_page };
  }

  /** `PUT admin/say-hi/{member}`: approve the version seen, or remove parts of it. */
  async decide(op: Operator, userId: number, body: AdminSayHiDecisionBody): Promise<AdminSayHi> {
    authorize(op.actor, adminPolicy['sayHi.decide'], undefined);
    const entry = await sayHiReviewRepo.find(this.d.db, userId);
    if (!entry || (!entry.hi_content && !entry.hi_photo)) throw fail.notFound('This member has no say-hi template');
    const seen = new Date(body.changed_at);
    if (entry.reviewed_at || entry.changed_at.getTime() !== seen.getTime())
      throw fail.conflict('This template was reviewed or changed since you opened it');
    if (userId === op.actor.id) throw fail.forbidden('Operators cannot review their own say-hi template');
    const remove = body.action === 'remove' ? this.partsToRemove(entry, body.remove ?? []) : [];
    const photo = remove.includes('photo') ? await this.templatePhoto(entry) : null;
    const now = this.d.now();
    let events: BusEvent[] = [];
    await this.d.db.transaction(async (tx) => {
      const reviewed = await sayHiReviewRepo.reviewed(tx, userId, seen, op.actor.id, now);
      if (!reviewed) throw fail.conflict('This template was reviewed or changed since you opened it');
      const cleared: Partial<NewUser> = {};
      if (remove.includes('text')) cleared.hi_content = null;
      if (remove.includes('photo')) cleared.hi_photo = null;
      if (remove.length) await accountRepo.updateUser(tx, userId, cleared);
      if (photo) await uploadsRepo.softDelete(tx, photo.id, now);
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: body.action === 'approve' ? 'sayHi.approve' : 'sayHi.remove',
        target: `user:${userId}`,
        before: { text: entry.hi_content, photo: entry.hi_photo, changed_at: entry.changed_at.toISOString() },
        after: {
          text: remove.includes('text') ? null : entry.hi_content,
          photo: remove.includes('photo') ? null : entry.hi_photo,
          ...(remove.length ? { removed: remove, category: body.category } : {}),
        },
        reason: body.reason ?? null,
        ip: op.ip,
      });
      if (!remove.length) return;
      events = [
        await this.d.notifications.notify(tx, userId, 'removal', {
          user_id: userId,
          name: entry.name,
          avatar: imageUrl(entry.avatar),
          kind: 'say_hi',
          category: body.category ?? 'other',
        }),
        { to: userId, event: 'refresh', payload: { scope: 'me' } },
      ];
    });
    // The template's picture is the member's own file, kept while the account showed it (uploads.service):
    // once taken off, nothing shows it (each say-hi message holds its own copy).
    if (photo) await removePhoto(this.d.storage, photo);
    await this.d.notifications.publish(events);
    return present((await sayHiReviewRepo.find(this.d.db, userId))!);
  }

  /** The parts asked to be removed that the template holds; 400 when it holds none of them. */
  private partsToRemove(entry: SayHiReviewEntry, asked: SayHiPart[]): SayHiPart[] {
    const parts = [...new Set(asked)].filter((part) => (part === 'text' ? !!entry.hi_content : !!entry.hi_photo));
    if (!parts.length) throw fail.validation({ remove: 'The template holds none of these' });
    return parts;
  }

  /** The member's live say-hi upload the template shows, if any. */
  private async templatePhoto(entry: SayHiReviewEntry): Promise<UploadRow | null> {
    const rows = await uploadsRepo.ownLatestOfType(this.d.db, entry.id, 'hi', 50);
    return rows.find((row) => !row.deleted_at && this.d.storage.publicRef(row.path) === entry.hi_photo) ?? null;
  }
}
