import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameLeader, GameState } from '@yuanfen/contract';
import { Avatar } from '../../ui/Avatar';
import { Tabs } from '../../ui/Tabs';

type Board = 'week' | 'all';
const BOARDS: readonly Board[] = ['week', 'all'];

function LeaderRow({ leader }: { leader: GameLeader }) {
  const { t } = useTranslation(['game', 'common']);
  const { user } = leader;
  return (
    <li
      className={`leader${leader.self ? ' leader--self' : ''}`}
      data-testid="game-leader"
      data-user-id={user.user_id}
      data-score={leader.score}
    >
      <span className={`leader__rank leader__rank--${Math.min(leader.rank, 4)}`}>
        <span className="visually-hidden">{t('leaderboard.rank', { rank: leader.rank })}</span>
        <span aria-hidden="true">{leader.rank}</span>
      </span>
      <Link to={`/profile/${user.user_id}`} className="leader__who">
        <Avatar src={user.avatar} name={user.name} size={36} />
        <span className="leader__name">{user.name}</span>
        {leader.self ? <span className="leader__you">{t('leaderboard.you')}</span> : null}
      </Link>
      <span className="leader__score">
        <span aria-hidden="true">{leader.score}</span>
        <span className="visually-hidden">{t('leaderboard.points', { score: leader.score })}</span>
      </span>
    </li>
  );
}

/** The week's and the all-time leaderboard, one tab each; the tab is kept in the URL (`?board=all`). */
export function Leaderboards({ state }: { state: GameState }) {
  const { t, i18n } = useTranslation('game');
  const [params, setParams] = useSearchParams();
  const board: Board = params.get('board') === 'all' ? 'all' : 'week';
  const leaders = board === 'week' ? state.top : state.top_all;
  const ends = new Intl.DateTimeFormat(i18n.language === 'tw' ? 'zh-TW' : i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(state.event.ends_at));
  const select = (next: Board) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next === 'week') copy.delete('board');
        else copy.set('board', next);
        return copy;
      },
      { replace: true },
    );

  return (
    <section className="card game-leaders" aria-labelledby="game-leaders-title">
      <h2 id="game-leaders-title" className="card__title">
        {t('leaderboard.title')}
      </h2>
      <Tabs
        tabs={BOARDS}
        selected={board}
        onSelect={select}
        label={t('leaderboard.tabs')}
        nameOf={(name) => t(`leaderboard.${name}`)}
        testIdPrefix="game-board-tab"
        panelClassName="game-leaders__panel"
      >
        {board === 'week' ? <p className="game-leaders__note">{t('leaderboard.weekEnds', { date: ends })}</p> : null}
        {leaders.length === 0 ? (
          <p className="game-leaders__empty">
            {t(board === 'week' ? 'leaderboard.emptyWeek' : 'leaderboard.emptyAll')}
          </p>
        ) : (
          <ol className="leader-list" data-testid={`game-leaders-${board}`}>
            {leaders.map((leader) => (
              <LeaderRow key={leader.user.user_id} leader={leader} />
            ))}
          </ol>
        )}
      </Tabs>
    </section>
  );
}
