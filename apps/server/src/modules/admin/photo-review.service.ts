import type {
  AdminPhotoFlag,
  AdminPhotoFlagDecisionBody,
  AdminPhotoFlagPage,
  AdminPhotoFlagsQuery,
  BusEvent,
  PhotoFlagStatus,
  RemovalCategory,
} from '@yuanfen/contract';
import type { Db, Tx } from '../../db/client';
import type { PhotoFlagRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit.repo';
import { fail } from '../../platform/errors';
import { numberedPage, pageOffset } from '../../platform/pagination';
import { authorize } from '../../platform/policy';
import type { Storage } from '../../platform/storage';
import { imageUrl } from '../account/account.presenter';
import { accountRepo, type NewUser } from '../account/account.repo';
import type { NotificationService } from '../notification/notification.service';
import { STAYS_PUBLIC } from '../uploads/photo-access';
import { removePhoto } from '../uploads/photo-files';
import type { PhotoPresenter } from '../uploads/photo.presenter';
import { photoFlagsRepo } from '../uploads/photo-flags.repo';
import { variantPath } from '../uploads/image-variants';
import type { UploadRow } from '../uploads/uploads.repo';
import { uploadsRepo } from '../uploads/uploads.repo';
import { adminPolicy } from './admin.policy';
import { presentMemberRef } from './admin.presenter';
import { adminRepo } from './admin.repo';
import type { Operator } from './admin.service';

const PAGE_SIZE = 20;

export interface PhotoReviewDeps {
  db: Db;
  storage: Storage;
  photos: Pick<PhotoPresenter, 'photo'>;
  notifications: Pick<NotificationService, 'notify' | 'publish'>;
  now: () => Date;
}

type Entry = { flag: PhotoFlagRow; upload: UploadRow };

/**
 * The photo review queue (issue 17, docs/decisions.md 66): photos the text check found borderline were
 * stored and wait here with the words OCR read. **Keep** clears the flag. **Remove** deletes the photo as
 * the member's own deletion does (the row soft-deleted, its files removed; an avatar or say-hi picture the
 * account still shows is taken off the account first), in one transaction with the audit entry and the
 * member's notification naming the category. Photos are shown through signed links, whatever their folder.
 */
export class PhotoReviewService {
  constructor(private readonly d: PhotoReviewDeps) {}

  /** `GET admin/photo-flags?status&page`. */
  async list(op: Operator, query: AdminPhotoFlagsQuery): Promise<AdminPhotoFlagPage> {
    authorize(op.actor, adminPolicy['photoFlags.read'], undefined);
    const rows = await photoFlagsRepo.page(this.d.db, query.status, pageOffset(query.page, PAGE_SIZE), PAGE_SIZE + 1);
    const page = numberedPage(rows, query.page, PAGE_SIZE);
    return { data: await this.present(page.data), next_page: page.next_page };
  }

  /** `PUT admin/photo-flags/{upload}`. */
  async decide(op: Operator, id: number, body: AdminPhotoFlagDecisionBody): Promise<AdminPhotoFlag> {
    authorize(op.actor, adminPolicy['photoFlags.decide'], undefined);
    const entry = await photoFlagsRepo.find(this.d.db, id);
    if (!entry) throw fail.notFound('No such flagged photo');
    if (entry.flag.status !== 'open') throw fail.conflict('This photo was decided already');
    if (entry.flag.user_id === op.actor.id) throw fail.forbidden('Operators cannot review their own photos');
    const remove = body.action === 'remove';
    const status: PhotoFlagStatus = remove ? 'removed' : 'kept';
    const category: RemovalCategory | null = remove ? (body.category ?? 'other') : null;
    const now = this.d.now();
    let events: BusEvent[] = [];
    let deleted: UploadRow | undefined;
    await this.d.db.transaction(async (tx) => {
      const decided = await photoFlagsRepo.decide(tx, id, {
        status,
        category,
        decided_by: op.actor.id,
        decided_at: now,
      });
      if (!decided) throw fail.conflict('This photo was decided already');
      if (remove) deleted = await this.removeInTx(tx, entry.upload, now);
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: remove ? 'photos.remove' : 'photos.keep',
        target: `upload:${id}`,
        before: {
          status: entry.flag.status,
          member: entry.flag.user_id,
          type: entry.upload.type,
          words: entry.flag.words,
        },
        after: { status, ...(remove ? { category, deleted: deleted !== undefined } : {}) },
        reason: body.reason ?? null,
        ip: op.ip,
      });
      if (!remove) return;
      const [member] = await adminRepo.members(tx, [entry.flag.user_id]);
      if (member)
        events = [
          await this.d.notifications.notify(tx, member.id, 'removal', {
            user_id: member.id,
            name: member.name,
            avatar: imageUrl(member.avatar),
            kind: 'photo',
            category: category ?? 'other',
          }),
          { to: member.id, event: 'refresh', payload: { scope: 'photos' } },
        ];
    });
    if (deleted) await removePhoto(this.d.storage, deleted);
    await this.d.notifications.publish(events);
    return (await this.present([(await photoFlagsRepo.find(this.d.db, id))!]))[0]!;
  }

  /**
   * Soft-deletes the photo (still live) and takes it off the account where the account shows it (avatar,
   * say-hi picture); answers the deleted row when its files should go now. Other avatar and say-hi files
   * stay, as with the member's own deletion (the account may still show them).
   */
  private async removeInTx(tx: Tx, upload: UploadRow, now: Date): Promise<UploadRow | undefined> {
    const row = await uploadsRepo.softDelete(tx, upload.id, now);
    if (!row) return undefined;
    if (!STAYS_PUBLIC.has(row.type)) return row;
    const account = await accountRepo.findById(tx, row.user_id);
    const cleared: Partial<NewUser> = {};
    if (row.type === 'avatar' && account?.avatar === this.d.storage.publicRef(variantPath(row.path, '_200')))
      cleared.avatar = null;
    if (row.type === 'hi' && account?.hi_photo === this.d.storage.publicRef(row.path)) cleared.hi_photo = null;
    if (!Object.keys(cleared).length) return undefined;
    await accountRepo.updateUser(tx, row.user_id, cleared);
    return row;
  }

  private async present(rows: Entry[]): Promise<AdminPhotoFlag[]> {
    const ids = [...new Set(rows.map((r) => r.flag.user_id))];
    const members = new Map((await adminRepo.members(this.d.db, ids)).map((m) => [m.id, presentMemberRef(m)]));
    return Promise.all(
      rows.map(async ({ flag, upload }) => ({
        id: flag.upload_id,
        member: members.get(flag.user_id) ?? { id: flag.user_id, name: '', avatar: null, status: 'active' as const },
        type: upload.type,
        folder: upload.folder,
        url: upload.deleted_at
          ? null
          : (await this.d.photos.photo(upload, { unlocked: true, defaultPrice: 0 })).url || null,
        words: flag.words,
        status: flag.status as PhotoFlagStatus,
        category: (flag.category as RemovalCategory | null) ?? null,
        decided_by: flag.decided_by,
        decided_at: flag.decided_at?.toISOString() ?? null,
        created_at: flag.created_at.toISOString(),
      })),
    );
  }
}
