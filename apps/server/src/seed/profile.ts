/** Turns a seed member into a `users` row. */
import { LIFETIME_EXPIRY } from '@yuanfen/contract';
import type { users } from '../db/schema/accounts';
import { COUNTRY_NAMES, type SeedMember } from './members';

export type UserInsert = typeof users.$inferInsert;

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * Western zodiac as horoscope codes 1-12, starting with Aries:
 * 1 Aries, 2 Taurus, 3 Gemini, 4 Cancer, 5 Leo, 6 Virgo, 7 Libra, 8 Scorpio,
 * 9 Sagittarius, 10 Capricorn, 11 Aquarius, 12 Pisces.
 */
export function horoscopeOf(month: number, day: number): number {
  // For each month: the day the next sign starts, and that sign.
  const starts: readonly (readonly [number, number])[] = [
    [20, 11],
    [19, 12],
    [21, 1],
    [20, 2],
    [21, 3],
    [21, 4],
    [23, 5],
    [23, 6],
    [23, 7],
    [23, 8],
    [22, 9],
    [22, 10],
  ];
  const [startDay, sign] = starts[month - 1] ?? [1, 1];
  if (day >= startDay) return sign;
  return sign === 1 ? 12 : sign - 1;
}

/** The birthday (YYYY-MM-DD) that makes the member exactly `age` on `now`. */
export function birthdayFor(age: number, bday: string, now: Date): string {
  const [month = 1, day = 1] = bday.split('-').map(Number);
  const today = (now.getUTCMonth() + 1) * 100 + now.getUTCDate();
  const year = now.getUTCFullYear() - age - (month * 100 + day > today ? 1 : 0);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

/** Gender sought: straight and "not sure" look for the other gender, gay/lesbian for the same. */
export function interestOf(m: SeedMember): 0 | 1 {
  if (m.interest !== undefined) return m.interest;
  const orientation = m.p[5];
  if (orientation === 703) return m.gender;
  return m.gender === 0 ? 1 : 0;
}

export function memberRow(
  m: SeedMember,
  index: number,
  opts: { email: string; passwordHash: string; now: Date },
): UserInsert {
  const [height, weight, marriage, children, income, orientation] = m.p;
  const [month = 1, day = 1] = m.bday.split('-').map(Number);
  const now = opts.now.getTime();
  // A third were here minutes ago; the rest spread over the last seven days.
  const idleMinutes = index % 3 === 0 ? (index * 7) % 25 : (index * 7919 + 131) % (7 * 24 * 60);
  const countryName = COUNTRY_NAMES[m.country] ?? m.country;
  let vipExpiry: Date | null = null;
  if (m.vip === 'lifetime') vipExpiry = new Date(`${LIFETIME_EXPIRY}T00:00:00.000Z`);
  else if (m.vip !== undefined) vipExpiry = new Date(now + m.vip * DAY);
  return {
    name: m.name,
    email: opts.email,
    password_hash: opts.passwordHash,
    email_verified: 1,
    verified: m.verified ? 1 : 0,
    gender: m.gender,
    language: m.language,
    balance: 0,
    vip: vipExpiry ? 1 : 0,
    vip_expired_at: vipExpiry,
    is_partner: m.partner ? 1 : 0,
    hi_content: m.hi ?? null,
    birthday: birthdayFor(m.age, m.bday, opts.now),
    height,
    weight,
    marriage,
    children,
    income,
    orientation,
    purpose: m.purpose,
    horoscope: horoscopeOf(month, day),
    interest: interestOf(m),
    country: m.country,
    city: m.city,
    location: `${m.city}, ${countryName}`,
    biography: m.bio,
    biography_lang: m.language,
    visibility: m.visibility ?? 'public',
    message_source: index % 9 === 4 ? 'validate' : 'everyone',
    online_status: m.offline ? 'offline' : 'available',
    last_active_at: new Date(now - idleMinutes * MINUTE),
    created_at: new Date(now - (20 + ((index * 37) % 380)) * DAY),
  };
}
