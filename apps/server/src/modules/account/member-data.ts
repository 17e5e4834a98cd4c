import fs from 'node:fs/promises';
import { isLanguage, normalizeEmail } from '@yuanfen/contract';
import { fill, mailTexts } from '@yuanfen/i18n/mail';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { AVATAR_VARIANTS, legacyBlurKey, PHOTO_SUFFIXES, photoKey, variantPath } from '../uploads/image-variants';
import { areaOf } from '../uploads/photo-access';
import { accountRepo, type UserRow } from './account.repo';
import { ERASED_STATUS, erasedName } from './erased';
import { memberDataRepo } from './member-data.repo';
import type { SessionService } from './session.service';

/*
 * GDPR access and erasure (issue 17's `export-member` and `erase-member`; docs/decisions.md 63).
 */

/** The member an operator names by id, e-mail or name (any case). */
export async function findMember(db: Db, identity: string): Promise<UserRow> {
  const trimmed = identity.trim();
  const byId = /^\d+$/.test(trimmed) ? await accountRepo.findById(db, Number(trimmed)) : undefined;
  const user =
    byId ??
    (trimmed.includes('@') ? await accountRepo.findByEmail(db, normalizeEmail(trimmed)) : undefined) ??
    (await accountRepo.findByNameOrEmail(db, trimmed));
  if (!user) throw new Error(`no member ${identity} (give an id, e-mail or name)`);
  return user;
}

const PROFILE_FIELDS = [
  'name',
  'gender',
  'birthday',
  'height',
  'weight',
  'marriage',
  'children',
  'income',
  'orientation',
  'purpose',
  'horoscope',
  'interest',
  'location',
  'country',
  'city',
  'biography',
  'biography_lang',
  'languages',
  'avatar',
  'hi_content',
  'hi_photo',
] as const satisfies readonly (keyof UserRow)[];

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** The files of the export and the README's line for each, in the order the README lists them. */
export const EXPORT_FILES = [
  'account',
  'profile',
  'posts',
  'comments',
  'messages',
  'photos',
  'relations',
  'notifications',
  'ledger',
  'orders',
  'devices',
  'support',
] as const;

/**
 * `export-member <who> <file.zip>`: everything stored about the member, as JSON files, their photos'
 * original files (`photos/<id>.webp`) and a README in the member's language. Answers a summary line.
 */
export async function exportMember(
  deps: { db: Db; storage: Storage },
  identity: string,
  file: string,
): Promise<string> {
  const user = await findMember(deps.db, identity);
  const rows = await memberDataRepo.exportRows(deps.db, user.id);
  const { password_hash: _secret, ...withoutPassword } = user;
  const profile = Object.fromEntries(PROFILE_FIELDS.map((k) => [k, user[k]]));
  const account = Object.fromEntries(
    Object.entries(withoutPassword).filter(([k]) => !(PROFILE_FIELDS as readonly string[]).includes(k)),
  );
  const nameOf = (id: number) => rows.names.get(id) ?? null;
  const files: Zippable = {
    'account.json': json(account),
    'profile.json': json(profile),
    'posts.json': json({ posts: rows.posts, reactions: rows.reactions }),
    'comments.json': json(rows.comments),
    'messages.json': json(
      rows.messages.map(({ pair_low: _low, pair_high: _high, ...m }) => ({
        ...m,
        direction: m.sender_id === user.id ? 'sent' : 'received',
        other_member: {
          id: m.sender_id === user.id ? m.recipient_id : m.sender_id,
          name: nameOf(m.sender_id === user.id ? m.recipient_id : m.sender_id),
        },
      })),
    ),
    'relations.json': json({
      likes: rows.likes,
      visits: rows.visits,
      friends: rows.friends,
      friend_requests: rows.friendRequests,
      blocks: rows.blocks,
      remarks: rows.remarks,
    }),
    'notifications.json': json(rows.notifications),
    'ledger.json': json(rows.ledger),
    'orders.json': json({
      payment_orders: rows.paymentOrders,
      mall_orders: rows.mallOrders,
      withdrawals: rows.withdrawals,
      contact_offers: rows.contactOffers,
      contact_purchases: rows.contactPurchases,
      photo_purchases: rows.photoPurchases,
      translation_requests: rows.translationRequests,
    }),
    'devices.json': json({
      devices: rows.devices,
      push_subscriptions: rows.pushSubscriptions,
      social_accounts: rows.socialAccounts,
    }),
    'support.json': json({
      tickets: rows.supportTickets,
      replies: rows.supportReplies,
      reports: rows.reports,
      verifications: rows.verifications.map(({ upload_key: _key, ...v }) => v),
    }),
  };
  const photos: Zippable = {};
  const listed = [];
  for (const photo of rows.photos) {
    const body = await deps.storage.read(areaOf(photo), photo.path);
    if (body) photos[`${photo.id}.webp`] = [body, { level: 0 }];
    listed.push({ ...photo, file: body ? `photos/${photo.id}.webp` : null });
  }
  files['photos.json'] = json(listed);
  if (Object.keys(photos).length) files['photos'] = photos;
  files['README.txt'] = strToU8(readme(user, new Date()));
  await fs.writeFile(file, zipSync(files, { level: 6 }));
  return `exported ${user.name} (${user.id}) to ${file}: ${rows.posts.length} posts, ${rows.messages.length} messages, ${Object.keys(photos).length} photos, ${rows.ledger.length} ledger rows`;
}

