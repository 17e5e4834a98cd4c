import { ADVANCED_SEARCH_FILTERS, ErrorCode, UserCard, type NameSuggestion, type SearchBody } from '@yuanfen/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { imageUrl } from '../account/account.presenter';
import type { KeyValueStore } from '../../platform/kv';
import { cursorPage, numberedPage, pageOffset } from '../../platform/pagination';
import type { ProfileViewer } from '../profile/privacy';
import { viewerReadingOwnVip } from '../profile/privacy.repo';
import type { CardRow } from '../profile/profile.repo';
import type { PresenceRef, ProfileService } from '../profile/profile.service';
import { discoveryRepo, type SearchFilter } from './discovery.repo';
import { pickVaried } from './front';

const PAGE_SIZE = 20;
const HOT_DAYS = 30;
const BIRTHDAY_DAYS = 7;
const DAY_MS = 86_400_000;
const FRONT_SIZE = 12;
const FRONT_CANDIDATES = 120;
/** The front page is the same for every visitor: computed at most once a minute across nodes. */
const FRONT_CACHE_SECONDS = 60;
const FRONT_CACHE_KEY = 'discovery:front';
const SUGGEST_SIZE = 8;

/** YYYY-MM-DD of `date` moved back by whole years (UTC). */
const yearsBefore = (date: Date, years: number) => {
  const d = new Date(date);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

/**
 * The general user lists (spec §2): latest, online, recommend, hottest, birthday and search. Each is a
 * page of cards read by one statement that applies the privacy rule itself → the page.
 */
export class DiscoveryService {
  constructor(
    private readonly db: Db,
    private readonly profiles: ProfileService,
    private readonly presence: PresenceRef,
    private readonly now: () => Date,
    private readonly kv: KeyValueStore,
  ) {}

  /**
   * `GET front`: a varied strip of public members with photos, for the signed-out front page. A signed-in
   * viewer gets the same strip without the members blocked either way.
   */
  async front(viewerId: number | null = null): Promise<{ data: UserCard[] }> {
    const data = await this.frontStrip();
    if (viewerId === null) return { data };
    const visible = await this.profiles.visibleIds(
      viewerId,
      data.map((card) => card.user_id),
    );
    return { data: data.filter((card) => visible.has(card.user_id)) };
  }

  private async frontStrip(): Promise<UserCard[]> {
    const cached = await this.kv.get(FRONT_CACHE_KEY);
    if (cached) {
      const parsed = z.array(UserCard).safeParse(JSON.parse(cached));
      if (parsed.success) return parsed.data;
    }
    const ids = pickVaried(await discoveryRepo.frontCandidates(this.db, FRONT_CANDIDATES), FRONT_SIZE);
    // Cards as a visitor sees them: nothing that depends on who asks goes into the shared cache.
    const data = await this.cards(null, ids);
    await this.kv.set(FRONT_CACHE_KEY, JSON.stringify(data), FRONT_CACHE_SECONDS);
    return data;
  }

  /** `POST suggest`: names for the search box as the viewer types. */
  async suggest(viewerId: number | null, q: string): Promise<{ data: NameSuggestion[] }> {
    const viewer = await this.profiles.viewer(viewerId);
    const rows = await discoveryRepo.suggest(this.db, viewer, q, SUGGEST_SIZE);
    return { data: rows.map((row) => ({ ...row, avatar: imageUrl(row.avatar) })) };
  }

  async latest(viewerId: number | null, maxId?: number) {
    const viewer = viewerId === null ? null : { id: viewerId, now: this.now() };
    const page = cursorPage(await discoveryRepo.latest(this.db, viewer, maxId, PAGE_SIZE), PAGE_SIZE);
    const cards = await this.profiles.presentCards(page.data);
    return { data: page.data.flatMap((row) => cards.get(row.id) ?? []), next_max_id: page.next_max_id };
  }

  async online(viewerId: number | null, page: number) {
    const online = (await this.presence.current?.onlineUserIds()) ?? [];
    const offset = pageOffset(page, PAGE_SIZE);
    return this.page(page, discoveryRepo.among(this.db, this.sqlViewer(viewerId), online, offset, PAGE_SIZE));
  }

  /**
   * Ranked by compatibility with the viewer; a visitor gets the activity and photo part only. The seeker's
   * row (whom they seek, VIP state) is read first: the score's terms are built from it.
   */
  async recommend(viewerId: number | null, page: number) {
    const me = viewerId === null ? null : await this.profiles.seekerViewer(viewerId);
    const offset = pageOffset(page, PAGE_SIZE);
    if (!me) return this.page(page, discoveryRepo.hottest(this.db, null, this.now(), offset, PAGE_SIZE));
    return this.page(page, discoveryRepo.recommend(this.db, me.viewer, me.seeker, offset, PAGE_SIZE));
  }

  async hottest(viewerId: number | null, page: number) {
    const since = new Date(this.now().getTime() - HOT_DAYS * DAY_MS);
    const offset = pageOffset(page, PAGE_SIZE);
    return this.page(page, discoveryRepo.hottest(this.db, this.sqlViewer(viewerId), since, offset, PAGE_SIZE));
  }

  async birthday(viewerId: number | null, page: number) {
    const today = this.now().toISOString().slice(0, 10);
    const offset = pageOffset(page, PAGE_SIZE);
    const viewer = this.sqlViewer(viewerId);
    return this.page(page, discoveryRepo.birthday(this.db, viewer, today, BIRTHDAY_DAYS, offset, PAGE_SIZE));
  }

  /**
   * Keyword search, or (`mode: "filter"`) the criteria alone; filters beyond gender, age, country,
   * languages and verified are for VIP members (400062). One statement a page either way.
   */
  async search(viewerId: number | null, body: SearchBody) {
    // Only the VIP filters need the viewer's VIP state before the query; otherwise the query reads it.
    const advanced = ADVANCED_SEARCH_FILTERS.some((key) => body[key] !== undefined);
    const viewer = advanced ? await this.profiles.viewer(viewerId) : this.sqlViewer(viewerId);
    if (advanced && !(viewer as ProfileViewer | null)?.vip) throw fail.code(400, ErrorCode.VipOnly);
    const now = this.now();
    const filter: SearchFilter = {
      q: body.mode === 'keyword' ? body.q : undefined,
      gender: body.gender,
      // age ≥ min ⇔ born on or before today − min years; age ≤ max ⇔ born after today − (max + 1) years.
      bornOnOrBefore: body.age_min === undefined ? undefined : yearsBefore(now, body.age_min),
      bornAfter: body.age_max === undefined ? undefined : yearsBefore(now, body.age_max + 1),
      country: body.country,
      city: body.city,
      language: body.language,
      languages: body.languages,
      purpose: body.purpose,
      hasPhoto: body.has_photo,
      onlineIds: body.online ? ((await this.presence.current?.onlineUserIds()) ?? []) : undefined,
      vipAt: body.vip ? now : undefined,
      verified: body.verified,
    };
    const offset = pageOffset(body.page, PAGE_SIZE);
    return this.page(body.page, discoveryRepo.search(this.db, viewer, filter, offset, PAGE_SIZE));
  }

  /** The viewer for a list query that reads their VIP state itself (no lookup before it). */
  private sqlViewer(viewerId: number | null) {
    return viewerId === null ? null : viewerReadingOwnVip(viewerId, this.now());
  }

  /** A numbered page of cards the list query read itself (the privacy rule applied there), in its order. */
  private async page(page: number, ranked: Promise<CardRow[]>) {
    const result = numberedPage(await ranked, page, PAGE_SIZE);
    const cards = await this.profiles.presentCards(result.data);
    return { data: result.data.flatMap((row) => cards.get(row.id) ?? []), next_page: result.next_page };
  }

  /** Cards in the ranked order. */
  private async cards(viewerId: number | null, ids: number[]): Promise<UserCard[]> {
    const cards = await this.profiles.cards(viewerId, ids);
    return ids.flatMap((id) => cards.get(id) ?? []);
  }
}
