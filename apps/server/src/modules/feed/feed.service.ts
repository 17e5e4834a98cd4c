import { ErrorCode, Limits, type CreateFeedBody, type FeedDeleted, type FeedItem } from '@yuanfen/contract';
import type { Db } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import { cursorPage } from '../../platform/pagination';
import type { ProfileService } from '../profile/profile.service';
import type { UploadService } from '../uploads/uploads.service';
import { presentFeedItem } from './feed.presenter';
import { feedRepo, type FeedItemRow } from './feed.repo';

const DAY_MS = 86_400_000;
const PAGE_SIZE = Limits.feedPageSize;

/**
 * The news feed (spec §2 /home, /feed, /timeline; §5 Feed post). Every read applies the profile privacy
 * rule to the authors in SQL: hidden, blocked (either way), banned and deactivated authors never show.
 */
export class FeedService {
  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly profiles: ProfileService,
    private readonly photos: Pick<UploadService, 'assertAttachable' | 'attach' | 'presentFor'>,
    private readonly now: () => Date,
  ) {}

  /** `GET feeds`: posts of members of the gender the viewer seeks (everyone for visitors), newest first. */
  async home(viewerId: number | null, maxId?: number) {
    const viewer = await this.profiles.viewer(viewerId);
    const interest = viewer ? ((await this.profiles.seeker(viewer.id))?.interest ?? null) : null;
    return this.page(viewerId, await feedRepo.home(this.db, viewer, interest, maxId, PAGE_SIZE));
  }

  /** `GET feeds/user/{id}`: a member's posts, when the viewer may see the profile (else 400061). */
  async byUser(viewerId: number | null, userId: number, maxId?: number) {
    await this.profiles.visibleMember(viewerId, userId);
    const viewer = await this.profiles.viewer(viewerId);
    return this.page(viewerId, await feedRepo.byUser(this.db, viewer, userId, maxId, PAGE_SIZE));
  }

  /** `GET feeds/{id}`: 404 when deleted or when the viewer may not see its author. */
  async get(viewerId: number | null, id: number): Promise<FeedItem> {
    const row = await feedRepo.visibleById(this.db, await this.profiles.viewer(viewerId), id);
    if (!row) throw fail.notFound('Post not found');
    return presentFeedItem(row, viewerId, this.now(), await this.photos.presentFor(viewerId, row.upload_ids));
  }

  /**
   * `POST feeds`: a non-VIP member may post `Limits.nonVipFeedPer24h` times in any rolling 24 h (400057);
   * VIP members without limit. The photos must be the poster's own feed uploads that no post holds yet.
   * Answers the created item; open feed lists learn of it through `feed`.
   */
  async create(userId: number, body: CreateFeedBody): Promise<FeedItem> {
    const content = body.content?.trim() ?? '';
    const uploadIds = body.upload_ids ?? [];
    if (!content && !uploadIds.length) throw fail.validation({ content: 'Cannot be empty' }, 'Cannot be empty');
    if (uploadIds.length) await this.photos.assertAttachable(userId, uploadIds, 'feed');
    const at = this.now();
    const vip = await this.profiles.isVip(userId);
    const id = await this.db.transaction(async (tx) => {
      await feedRepo.lockAuthor(tx, userId);
      if (!vip) {
        const recent = await feedRepo.countSince(tx, userId, new Date(at.getTime() - DAY_MS));
        if (recent >= Limits.nonVipFeedPer24h) throw fail.code(400, ErrorCode.FeedLimit);
      }
      const post = await feedRepo.insert(tx, { user_id: userId, content, upload_ids: uploadIds, created_at: at });
      await this.photos.attach(tx, userId, uploadIds, 'feed', post.id);
      return post.id;
    });
    await this.bus.publish({ to: 'public', event: 'feed', payload: { id, user_id: userId } });
    return this.get(userId, id);
  }

  /** `DELETE feeds/{id}`: the owner only (403 for others, 404 when gone); the post is soft-deleted. */
  async remove(userId: number, id: number): Promise<FeedDeleted> {
    const post = await feedRepo.live(this.db, id);
    if (!post) throw fail.notFound('Post not found');
    if (post.user_id !== userId) throw fail.forbidden('Only the author can delete this post');
    await feedRepo.softDelete(this.db, id, this.now());
    return { id, deleted: true };
  }

  /** A page of posts with all their photos loaded at once, as the viewer may see them. */
  private async page(viewerId: number | null, rows: FeedItemRow[]) {
    const page = cursorPage(rows, PAGE_SIZE);
    const now = this.now();
    const photos = await this.photos.presentFor(
      viewerId,
      page.data.flatMap((row) => row.upload_ids),
    );
    return {
      data: page.data.map((row) => presentFeedItem(row, viewerId, now, photos)),
      next_max_id: page.next_max_id,
    };
  }
}