function readme(user: UserRow, at: Date): string {
  const texts = mailTexts(isLanguage(user.language) ? user.language : 'en').dataExport;
  const lines = [
    fill(texts.title, { name: user.name }),
    '',
    fill(texts.intro, { date: at.toISOString().slice(0, 10) }),
    '',
    ...EXPORT_FILES.map((name) => `${name}.json — ${texts.files[name]}`),
    `photos/ — ${texts.photoFiles}`,
    '',
    texts.footer,
  ];
  return `${lines.join('\n')}\n`;
}

/** Every stored file of a photo: the photo variants and, for an avatar, the avatar sizes. */
const filesOf = (photo: { type: string; path: string }) => [
  ...new Set([
    ...PHOTO_SUFFIXES.map((s) => photoKey(photo.path, s)),
    ...AVATAR_VARIANTS.map((v) => variantPath(photo.path, v.suffix)),
    legacyBlurKey(photo.path),
  ]),
];

/**
 * `erase-member <who>`: nothing personal of the member remains (docs/decisions.md 63). One transaction
 * removes or blanks their rows and turns the account into a shell named `deleted member #<id>`, signed
 * out, with the status `deleted`, which keeps its ledger rows and balance: every balance still equals its ledger.
 * Their stored files go after the commit, their live sockets are kicked. Running it again is harmless.
 */
export async function eraseMember(
  deps: { db: Db; storage: Storage; sessions: Pick<SessionService, 'endAll'>; now?: () => Date },
  identity: string,
): Promise<string> {
  const user = await findMember(deps.db, identity);
  const now = deps.now?.() ?? new Date();
  const contacts = [user.email, user.phone].filter((c): c is string => !!c);
  const { photos, selfies } = await deps.db.transaction(async (tx) => {
    const found = await memberDataRepo.erasable(tx, user.id);
    await memberDataRepo.erase(tx, user.id, contacts, found.texts);
    await accountRepo.updateUser(tx, user.id, {
      name: erasedName(user.id),
      email: null,
      phone: null,
      country_code: null,
      password_hash: null,
      status: ERASED_STATUS,
      deactivated_at: user.deactivated_at ?? now,
      avatar: null,
      hi_content: null,
      hi_photo: null,
      birthday: null,
      height: null,
      weight: null,
      marriage: null,
      children: null,
      income: null,
      orientation: null,
      purpose: [],
      horoscope: null,
      interest: null,
      location: null,
      country: null,
      city: null,
      biography: null,
      biography_lang: null,
      languages: [],
      terms_accepted_at: null,
      roles: [],
      is_partner: 0,
      verified: 0,
      email_verified: 0,
      phone_verified: 0,
      visibility: 'hidden',
      email_notifications: {
        likes: false,
        visitors: false,
        friendships: false,
        messages: false,
        promotions: false,
        billing: false,
      },
    });
    return found;
  });
  // After the commit: the files (a failure here leaves files no row names, never rows without files).
  for (const photo of photos) await deps.storage.remove(areaOf(photo), filesOf(photo));
  if (selfies.length) await deps.storage.remove('private', selfies);
  await deps.sessions.endAll(user.id, 'deactivated');
  return `erased member ${user.id}: ${photos.length} photos removed; the account is now "${erasedName(user.id)}"`;
}
