import type { Counter, EmailNotifications, Me } from '@yuanfen/contract';
import { isOperatorRole } from '../../platform/policy';
import type { UserRow } from './account.repo';

export const IMAGE_BASE = '/uploads/';

/** Stored image paths are relative to the image base; external ones (social avatars) stay as they are. */
export const imageUrl = (path: string | null) =>
  !path ? null : /^https?:\/\//.test(path) ? path : `${IMAGE_BASE}${path.replace(/^\/+/, '')}`;

export const emptyCounter: Counter = { message: 0, notification: 0, request: 0, likeme: 0, order: 0 };

/** The signed-in member's own account object (spec §3 "Account (me)"). */
export function presentMe(row: UserRow, opts: { counter: Counter; defaultRate: number; withdrawable?: number }): Me {
  return {
    id: row.id,
    languages: row.languages,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatar: imageUrl(row.avatar),
    gender: row.gender,
    balance: row.balance,
    vip: row.vip,
    free: row.free,
    vip_expired_at: row.vip_expired_at ? row.vip_expired_at.toISOString() : null,
    language: row.language,
    announcement: row.announcement,
    rate: row.rate ? Number(row.rate) : opts.defaultRate,
    trialing: row.trialing,
    is_partner: row.is_partner,
    withdrawable: row.is_partner > 0 ? (opts.withdrawable ?? 0) : 0,
    roles: row.roles.filter(isOperatorRole),
    verified: row.verified,
    email_verified: row.email_verified,
    phone_verified: row.phone_verified,
    hi_content: row.hi_content,
    hi_photo: imageUrl(row.hi_photo),
    bd: row.bd,
    counter: opts.counter,
    country_code: row.country_code,
    visibility: row.visibility,
    message_source: row.message_source,
    friend_request: row.friend_request,
    online_status: row.online_status,
    translate_engine: row.translate_engine,
    block_other_language: row.block_other_language,
    sound: row.sound,
    typing_indicator: row.typing_indicator,
    read_receipts: row.read_receipts,
    email_notifications: row.email_notifications as EmailNotifications,
    created_at: row.created_at.toISOString(),
  };
}
