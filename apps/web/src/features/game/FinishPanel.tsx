import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { errorText } from '../system';
import { countedSecondsOf, scoreParts, type Game } from './memory-game';

export interface Submission {
  pending: boolean;
  best: number | null;
  max: number;
  error: unknown;
}

/**
 * The end of a round, over the board: the score and its parts, whether it was saved (and is a new best),
 * and "play again", which takes the focus so a keyboard player goes on with Enter.
 */
export function FinishPanel({
  game,
  now,
  bestBefore,
  submission,
  onPlayAgain,
}: {
  game: Game;
  now: number;
  bestBefore: number;
  submission: Submission;
  onPlayAgain: () => void;
}) {
  const { t } = useTranslation('game');
  const again = useRef<HTMLButtonElement>(null);
  const parts = scoreParts(game, now);
  const won = game.phase === 'won';
  useEffect(() => {
    again.current?.focus();
  }, []);

  return (
    <section className="game-finish" aria-labelledby="game-finish-title">
      <div className="game-finish__card" data-testid="game-finish">
        <h2 id="game-finish-title" className="game-finish__title">
          {t(won ? 'finish.won' : 'finish.timeout')}
        </h2>
        <p className="game-finish__label">{t('finish.score')}</p>
        <p className="game-finish__score" data-testid="game-final-score">
          {parts.total}
        </p>
        <dl className="game-finish__parts">
          <div>
            <dt>{t('finish.pairs', { count: game.pairs })}</dt>
            <dd>{parts.pairs}</dd>
          </div>
          {won ? (
            <>
              <div>
                <dt>{t('finish.moves', { count: game.moves })}</dt>
                <dd>+{parts.moves}</dd>
              </div>
              <div>
                <dt>{t('finish.time', { count: countedSecondsOf(game, now) })}</dt>
                <dd>+{parts.time}</dd>
              </div>
            </>
          ) : null}
        </dl>
        <p className="game-finish__status" role="status" data-testid="game-finish-status">
          {submission.pending
            ? t('finish.saving')
            : submission.error
              ? isApiError(submission.error)
                ? errorText(submission.error)
                : t('finish.saveFailed')
              : submission.best !== null
                ? parts.total > bestBefore && parts.total === submission.best
                  ? t('finish.newBest')
                  : t('finish.best', { best: submission.best, max: submission.max })
                : null}
        </p>
        <button
          ref={again}
          type="button"
          className="button button--primary button--block"
          onClick={onPlayAgain}
          data-testid="game-play-again"
        >
          {t('finish.playAgain')}
        </button>
      </div>
    </section>
  );
}
