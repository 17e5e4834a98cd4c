import {
  isLanguage,
  TranslateEngine,
  type Me,
  type UpdateUserBody,
  type UserCard,
  type UserProfile,
} from '@yuanfen/contract';
import type { Db } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import type { Presence } from '../../realtime/presence';
import type { NewUser, UserRow } from '../account/account.repo';
import type { SessionService } from '../account/session.service';
import { detectLanguage, storedLang } from '../translation/detection';
import type { Reader, TranslatableItem, TranslationService } from '../translation/translation.service';
import { authorize, memberActor, VISITOR, type Actor, type MemberActor } from '../../platform/policy';
import type { ProfileViewer } from './privacy';
import { viewerReadingOwnVip } from './privacy.repo';
import { hiddenProfile, memberNotFound, profilePolicy } from './profile.policy';
import { noRelation, presentCard, presentProfile, vipOf, type RelationFlags } from './profile.presenter';
import { sayHiReviewRepo } from './say-hi-review.repo';
import { profileRepo, type CardRow } from './profile.repo';

/** What profiles need of the social graph (the relations module). */
export interface GraphReader {
  between(viewerId: number, ownerId: number): Promise<RelationFlags>;
  recordVisit(visitorId: number, ownerId: number, referrer: string | undefined): Promise<void>;
}

/** Presence is attached with the realtime gateway, after the services are built. */
export interface PresenceRef {
  current: Presence | null;
}

/** A member as conversations and translations need them: their name and language, and as a reader. */
export interface Person {
  name: string;
  language: string;
  /** Null when the account is no longer active. */
  reader: Reader | null;
  /** The member as the policy knows them (role, VIP); null when the account is no longer active. */
  actor: MemberActor | null;
}

/** The columns of a member that make a `Person`. */
export type PersonRow = Awaited<ReturnType<typeof profileRepo.readers>>[number];

export function personOf(row: PersonRow, now: Date): Person {
  const language = isLanguage(row.language) ? row.language : 'en';
  const vip = vipOf(row, now);
  const active = row.status === 'active';
  const reader = active ? { id: row.id, language, engine: row.translate_engine, vip, languages: row.languages } : null;
  const actor = active ? memberActor(row.id, { roles: row.roles, vip }) : null;
  return { name: row.name, language: row.language, reader, actor };
}

export { hiddenProfile, memberNotFound };

