import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME, GAME_MAX_SCORE } from '@yuanfen/contract';
import { currentLanguage } from '../../lib/i18n';
import { Spinner } from '../../ui/Spinner';
import { useGiftsQuery } from '../gifts';
import { facesOf } from './card-faces';
import { FinishPanel } from './FinishPanel';
import { useGameQuery, useScoreMutation } from './game.queries';
import { GameBoard } from './GameBoard';
import { Leaderboards } from './Leaderboards';
import { isFinished, scoreOf, secondsLeft } from './memory-game';
import { useMemoryGame } from './use-memory-game';
import './game.css';

function Stat({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="game-stat">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function Rules() {
  const { t } = useTranslation('game');
  return (
    <details className="card game-rules">
      <summary>{t('rules.title')}</summary>
      <ul>
        <li>{t('rules.pairs')}</li>
        <li>{t('rules.moves', { par: GAME.movesPar })}</li>
        <li>{t('rules.time', { limit: GAME.timeLimitSeconds })}</li>
        <li>{t('rules.max', { max: GAME_MAX_SCORE })}</li>
      </ul>
    </details>
  );
}

/**
 * /game (spec §2, §7): a memory board of the catalogue's gifts, played against the clock. The server
 * issues each round signed; the score goes back with that signature once the round ends, and the
 * leaderboards of the week and of all time show it.
 */
export function GamePage() {
  const { t } = useTranslation('game');
  const state = useGameQuery();
  const gifts = useGiftsQuery('all', 'popular', currentLanguage());
  const submit = useScoreMutation();
  const { round, game, now, flip, deal } = useMemoryGame();
  const [bestBefore, setBestBefore] = useState(0);
  /** "Play again" was pressed: the next fresh round is dealt as soon as it arrives. */
  const [again, setAgain] = useState(false);
  const submitted = useRef<string | null>(null);
  const fresh = state.data?.round;
  const best = state.data?.best ?? 0;

  // A round not started yet follows the newest one the server issued (a reload, a stale round replaced).
  useEffect(() => {
    if (!fresh || fresh.id === round?.id || fresh.id === submitted.current) return;
    if (round && game.phase !== 'ready' && !again) return;
    deal(fresh);
    setBestBefore(best);
    setAgain(false);
  }, [fresh, round, game.phase, again, deal, best]);

  const finished = isFinished(game);
  useEffect(() => {
    if (!finished || !round || submitted.current === round.id) return;
    submitted.current = round.id;
    submit.mutate({ round_id: round.id, sig: round.sig, ts: round.ts, score: scoreOf(game, now) });
  }, [finished, round, game, now, submit]);

  const faces = useMemo(
    () => (round ? facesOf(round.id, gifts.data ?? [], (name) => t(`faces.${name}`)) : []),
    [round, gifts.data, t],
  );
  // The pictures load before their cards are turned.
  useEffect(() => {
    for (const face of faces) if (face.src) new Image().src = face.src;
  }, [faces]);

  if (state.isPending || (gifts.isPending && !gifts.isError)) return <Spinner />;
  if (state.isError || !state.data) {
    return (
      <div className="game-page game-state" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void state.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }

  const data = state.data;
  const playAgain = () => {
    setAgain(true);
    submit.reset();
    // The score's answer already brought a fresh round, unless it is still on its way.
    if (!fresh || fresh.id === round?.id || fresh.id === submitted.current) void state.refetch();
  };
  const last = game.lastMove;
  const lastName = last ? faces[last.face]?.name : undefined;

  return (
    <div className="game-page">
      <header className="game-head">
        <h1>{t('heading')}</h1>
        <p className="game-head__lead">{t('lead')}</p>
      </header>
      <div className="game-layout">
        <section className="game-play" aria-label={t('stats.label')}>
          <dl className="game-stats">
            <Stat
              label={t('stats.time')}
              value={t('stats.seconds', { count: secondsLeft(game, now) })}
              testId="game-time"
            />
            <Stat label={t('stats.moves')} value={game.moves} testId="game-moves" />
            <Stat
              label={t('stats.pairs')}
              value={t('stats.pairsOf', { found: game.pairs, total: GAME.pairs })}
              testId="game-pairs"
            />
            <Stat label={t('stats.score')} value={scoreOf(game, now)} testId="game-score" />
          </dl>
          <div className="game-table">
            <GameBoard game={game} faces={faces} onFlip={flip} disabled={finished} />
            {finished ? (
              <FinishPanel
                game={game}
                now={now}
                bestBefore={bestBefore}
                submission={{
                  pending: submit.isPending,
                  best: submit.data?.best ?? null,
                  max: submit.data?.max ?? GAME_MAX_SCORE,
                  error: submit.error,
                }}
                onPlayAgain={playAgain}
              />
            ) : null}
          </div>
          <p className="game-hint" aria-live="polite">
            {game.phase === 'ready'
              ? t('start')
              : last && !finished
                ? last.match
                  ? t('board.found', { name: lastName ?? '' })
                  : t('board.missed')
                : '\u00a0'}
          </p>
        </section>
        <aside className="game-side">
          <div className="card game-best">
            <p className="game-best__label">{t('stats.best')}</p>
            <p className="game-best__value" data-testid="game-best">
              {data.best}
            </p>
            <p className="game-best__max">{t('stats.max', { max: data.max })}</p>
          </div>
          <Leaderboards state={data} />
          <Rules />
        </aside>
      </div>
    </div>
  );
}
