import {
  ageOn,
  isVip,
  Relation,
  untranslated,
  type TranslationFields,
  type UserCard,
  type UserProfile,
} from '@yuanfen/contract';
import type { UserRow } from '../account/account.repo';
import { imageUrl } from '../account/account.presenter';
import { presentedLang } from '../translation/detection';
import type { CardRow } from './profile.repo';

/** The graph between viewer and owner as the profile shows it. */
export interface RelationFlags {
  liked: boolean;
  liked_me: boolean;
  friend: boolean;
  request_sent: boolean;
  request_received: boolean;
  blocked: boolean;
  blocked_me: boolean;
  remark: string | null;
}

export const noRelation: RelationFlags = {
  liked: false,
  liked_me: false,
  friend: false,
  request_sent: false,
  request_received: false,
  blocked: false,
  blocked_me: false,
  remark: null,
};

type VipColumns = Pick<CardRow, 'vip' | 'free' | 'vip_expired_at'>;
export const vipOf = (row: VipColumns, now: Date) =>
  isVip({ vip: row.vip, free: row.free, vip_expired_at: row.vip_expired_at?.toISOString() ?? null }, now);

const relationOf = (flags: RelationFlags) =>
  flags.friend
    ? Relation.Friend
    : flags.request_sent
      ? Relation.RequestSent
      : flags.request_received
        ? Relation.RequestReceived
        : Relation.None;

/** A member in a list; `online` comes from presence, which already leaves "always offline" members out. */
export function presentCard(row: CardRow, online: boolean, now: Date): UserCard {
  return {
    user_id: row.id,
    name: row.name,
    avatar: imageUrl(row.avatar),
    gender: row.gender,
    vip: vipOf(row, now) ? 1 : 0,
    age: row.birthday ? ageOn(row.birthday, now) : null,
    marriage: row.marriage,
    country: row.country,
    city: row.city,
    online,
    verified: row.verified,
  };
}

/** The profile of `row` for a viewer allowed to see it. */
export function presentProfile(
  row: UserRow,
  opts: {
    viewerId: number | null;
    online: boolean;
    flags: RelationFlags;
    now: Date;
    translation?: TranslationFields;
    /** When the selfie was approved, while the member is verified. */
    verifiedAt?: Date | null;
  },
): UserProfile {
  const { flags } = opts;
  return {
    ...presentCard(row, opts.online, opts.now),
    id: row.id,
    language: row.language,
    location: row.location,
    height: row.height,
    weight: row.weight,
    children: row.children,
    income: row.income,
    orientation: row.orientation,
    purpose: row.purpose,
    horoscope: row.horoscope,
    interest: row.interest,
    biography: row.biography,
    languages: row.languages,
    biography_lang: presentedLang(row.biography_lang),
    biography_translation: opts.translation ?? untranslated(presentedLang(row.biography_lang)),
    verified: row.verified,
    verified_at: opts.verifiedAt?.toISOString() ?? null,
    last_active: row.online_status === 'offline' ? null : row.last_active_at.toISOString(),
    self: opts.viewerId === row.id,
    liked: flags.liked,
    liked_me: flags.liked_me,
    friend: flags.friend,
    relation: relationOf(flags),
    blocked: flags.blocked,
    blocked_me: flags.blocked_me,
    remark: flags.remark,
  };
}