/** Profiles, settings and the privacy rule; the directory of members other modules present in lists. */
export class ProfileService {
  private readonly seekingListeners: ((userId: number) => Promise<void>)[] = [];
  /** Translation is built after profiles (it reads readers from here): attached once both exist. */
  private translation: Pick<TranslationService, 'present'> | null = null;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly sessions: SessionService,
    private readonly graph: () => GraphReader,
    private readonly presence: PresenceRef,
    private readonly now: () => Date,
  ) {}

  useTranslation(translation: Pick<TranslationService, 'present'>) {
    this.translation = translation;
  }

  /** Feeds and recommendations that depend on whom a member seeks register here to be reset. */
  onSeekingChanged(listener: (userId: number) => Promise<void>) {
    this.seekingListeners.push(listener);
  }

  async viewer(viewerId: number | null): Promise<ProfileViewer | null> {
    if (viewerId === null) return null;
    const row = await profileRepo.card(this.db, viewerId);
    return row ? { id: row.id, vip: vipOf(row, this.now()) } : null;
  }

  /** What the compatibility score needs of a member. */
  async seeker(userId: number) {
    const row = await profileRepo.find(this.db, userId);
    if (!row) return null;
    const { gender, interest, birthday, language, purpose, languages } = row;
    return { gender, interest, birthday, language, purpose, languages };
  }

  /** A member as the recommend ranking needs them, in one read: the viewer and whom they seek. */
  async seekerViewer(userId: number) {
    const row = await profileRepo.find(this.db, userId);
    if (!row) return null;
    const { gender, interest, birthday, language, purpose, languages } = row;
    return {
      viewer: { id: row.id, vip: vipOf(row, this.now()) },
      seeker: { gender, interest, birthday, language, purpose, languages },
    };
  }

  /** Where e-mail notifications go, and which ones the member wants. */
  async mailRecipient(userId: number) {
    const row = await profileRepo.find(this.db, userId);
    return row && row.status === 'active'
      ? { email: row.email, choices: row.email_notifications, language: row.language }
      : null;
  }

  async isVip(userId: number): Promise<boolean> {
    return (await this.viewer(userId))?.vip ?? false;
  }

  /**
   * Members by id in one query: their name and language, and, for active ones, what they read
   * translations in (their language, engine setting and VIP).
   */
  async people(ids: number[]): Promise<Map<number, Person>> {
    const rows = ids.length ? await profileRepo.readers(this.db, [...new Set(ids)]) : [];
    const now = this.now();
    return new Map(rows.map((row) => [row.id, personOf(row, now)]));
  }

  /**
   * The acting member as the policy knows them (role, VIP), for an action whose rule reads more than
   * ownership. A visitor, or an account no longer active, acts as a visitor.
   */
  async actor(userId: number | null): Promise<Actor> {
    if (userId === null) return VISITOR;
    return (await this.people([userId])).get(userId)?.actor ?? VISITOR;
  }

  async reader(userId: number): Promise<Reader | null> {
    return (await this.people([userId])).get(userId)?.reader ?? null;
  }

  /**
   * A news-feed reader in one query: who they are to the privacy rule, whom they seek, and what they read
   * translations in. Null for a visitor (or an account no longer active).
   */
  async feedReader(userId: number | null) {
    if (userId === null) return null;
    const [row] = await profileRepo.readers(this.db, [userId]);
    const reader = row ? personOf(row, this.now()).reader : null;
    if (!row || !reader) return null;
    return { viewer: { id: row.id, vip: reader.vip }, interest: row.interest, reader };
  }

  /** A biography to translate, when the viewer may see its profile (else 400061). */
  async biographyOf(viewerId: number, ownerId: number): Promise<TranslatableItem> {
    await this.visibleMember(viewerId, ownerId);
    const row = await profileRepo.find(this.db, ownerId);
    if (!row) throw hiddenProfile();
    return {
      text: row.biography ?? '',
      lang: row.biography ? row.biography_lang : 'und',
      writerLanguage: row.language,
    };
  }

  /** The owner's row when the viewer may see it; 400061 otherwise. */
  async visibleMember(viewerId: number | null, ownerId: number): Promise<CardRow> {
    return (await this.access(viewerId, ownerId)).owner;
  }

  /**
   * The profile in one statement (the owner, the viewer and everything between them), then the privacy
   * rule on it, as `access` applies it, and the biography's stored translation when there is one.
   */
  async profile(viewerId: number | null, ownerId: number): Promise<UserProfile> {
    const read = await profileRepo.profileRead(this.db, viewerId, ownerId);
    if (!read) throw memberNotFound();
    const { owner: row, viewer: viewerRow, verified_at: verifiedAt, ...relation } = read;
    const now = this.now();
    const self = viewerId === ownerId;
    const flags: RelationFlags = viewerId === null || self ? noRelation : relation;
    // Spec §8 "404 on user load": a member who is gone, or who blocked the viewer, is not found (the same
    // answer, so a block never shows); a blocker sees whom they blocked (to unblock); the rest is privacy.
    if (!self && (row.status !== 'active' || flags.blocked_me)) throw memberNotFound();
    if (!flags.blocked) {
      const between = { friend: flags.friend, blocked: false };
      const actor = viewerRow ? memberActor(viewerRow.id, { vip: vipOf(viewerRow, now) }) : VISITOR;
      authorize(actor, profilePolicy.view, { owner: row, between });
    }
    const reader = viewerRow ? personOf(viewerRow, now).reader : null;
    const [online, translation] = await Promise.all([
      this.onlineOf([ownerId]),
      this.biographyFor(viewerId, row, reader),
    ]);
    return presentProfile(row, {
      viewerId,
      online: online.has(ownerId),
      flags,
      now,
      translation,
      verifiedAt: row.verified && verifiedAt ? new Date(verifiedAt) : null,
    });
  }

  /** The biography in the viewer's language: stored, or automatic as posts are for readers in machine mode. */
  private async biographyFor(viewerId: number | null, row: UserRow, reader: Reader | null) {
    if (!this.translation || viewerId === null || viewerId === row.id || !row.biography) return undefined;
    const fields = await this.translation.present('bio', reader, [
      {
        id: row.id,
        text: row.biography,
        lang: row.biography_lang,
        writerLanguage: row.language,
        target: reader?.language ?? null,
        auto: reader?.engine === TranslateEngine.Machine,
      },
    ]);
    return fields.get(row.id);
  }

  /**
   * The member whom the viewer may see, or whom the viewer blocked (and not the other way): what opens a
   * conversation, so the blocker reaches its "Unblock". Nothing can be sent there while the block stands.
   */
  async visibleOrBlockedBy(viewerId: number, ownerId: number): Promise<CardRow> {
    return (await this.access(viewerId, ownerId, { blockerSees: true })).owner;
  }

  private async access(viewerId: number | null, ownerId: number, options: { blockerSees?: boolean } = {}) {
    const owner = await profileRepo.card(this.db, ownerId);
    if (!owner) throw hiddenProfile();
    const self = viewerId === ownerId;
    const flags = viewerId === null || self ? noRelation : await this.graph().between(viewerId, ownerId);
    if (options.blockerSees && flags.blocked && !flags.blocked_me && owner.status === 'active') return { owner, flags };
    const between = { friend: flags.friend, blocked: flags.blocked || flags.blocked_me };
    const viewer = await this.viewer(viewerId);
    const actor = viewer ? memberActor(viewer.id, { vip: viewer.vip }) : VISITOR;
    authorize(actor, profilePolicy.view, { owner, between });
    return { owner, flags };
  }

  /** `GET u/{id}`: the profile, and a visit recorded for a signed-in member looking at someone else. */
  async visit(viewerId: number | null, ownerId: number, referrer?: string): Promise<UserProfile> {
    const profile = await this.profile(viewerId, ownerId);
    if (viewerId !== null && viewerId !== ownerId && !profile.blocked) {
      await this.graph().recordVisit(viewerId, ownerId, referrer);
    }
    return profile;
  }

  /** Cards of the members among `ids` the viewer may see, by id (the list pipeline's filter step). */
  async cards(viewerId: number | null, ids: number[]): Promise<Map<number, UserCard>> {
    // The viewer's VIP state is read in the cards' own statement: no lookup of the viewer before it.
    const viewer = viewerId === null ? null : viewerReadingOwnVip(viewerId, this.now());
    return this.present(await profileRepo.visibleCards(this.db, viewer, [...new Set(ids)]));
  }

  /**
   * Of `ids`, those the viewer (null: a visitor) may see: for what names members from a stored snapshot
   * (notifications, conversations, the shared front page) rather than from a list query.
   */
  async visibleIds(viewerId: number | null, ids: number[]): Promise<Set<number>> {
    const rows = await profileRepo.visibleCards(this.db, await this.viewer(viewerId), [...new Set(ids)]);
    return new Set(rows.map((row) => row.id));
  }

  /** Whether the viewer may see the member: for things given to someone (memberships, gifts). */
  async isVisible(viewerId: number, ownerId: number): Promise<boolean> {
    return (await this.visibleIds(viewerId, [ownerId])).has(ownerId);
  }

  /** Cards of active members whatever their privacy: only for the viewer's own blacklist. */
  /**
   * Active members whatever their privacy (a conversation stays listed), and which of them the viewer may
   * see: one statement, the viewer's VIP state read in it.
   */
  async activeCardsSeenBy(
    viewerId: number,
    ids: number[],
  ): Promise<{ cards: Map<number, UserCard>; visible: Set<number> }> {
    const viewer = viewerReadingOwnVip(viewerId, this.now());
    const rows = await profileRepo.activeCardsSeenBy(this.db, viewer, [...new Set(ids)]);
    return { cards: await this.present(rows), visible: new Set(rows.filter((r) => r.visible).map((r) => r.id)) };
  }

  async activeCards(ids: number[]): Promise<Map<number, UserCard>> {
    return this.present(await profileRepo.activeCards(this.db, [...new Set(ids)]));
  }

  /** Who did something, as notifications and realtime events show them. */
  async summary(userId: number) {
    const card = await profileRepo.card(this.db, userId);
    if (!card) throw fail.unauthorized();
    return { user_id: card.id, name: card.name, avatar: presentCard(card, false, this.now()).avatar };
  }

  /**
   * `PUT user`: profile fields and privacy settings; answers the account as `GET me` does. The avatar
   * and the say-hi picture come as stored paths, resolved from the member's own uploads by the caller
   * (undefined: unchanged, null: removed).
   */
  async update(
    userId: number,
    body: Omit<UpdateUserBody, 'avatar' | 'hi_photo'>,
    images: { avatar?: string | null; hi_photo?: string | null } = {},
  ): Promise<Me> {
    const before = await profileRepo.find(this.db, userId);
    if (!before) throw fail.unauthorized();
    const { name: _name, username: _username, gender: _gender, email_notifications, ...fields } = body;
    const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<NewUser>;
    if (images.avatar !== undefined) values.avatar = images.avatar;
    if (images.hi_photo !== undefined) values.hi_photo = images.hi_photo;
    if (email_notifications) values.email_notifications = { ...before.email_notifications, ...email_notifications };
    if (values.biography !== undefined) {
      const { biography } = values;
      values.biography_lang = biography
        ? storedLang(detectLanguage(biography, values.language ?? before.language))
        : null;
    }
    const after = Object.keys(values).length ? await this.save(userId, before, values) : before;
    if (!after) throw fail.unauthorized();

    if (after.online_status !== before.online_status) await this.presence.current?.statusChanged(userId);
    if (after.interest !== before.interest) {
      for (const listener of this.seekingListeners) await listener(userId);
      await this.bus.publish({ to: userId, event: 'refresh', payload: { scope: 'feeds' } });
    }
    return this.sessions.me(after);
  }

  /**
   * Writes the changes; a say-hi template whose text or picture changed (and still holds one) goes back to
   * the console's review queue in the same transaction (docs/decisions.md 66).
   */
  private save(
    userId: number,
    before: { hi_content: string | null; hi_photo: string | null },
    values: Partial<NewUser>,
  ) {
    const textAfter = values.hi_content !== undefined ? values.hi_content : before.hi_content;
    const photoAfter = values.hi_photo !== undefined ? values.hi_photo : before.hi_photo;
    const text = (textAfter ?? '') !== (before.hi_content ?? '');
    const photo = photoAfter !== before.hi_photo;
    const holds = (textAfter ?? '') !== '' || photoAfter !== null;
    if (!(text || photo) || !holds) return profileRepo.update(this.db, userId, values);
    return this.db.transaction(async (tx) => {
      const after = await profileRepo.update(tx, userId, values);
      await sayHiReviewRepo.changed(tx, userId, this.now());
      return after;
    });
  }

  private async onlineOf(ids: number[]): Promise<Set<number>> {
    return (await this.presence.current?.isOnline(ids)) ?? new Set();
  }

  /** Cards of rows a list query read itself (with the privacy rule applied there), by id. */
  presentCards(rows: CardRow[]): Promise<Map<number, UserCard>> {
    return this.present(rows);
  }

  private async present(rows: CardRow[]): Promise<Map<number, UserCard>> {
    // The rows carry online_status: a connected member shows online unless "always offline", as
    // `isOnline` rules, without its lookup of the status (a statement per page whenever anyone is online).
    const shown = rows.filter((r) => r.online_status !== 'offline').map((r) => r.id);
    const online = (await this.presence.current?.liveAmong(shown)) ?? new Set<number>();
    const now = this.now();
    return new Map(rows.map((row) => [row.id, presentCard(row, online.has(row.id), now)]));
  }
}
