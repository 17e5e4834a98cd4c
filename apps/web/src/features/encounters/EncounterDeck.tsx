import { useCallback, useEffect, useRef, useState, type DragEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EncounterAction, UserCard } from '@yuanfen/contract';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { EncounterCard } from './EncounterCard';
import { useEncounterMutation, useEncountersQuery } from './encounters.queries';

/** How far (px) a card is dragged sideways before letting go likes (right) or passes (left). */
const SWIPE_PX = 80;

/**
 * Swiping the card on a touch screen (pointer events: a finger, a pen or a mouse): it follows the
 * pointer sideways and tilts; let go past SWIPE_PX it decides, short of it it springs back. Vertical
 * moves stay the page's scroll (`touch-action: pan-y` in encounters.css).
 */
function useSwipe(decide: (action: EncounterAction) => void) {
  const start = useRef<{ x: number; id: number } | null>(null);
  const [dx, setDx] = useState(0);
  const end = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    if (!start.current || start.current.id !== event.pointerId) return;
    const moved = event.clientX - start.current.x;
    start.current = null;
    setDx(0);
    if (!cancelled && Math.abs(moved) >= SWIPE_PX) decide(moved > 0 ? 'like' : 'pass');
  };
  return {
    dx,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
        if (event.button !== 0) return;
        start.current = { x: event.clientX, id: event.pointerId };
      },
      onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
        if (!start.current || start.current.id !== event.pointerId) return;
        const moved = event.clientX - start.current.x;
        if (Math.abs(moved) > 8 && !event.currentTarget.hasPointerCapture(event.pointerId)) {
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        setDx(moved);
      },
      onPointerUp: (event: PointerEvent<HTMLDivElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLDivElement>) => end(event, true),
      // A mouse dragging the photo or the name would start the browser's own drag of the image or link,
      // which cancels the pointer: the card is what moves.
      onDragStart: (event: DragEvent<HTMLDivElement>) => event.preventDefault(),
    },
  };
}

/** Typing in a field must not like or pass anyone. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * One card at a time, Pass or Like (← / → on a keyboard). Decisions leave the deck at once; the server
 * leaves liked and passed members out of the next fetch, asked for when two cards are left.
 */
export function EncounterDeck() {
  const { t } = useTranslation(['users', 'common']);
  const [again, setAgain] = useState(false);
  const deck = useEncountersQuery(again);
  const decide = useEncounterMutation();
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState('');
  const cards: UserCard[] = (deck.data?.data ?? []).filter((c) => !decided.has(c.user_id));
  const current = cards[0];
  const { refetch, isFetching } = deck;

  useEffect(() => {
    if (deck.isSuccess && cards.length <= 2 && !isFetching && deck.data.data.length > 0) void refetch();
  }, [cards.length, deck.isSuccess, deck.data, isFetching, refetch]);

  const act = useCallback(
    (action: EncounterAction) => {
      if (!current) return;
      setDecided((prev) => new Set(prev).add(current.user_id));
      setNotice(action === 'like' ? t('meet.liked', { name: current.name }) : '');
      decide.mutate(
        { user_id: current.user_id, action },
        {
          onSuccess: (result) => {
            if (result.mutual) setNotice(t('meet.match', { name: current.name }));
          },
        },
      );
    },
    [current, decide, t],
  );
  const swipe = useSwipe(act);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'ArrowLeft') act('pass');
      else if (event.key === 'ArrowRight') act('like');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act]);

  if (deck.isPending || (!current && isFetching)) {
    return (
      <div className="encounter-deck encounter-deck--state">
        <Spinner />
      </div>
    );
  }
  if (deck.isError) {
    return (
      <div className="encounter-deck encounter-deck--state" role="alert">
        <p>{t('meet.error')}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }
  if (!current) {
    return (
      <div className="encounter-deck encounter-deck--state" data-testid="encounters-empty">
        <span className="encounter-deck__empty-icon" aria-hidden="true">
          <Icon name="meet" size={32} />
        </span>
        <h2 className="encounter-deck__empty-title">{t('meet.emptyTitle')}</h2>
        <p>{again ? t('meet.emptyBody') : t('meet.passedAgainHint')}</p>
        {again ? null : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setDecided(new Set());
              setAgain(true);
            }}
            data-testid="encounters-again"
          >
            {t('meet.passedAgain')}
          </button>
        )}
        <Link className="button button--primary" to="/recommend?view=grid">
          {t('meet.browse')}
        </Link>
      </div>
    );
  }
  return (
    <div className="encounter-deck" data-testid="encounter-deck">
      <div
        className={swipe.dx === 0 ? 'encounter-swipe' : 'encounter-swipe is-dragging'}
        style={swipe.dx === 0 ? undefined : { transform: `translateX(${swipe.dx}px) rotate(${swipe.dx / 20}deg)` }}
        data-direction={swipe.dx >= SWIPE_PX ? 'like' : swipe.dx <= -SWIPE_PX ? 'pass' : undefined}
        data-testid="encounter-swipe"
        {...swipe.handlers}
      >
        <EncounterCard key={current.user_id} member={current} />
      </div>
      <div className="encounter-deck__actions">
        <button type="button" className="encounter-button encounter-button--pass" onClick={() => act('pass')}>
          <Icon name="close" size={26} />
          <span>{t('meet.pass')}</span>
        </button>
        <button type="button" className="encounter-button encounter-button--like" onClick={() => act('like')}>
          <Icon name="likes" size={26} />
          <span>{t('meet.like')}</span>
        </button>
      </div>
      <p className="encounter-deck__hint">{t('meet.keys')}</p>
      <p className="encounter-deck__notice" role="status" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
