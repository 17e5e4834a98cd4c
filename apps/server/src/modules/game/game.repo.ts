import { and, eq, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gameRounds, users } from '../../db/schema';
import { visibleToSql } from '../profile/privacy.repo';

/** One row of the game's standings: the member's own best (`board` = best), or a place on a leaderboard. */
export interface StandingRow {
  board: 'best' | 'week' | 'all';
  user_id: number | null;
  name: string | null;
  avatar: string | null;
  score: number;
}

/**
 * Who may appear on the viewer's leaderboards: whom the profile rule lets them see (privacy.repo.ts:
 * active accounts, no block either way, friends-only profiles to friends), and never a hidden profile —
 * VIP members may open one, but a ranking is not the place to find it. The viewer always sees themself.
 */
const onBoardFor = (viewerId: number) =>
  and(visibleToSql({ id: viewerId, vip: false }), sql`(${users.id} = ${viewerId} or ${users.visibility} <> 'hidden')`);

/**
 * One leaderboard: each member's best score of the rounds finished since `since` (all time when null),
 * the earlier of equal scores first (who got there first ranks higher). The week's board reads the rounds
 * by `game_rounds_finished_idx`.
 */
const board = (name: 'week' | 'all', viewerId: number, since: Date | null, size: number): SQL => sql`(
  select ${name}::text as board, ${users.id} as user_id, ${users.name} as name, ${users.avatar} as avatar, b.score
  from (
    select distinct on (${gameRounds.user_id}) ${gameRounds.user_id} as user_id, ${gameRounds.score} as score,
      ${gameRounds.finished_at} as finished_at
    from ${gameRounds}
    where ${gameRounds.score} is not null
      and ${since ? sql`${gameRounds.finished_at} >= ${since.toISOString()}` : sql`${gameRounds.finished_at} is not null`}
    order by ${gameRounds.user_id}, ${gameRounds.score} desc, ${gameRounds.finished_at}
  ) b
  join ${users} on ${users.id} = b.user_id
  where ${onBoardFor(viewerId)}
  order by b.score desc, b.finished_at, b.user_id
  limit ${size}
)`;

/** Every SQL statement of the game. */
export const gameRepo = {
  /**
   * The member's best score and both leaderboards, in one statement (`GET game` is a hot path: this is
   * all it reads).
   */
  standings: async (db: DbOrTx, viewerId: number, weekStart: Date, size: number): Promise<StandingRow[]> => {
    const rows = (
      await db.execute<Record<keyof StandingRow, unknown>>(sql`
        (select 'best'::text as board, null::int as user_id, null::text as name, null::text as avatar,
          coalesce(max(${gameRounds.score}), 0) as score
        from ${gameRounds} where ${gameRounds.user_id} = ${viewerId})
        union all ${board('week', viewerId, weekStart, size)}
        union all ${board('all', viewerId, null, size)}`)
    ).rows;
    return rows.map((r) => ({
      board: r.board as StandingRow['board'],
      user_id: r.user_id === null ? null : Number(r.user_id),
      name: r.name === null ? null : String(r.name),
      avatar: r.avatar === null ? null : String(r.avatar),
      score: Number(r.score),
    }));
  },

  /**
   * Records a round's score once: false when the round was scored before (its id is the primary key, so
   * two nodes racing the same round cannot both accept it).
   */
  insertScore: async (
    db: DbOrTx,
    values: { id: string; user_id: number; issued_at: Date; score: number; finished_at: Date },
  ) => (await db.insert(gameRounds).values(values).onConflictDoNothing().returning({ id: gameRounds.id })).length === 1,

  bestOf: async (db: DbOrTx, userId: number) =>
    (
      await db
        .select({ best: max(gameRounds.score) })
        .from(gameRounds)
        .where(eq(gameRounds.user_id, userId))
    )[0]?.best ?? 0,
};
