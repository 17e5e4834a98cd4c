import {
  ErrorCode,
  RefusalReason,
  type AdminComparePhoto,
  type AdminVerification,
  type AdminVerificationDecisionBody,
  type AdminVerificationPage,
  type AdminVerificationsQuery,
  type BusEvent,
  type VerificationGesture,
  type VerificationRequestStatus,
  type VerificationState,
} from '@yuanfen/contract';
import type { Db } from '../../db/client';
import type { VerificationRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit.repo';
import { fail } from '../../platform/errors';
import { numberedPage, pageOffset } from '../../platform/pagination';
import { authorize } from '../../platform/policy';
import type { Storage } from '../../platform/storage';
import { imageUrl } from '../account/account.presenter';
import { accountRepo } from '../account/account.repo';
import { adminPolicy } from '../admin/admin.policy';
import { presentMemberRef } from '../admin/admin.presenter';
import { adminRepo } from '../admin/admin.repo';
import type { Operator } from '../admin/admin.service';
import type { NotificationService } from '../notification/notification.service';
import { selfieImage } from '../uploads/image-variants';
import type { PhotoPresenter } from '../uploads/photo.presenter';
import { gestureFor, isGesture } from './gestures';
import { verificationRepo } from './verification.repo';

const PAGE_SIZE = 20;
/** How long an operator's link to a selfie works: minutes, not the hour of other private photos. */
export const SELFIE_URL_SECONDS = 10 * 60;

export interface VerificationDeps {
  db: Db;
  storage: Storage;
  photos: PhotoPresenter;
  notifications: Pick<NotificationService, 'notify' | 'publish'>;
  /** Keys the draw of gestures (`gestureFor`). */
  secret: string;
  now: () => Date;
}

const gestureOf = (row: Pick<VerificationRow, 'gesture'>): VerificationGesture =>
  isGesture(row.gesture) ? row.gesture : 'thumbs_up';

/**
 * Identity verification by selfie (issue 19, docs/decisions.md 43). The member is given a gesture, sends
 * a selfie showing it (stored in the private area: signed URLs only, under a random key), and an operator
 * approves it (`users.verified` = 1, the badge appears live) or rejects it with a reason (a new try with
 * a new gesture). One selfie waits at a time; none once verified.
 */
export class VerificationService {
  constructor(private readonly d: VerificationDeps) {}

  /** `GET verification`. */
  async state(userId: number): Promise<VerificationState> {
    const standing = await verificationRepo.standing(this.d.db, userId);
    if (!standing) throw fail.unauthorized();
    const { latest, tries } = standing;
    if (latest?.status === 'pending') return { status: 'pending', gesture: gestureOf(latest) };
    if (standing.verified === 1)
      return { status: 'verified', gesture: latest ? gestureOf(latest) : this.draw(userId, tries, null) };
    const gesture = this.draw(userId, tries, latest?.gesture);
    if (latest?.status === 'rejected') return { status: 'rejected', gesture, reason: latest.reason ?? '' };
    return { status: 'unverified', gesture };
  }

  /**
   * `POST verification`: the selfie is re-encoded (EXIF and GPS dropped) and stored privately, then
   * queued. Refused once verified (400010) and while one waits (409); both are checked again under the
   * member's row lock, so two sends at once queue one selfie.
   */
  async send(userId: number, file: Buffer): Promise<VerificationState> {
    this.refuse(await verificationRepo.standing(this.d.db, userId));
    const selfie = await selfieImage(file);
    await this.d.storage.put('private', selfie.key, selfie.body, 'image/webp');
    try {
      const row = await this.d.db.transaction(async (tx) => {
        await verificationRepo.lockMember(tx, userId);
        const standing = this.refuse(await verificationRepo.standing(tx, userId));
        const gesture = this.draw(userId, standing.tries, standing.latest?.gesture);
        return verificationRepo.insert(tx, { user_id: userId, gesture, upload_key: selfie.key });
      });
      return { status: 'pending', gesture: gestureOf(row) };
    } catch (error) {
      await this.d.storage.remove('private', [selfie.key]);
      throw error;
    }
  }

  /** `GET admin/verifications?status&page`. */
  async list(op: Operator, query: AdminVerificationsQuery): Promise<AdminVerificationPage> {
    authorize(op.actor, adminPolicy['verifications.read'], undefined);
    const rows = await verificationRepo.page(this.d.db, query.status, pageOffset(query.page, PAGE_SIZE), PAGE_SIZE + 1);
    const page = numberedPage(rows, query.page, PAGE_SIZE);
    return { data: await this.present(page.data), next_page: page.next_page };
  }

  /**
   * `PUT admin/verifications/{id}`: approve (`users.verified` = 1) or reject with a reason, in one
   * transaction with the audit entry and the member's notification; then the member's clients hear of it
   * (`counter` for the bell, `refresh` so the badge and the verify screen update without a reload). A
   * rejected selfie's file is deleted: nothing is kept of a photo that did not verify anyone.
   */
  async decide(op: Operator, id: number, body: AdminVerificationDecisionBody): Promise<AdminVerification> {
    authorize(op.actor, adminPolicy['verifications.decide'], undefined);
    const row = await verificationRepo.find(this.d.db, id);
    if (!row) throw fail.notFound('No such verification');
    if (row.status !== 'pending') throw fail.conflict('This selfie was decided already');
    if (row.user_id === op.actor.id) throw fail.forbidden('Operators cannot decide their own verification');
    const approve = body.action === 'approve';
    const reason = approve ? null : (body.reason ?? null);
    let events: BusEvent[] = [];
    const decided = await this.d.db.transaction(async (tx) => {
      const updated = await verificationRepo.decide(tx, id, {
        status: approve ? 'verified' : 'rejected',
        reason,
        reviewed_by: op.actor.id,
        reviewed_at: this.d.now(),
      });
      if (!updated) throw fail.conflict('This selfie was decided already');
      if (approve) await accountRepo.updateUser(tx, row.user_id, { verified: 1 });
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: 'verifications.decide',
        target: `user:${row.user_id}`,
        before: { verification: row.id, status: row.status },
        after: { verification: row.id, status: updated.status },
        reason,
        ip: op.ip,
      });
      const [member] = await adminRepo.members(tx, [row.user_id]);
      if (member)
        events = [
          await this.d.notifications.notify(tx, member.id, 'verification', {
            user_id: member.id,
            name: member.name,
            avatar: imageUrl(member.avatar),
            status: updated.status,
            ...(reason ? { reason } : {}),
          }),
          { to: member.id, event: 'refresh', payload: { scope: 'verification' } },
        ];
      return updated;
    });
    await this.d.notifications.publish(events);
    if (!approve) await this.d.storage.remove('private', [row.upload_key]);
    return (await this.present([decided]))[0]!;
  }

  /** The standing, when it allows a new selfie: 400010 once verified, 409 while one waits. */
  private refuse<T extends { verified: number; latest: { status: string } | null }>(standing: T | undefined): T {
    if (!standing) throw fail.unauthorized();
    if (standing.verified === 1) throw fail.code(400, ErrorCode.AlreadyVerified);
    if (standing.latest?.status === 'pending')
      throw fail.conflict('Your selfie is waiting for review', undefined, RefusalReason.VerificationPending);
    return standing;
  }

  private draw(userId: number, tries: number, previous: string | null | undefined): VerificationGesture {
    return gestureFor(this.d.secret, userId, tries, previous);
  }

  private async present(rows: VerificationRow[]): Promise<AdminVerification[]> {
    const ids = [...new Set(rows.map((r) => r.user_id))];
    const [members, album] = await Promise.all([
      adminRepo.members(this.d.db, ids),
      verificationRepo.albumPhotos(this.d.db, ids),
    ]);
    const photos = new Map<number, AdminComparePhoto[]>();
    for (const member of members) {
      const avatar = imageUrl(member.avatar);
      photos.set(member.id, avatar ? [{ url: avatar, kind: 'avatar', created_at: null }] : []);
    }
    for (const { uploads: upload } of album) {
      const shown = await this.d.photos.photo(upload, { unlocked: true, defaultPrice: 0 });
      photos.get(upload.user_id)?.push({ url: shown.url, kind: 'album', created_at: shown.created_at });
    }
    const byId = new Map(members.map((m) => [m.id, presentMemberRef(m)]));
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        status: row.status as VerificationRequestStatus,
        gesture: gestureOf(row),
        reason: row.reason,
        member: byId.get(row.user_id) ?? { id: row.user_id, name: '', avatar: null, status: 'active' },
        selfie: row.status === 'rejected' ? null : await this.d.storage.signedUrl(row.upload_key, SELFIE_URL_SECONDS),
        photos: photos.get(row.user_id) ?? [],
        reviewed_by: row.reviewed_by,
        reviewed_at: row.reviewed_at?.toISOString() ?? null,
        created_at: row.created_at.toISOString(),
      })),
    );
  }
}
