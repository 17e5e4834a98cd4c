import { and, desc, eq, ilike, inArray, isNotNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { LanguageEntry } from '@yuanfen/contract';
import type { DbOrTx } from '../../db/client';
import { param, prepared } from '../../db/prepared';
import { likes, reports, users, visits } from '../../db/schema';
import type { ProfileViewer } from '../profile/privacy';
import { viewerReadingOwnVip, visibleToSql, type SqlViewer } from '../profile/privacy.repo';
import { cardColumns, type CardRow } from '../profile/profile.repo';

/** Who seeks whom, for the compatibility score. */
export interface Seeker {
  gender: number;
  interest: number | null;
  birthday: string | null;
  language: string;
  purpose: number[];
  languages: readonly LanguageEntry[];
}

export interface SearchFilter {
  /** The keyword; absent in filter mode (criteria alone). */
  q?: string;
  gender?: number;
  bornAfter?: string;
  bornOnOrBefore?: string;
  country?: string;
  city?: string;
  language?: string;
  /** Members who speak (natively or fluently) any of these. */
  languages?: string[];
  purpose?: number;
  hasPhoto?: boolean;
  onlineIds?: number[];
  vipAt?: Date;
  verified?: boolean;
}

/**
 * Members a viewer may find: the privacy rule, never the viewer themself, nor a member they reported
 * (hidden from the reporter at once, issue 19; their page still opens from a link).
 */
const findable = (viewer: ProfileViewer | SqlViewer | null, ...more: (SQL | undefined)[]) =>
  and(
    visibleToSql(viewer),
    viewer ? ne(users.id, viewer.id) : undefined,
    viewer
      ? sql`${users.id} not in (select ${reports.related_id} from ${reports} where ${reports.reporter_id} = ${viewer.id} and ${reports.type} = 'user')`
      : undefined,
    ...more,
  );

/** A member lists `code` at one of `levels` (jsonb containment: no set-returning subquery per row). */
const listsLanguage = (code: string, levels: readonly string[]) =>
  sql.join(
    levels.map((level) => sql`${users.languages} @> ${JSON.stringify([{ code, level }])}::jsonb`),
    sql` or `,
  );

const SPEAKS = ['native', 'fluent'] as const;

/**
 * Language exchange (issue 21): 20 points when the member speaks natively a language the seeker learns,
 * 20 more when they learn one the seeker speaks natively — complementary learners rank first.
 */
function complementary(me: Seeker): SQL {
  const learns = me.languages.filter((l) => l.level === 'learning').map((l) => l.code);
  const native = me.languages.filter((l) => l.level === 'native').map((l) => l.code);
  const any = (codes: string[], level: string) =>
    codes.length
      ? sql`case when (${sql.join(
          codes.map((c) => listsLanguage(c, [level])),
          sql` or `,
        )}) then 20 else 0 end`
      : sql`0`;
  return sql`(${any(learns, 'native')} + ${any(native, 'learning')})`;
}

const ids = async (query: Promise<{ id: number }[]>) => (await query).map((r) => r.id);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The compatibility score (docs/rankings.md): whom each seeks, age within 5 or 10 years, same language,
 * shared purposes, recent activity, a photo.
 */
function compatibility(me: Seeker): SQL {
  // Containment per purpose (as the search filter): no set-returning subquery for every member ranked.
  const purposes = me.purpose.length
    ? sql.join(
        me.purpose.map((p) => sql`${users.purpose} @> ${JSON.stringify([p])}::jsonb`),
        sql` or `,
      )
    : null;
  return sql`(
      case when ${me.interest}::int is not null and ${users.gender} = ${me.interest}::int then 30 else 0 end
      + case when ${users.interest} = ${me.gender} then 20 else 0 end
      + case when ${me.birthday}::date is null or ${users.birthday} is null then 0
          when abs(${users.birthday} - ${me.birthday}::date) <= 5 * 366 then 15
          when abs(${users.birthday} - ${me.birthday}::date) <= 10 * 366 then 8 else 0 end
      + case when ${users.language} = ${me.language} then 10 else 0 end
      + ${purposes ? sql`case when ${purposes} then 15 else 0 end` : sql`0`}
      + case when ${users.last_active_at} > now() - interval '1 day' then 10
          when ${users.last_active_at} > now() - interval '7 days' then 5 else 0 end
      + case when ${users.avatar} is not null then 10 else 0 end
      + ${complementary(me)})`;
}

/**
 * Every SQL statement of discovery: the cards each list shows, in order (size + 1 rows), the privacy rule
 * applied in the same statement (the viewer's VIP state read in it), so no second statement reads the
 * cards of ids.
 */
export const discoveryRepo = {
  /**
   * The newest members as cards, in one statement: the privacy rule (the viewer's VIP state read in it)
   * is the cards' own, so no second statement reads the cards of the ids. Prepared (db/prepared.ts): one
   * statement per shape, a visitor's or a member's, first page or older, the page size written in it.
   */
  latest: (db: DbOrTx, viewer: { id: number; now: Date } | null, maxId: number | undefined, size: number) =>
    prepared(db, `discovery_latest${viewer ? '_member' : ''}${maxId ? '_older' : ''}_${size}`, (db, name) =>
      db
        .select(cardColumns)
        .from(users)
        .where(
          findable(
            viewer ? viewerReadingOwnVip(param<number>('viewer'), sql.placeholder('now')) : null,
            maxId ? lt(users.id, param<number>('maxId')) : undefined,
          ),
        )
        .orderBy(desc(users.id))
        .limit(size + 1)
        .prepare(name),
    ).execute({ viewer: viewer?.id, now: viewer?.now.toISOString(), maxId }),

  /** The given (online) members the viewer may see, most recently active first. */
  among: (db: DbOrTx, viewer: SqlViewer | null, among: number[], offset: number, size: number) =>
    among.length === 0
      ? Promise.resolve([] as CardRow[])
      : db
          .select(cardColumns)
          .from(users)
          .where(findable(viewer, inArray(users.id, among)))
          .orderBy(desc(users.last_active_at), desc(users.id))
          .offset(offset)
          .limit(size + 1),

  /** Compatibility with the viewer (docs/rankings.md). */
  recommend: (db: DbOrTx, viewer: ProfileViewer, me: Seeker, offset: number, size: number) =>
    db
      .select(cardColumns)
      .from(users)
      .where(findable(viewer))
      .orderBy(desc(compatibility(me)), desc(users.last_active_at), desc(users.id))
      .offset(offset)
      .limit(size + 1),

  /**
   * The meet screen's next cards: members of the gender the viewer seeks (any when unset), not yet liked
   * nor passed, with a photo first, then by compatibility.
   */
  encounters: (db: DbOrTx, viewer: ProfileViewer, me: Seeker, passed: number[], size: number) =>
    ids(
      db
        .select({ id: users.id })
        .from(users)
        .where(
          findable(
            viewer,
            me.interest === null ? undefined : eq(users.gender, me.interest),
            sql`not exists (select 1 from ${likes} where ${likes.user_id} = ${viewer.id} and ${likes.target_id} = ${users.id})`,
            passed.length ? notInArray(users.id, passed) : undefined,
          ),
        )
        .orderBy(desc(isNotNull(users.avatar)), desc(compatibility(me)), desc(users.last_active_at), desc(users.id))
        .limit(size),
    ),

  /**
   * Candidates for the front page: public members with a photo, most active first. The service picks a
   * varied handful from them.
   */
  frontCandidates: (db: DbOrTx, size: number) =>
    db
      .select({ id: users.id, gender: users.gender, country: users.country })
      .from(users)
      .where(findable(null, isNotNull(users.avatar)))
      .orderBy(desc(users.last_active_at), desc(users.id))
      .limit(size),

  /** Names starting with `q` first, then names containing it. */
  suggest: (db: DbOrTx, viewer: ProfileViewer | null, q: string, size: number) => {
    const prefix = `${escapeLike(q)}%`;
    return db
      .select({ user_id: users.id, name: users.name, avatar: users.avatar })
      .from(users)
      .where(findable(viewer, ilike(users.name, `%${escapeLike(q)}%`)))
      .orderBy(sql`case when ${users.name} ilike ${prefix} then 0 else 1 end`, desc(users.last_active_at), users.id)
      .limit(size);
  },

  /**
   * Likes (3 points) and visits (1 point) received since `since`: each table counted once per target
   * (grouped, then hash-joined to the members), not a correlated count for every member ranked.
   */
  hottest: (db: DbOrTx, viewer: ProfileViewer | SqlViewer | null, since: Date, offset: number, size: number) => {
    const after = sql`${since.toISOString()}::timestamptz`;
    const liked = db
      .select({ target_id: likes.target_id, n: sql<number>`count(*)`.as('likes_n') })
      .from(likes)
      .where(sql`${likes.created_at} > ${after}`)
      .groupBy(likes.target_id)
      .as('liked');
    const visited = db
      .select({ target_id: visits.target_id, n: sql<number>`count(*)`.as('visits_n') })
      .from(visits)
      .where(sql`${visits.created_at} > ${after}`)
      .groupBy(visits.target_id)
      .as('visited');
    const heat = sql`(3 * coalesce(${liked.n}, 0) + coalesce(${visited.n}, 0))`;
    return db
      .select(cardColumns)
      .from(users)
      .leftJoin(liked, eq(liked.target_id, users.id))
      .leftJoin(visited, eq(visited.target_id, users.id))
      .where(findable(viewer))
      .orderBy(desc(heat), desc(users.last_active_at), desc(users.id))
      .offset(offset)
      .limit(size + 1);
  },

  /** Birthdays today and in the next `days` days, soonest first (29 February counts on 28 February). */
  birthday: (db: DbOrTx, viewer: SqlViewer | null, today: string, days: number, offset: number, size: number) => {
    const years = sql`extract(year from age(${today}::date, ${users.birthday}))::int`;
    const last = sql`(${users.birthday} + make_interval(years => ${years}))::date`;
    const next = sql`(${users.birthday} + make_interval(years => ${years} + 1))::date`;
    const until = sql`(case when ${last} = ${today}::date then 0 else ${next} - ${today}::date end)`;
    return db
      .select(cardColumns)
      .from(users)
      .where(findable(viewer, isNotNull(users.birthday), sql`${until} <= ${days}`))
      .orderBy(until, desc(users.id))
      .offset(offset)
      .limit(size + 1);
  },

  search: (db: DbOrTx, viewer: ProfileViewer | SqlViewer | null, f: SearchFilter, offset: number, size: number) => {
    const like = f.q === undefined ? undefined : `%${escapeLike(f.q)}%`;
    const conditions = [
      like ? or(ilike(users.name, like), ilike(users.location, like), ilike(users.biography, like)) : undefined,
      f.gender === undefined ? undefined : eq(users.gender, f.gender),
      f.bornAfter ? sql`${users.birthday} > ${f.bornAfter}::date` : undefined,
      f.bornOnOrBefore ? sql`${users.birthday} <= ${f.bornOnOrBefore}::date` : undefined,
      f.country ? ilike(users.country, escapeLike(f.country)) : undefined,
      f.city ? ilike(users.city, escapeLike(f.city)) : undefined,
      f.language ? eq(users.language, f.language) : undefined,
      f.languages?.length
        ? sql`(${sql.join(
            f.languages.map((c) => listsLanguage(c, SPEAKS)),
            sql` or `,
          )})`
        : undefined,
      f.purpose ? sql`${users.purpose} @> ${JSON.stringify([f.purpose])}::jsonb` : undefined,
      f.hasPhoto ? isNotNull(users.avatar) : undefined,
      f.onlineIds ? (f.onlineIds.length ? inArray(users.id, f.onlineIds) : sql`false`) : undefined,
      f.vipAt
        ? sql`(${users.free} = 1 or (${users.vip} = 1 and (${users.vip_expired_at} is null or ${users.vip_expired_at} > ${f.vipAt.toISOString()}::timestamptz)))`
        : undefined,
      f.verified ? eq(users.verified, 1) : undefined,
    ];
    return db
      .select(cardColumns)
      .from(users)
      .where(findable(viewer, ...conditions))
      .orderBy(desc(users.last_active_at), desc(users.id))
      .offset(offset)
      .limit(size + 1);
  },
};
