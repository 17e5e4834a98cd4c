import {
  ErrorCode,
  Limits,
  TranslateEngine,
  type CreateFeedBody,
  type FeedDeleted,
  type FeedItem,
} from '@yuanfen/contract';
import type { Db } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import { cursorPage } from '../../platform/pagination';
import { actorOf, authorize } from '../../platform/policy';
import { personOf, type ProfileService } from '../profile/profile.service';
import { detectLanguage, storedLang } from '../translation/detection';
import type { Reader, TranslatableItem, TranslationService } from '../translation/translation.service';
import type { UploadService } from '../uploads/uploads.service';
import { feedPolicy } from './feed.policy';
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
    private readonly translation: Pick<TranslationService, 'present'>,
    private readonly now: () => Date,
  ) {}

  /** `GET feeds`: posts of members of the gender the viewer seeks (everyone for visitors), newest first. */
  async home(viewerId: number | null, maxId?: number) {
    if (viewerId === null) return this.page(null, null, await feedRepo.home(this.db, null, null, maxId, PAGE_SIZE));
    // The reader's facts come with the page (one statement); an empty page needs none of them.
    const rows = await feedRepo.homeOf(this.db, viewerId, this.now(), maxId, PAGE_SIZE);
    const reader = rows[0] ? personOf(rows[0].reader, this.now()).reader : null;
    return this.page(reader, viewerId, rows);
  }

  /** `GET feeds/user/{id}`: a member's posts, when the viewer may see the profile (else 400061). */
  async byUser(viewerId: number | null, userId: number, maxId?: number) {
    await this.profiles.visibleMember(viewerId, userId);
    const facts = await this.profiles.feedReader(viewerId);
    const rows = await feedRepo.byUser(this.db, facts?.viewer ?? null, userId, maxId, PAGE_SIZE);
    return this.page(facts?.reader ?? null, viewerId, rows);
  }

  /** `GET feeds/{id}`: 404 when deleted or when the viewer may not see its author. */
  async get(viewerId: number | null, id: number): Promise<FeedItem> {
    const row = await this.visibleRow(viewerId, id);
    const reader = viewerId === null ? null : await this.profiles.reader(viewerId);
    const [photos, translations] = await Promise.all([
      this.photos.presentFor(viewerId, row.upload_ids),
      this.translationsFor(reader, [row]),
    ]);
    return presentFeedItem(row, actorOf(viewerId), this.now(), photos, translations.get(row.id)!);
  }

  private async visibleRow(viewerId: number | null, id: number) {
    const row = await feedRepo.visibleById(this.db, await this.profiles.viewer(viewerId), id);
    if (!row) throw fail.notFound('Post not found');
    return row;
  }

  /** A post's text for the translation module, when the viewer may see it (404 otherwise). */
  async translatable(viewerId: number, id: number): Promise<TranslatableItem> {
    const row = await this.visibleRow(viewerId, id);
    return { text: row.content, lang: row.lang, writerLanguage: row.language };
  }

  /** Posts in the viewer's language: stored translations, and automatic ones in machine mode. */
  private translationsFor(reader: Reader | null, rows: FeedItemRow[]) {
    return this.translation.present(
      'feed',
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

  /**
   * `POST feeds`: a non-VIP member may post `Limits.nonVipFeedPer24h` times in any rolling 24 h (400057);
   * VIP members without limit. The photos must be the poster's own feed uploads that no post holds yet.
   * Answers the created item; open feed lists learn of it through `feed`. A `client_id` the author already
   * used answers that first post (a retry after a time-out or a crash publishes nothing twice).
   */
  async create(userId: number, body: CreateFeedBody): Promise<FeedItem> {
    const content = body.content?.trim() ?? '';
    const uploadIds = body.upload_ids ?? [];
    const clientId = body.client_id ?? null;
    const earlier = clientId ? await feedRepo.byClientId(this.db, userId, clientId) : undefined;
    if (earlier) return this.get(userId, earlier.id);
    if (!content && !uploadIds.length) throw fail.validation({ content: 'Cannot be empty' }, 'Cannot be empty');
    if (uploadIds.length) await this.photos.assertAttachable(userId, uploadIds, 'feed');
    const at = this.now();
    const author = await this.profiles.reader(userId);
    if (!author) throw fail.unauthorized();
    const { vip } = author;
    const lang = content ? storedLang(detectLanguage(content, author.language)) : 'und';
    const created = await this.db.transaction(async (tx) => {
      await feedRepo.lockAuthor(tx, userId);
      // The author's lock orders their posts: a retry that raced the first send finds it here.
      const raced = clientId ? await feedRepo.byClientId(tx, userId, clientId) : undefined;
      if (raced) return { id: raced.id, fresh: false };
      if (!vip) {
        const recent = await feedRepo.countSince(tx, userId, new Date(at.getTime() - DAY_MS));
        if (recent >= Limits.nonVipFeedPer24h) throw fail.code(400, ErrorCode.FeedLimit);
      }
      const post = await feedRepo.insert(tx, {
        user_id: userId,
        content,
        lang,
        upload_ids: uploadIds,
        client_id: clientId,
        created_at: at,
      });
      await this.photos.attach(tx, userId, uploadIds, 'feed', post.id);
      return { id: post.id, fresh: true };
    });
    const { id, fresh } = created;
    if (fresh) await this.bus.publish({ to: 'public', event: 'feed', payload: { id, user_id: userId } });
    return this.get(userId, id);
  }

  /** `DELETE feeds/{id}`: the owner only (403 for others, 404 when gone); the post is soft-deleted. */
  async remove(userId: number, id: number): Promise<FeedDeleted> {
    const post = await feedRepo.live(this.db, id);
    if (!post) throw fail.notFound('Post not found');
    authorize(await this.profiles.actor(userId), feedPolicy.delete, post);
    await feedRepo.softDelete(this.db, id, this.now());
    return { id, deleted: true };
  }

  /** A page of posts with all their photos loaded at once, as the viewer may see them. */
  private async page(reader: Reader | null, viewerId: number | null, rows: FeedItemRow[]) {
    const page = cursorPage(rows, PAGE_SIZE);
    const now = this.now();
    const [photos, translations] = await Promise.all([
      this.photos.presentFor(
        viewerId,
        page.data.flatMap((row) => row.upload_ids),
      ),
      this.translationsFor(reader, page.data),
    ]);
    const viewer = actorOf(viewerId);
    return {
      data: page.data.map((row) => presentFeedItem(row, viewer, now, photos, translations.get(row.id)!)),
      next_max_id: page.next_max_id,
    };
  }
}
