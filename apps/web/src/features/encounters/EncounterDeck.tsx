import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EncounterAction, UserCard } from '@yuanfen/contract';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { EncounterCard } from './EncounterCard';
import { useEncounterMutation, useEncountersQuery } from './encounters.queries';

/** Typing in a field must not like or pass anyone. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * One card at a time, Pass or Like (← / → on a keyboard). Decisions leave the deck at once; the server
 * leaves liked and passed members out of the next fetch, asked for when two cards are left.
 */
export function EncounterDeck() {
  const { t } = useTranslation(['users', 'common']);
  const deck = useEncountersQuery();
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
        <p>{t('meet.emptyBody')}</p>
        <Link className="button button--primary" to="/recommend?view=grid">
          {t('meet.browse')}
        </Link>
      </div>
    );
  }
  return (
    <div className="encounter-deck" data-testid="encounter-deck">
      <EncounterCard key={current.user_id} member={current} />
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
