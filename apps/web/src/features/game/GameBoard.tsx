import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME } from '@yuanfen/contract';
import type { CardFace } from './card-faces';
import type { Game } from './memory-game';

const STEP: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -GAME.columns,
  ArrowDown: GAME.columns,
};

function CardBack() {
  return (
    <svg className="memory-card__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 49s-16-9.6-16-21a9 9 0 0 1 16-5.7A9 9 0 0 1 48 28c0 11.4-16 21-16 21z" />
    </svg>
  );
}

/**
 * The 4 × 4 cards, each a button. One of them is in the tab order (the last one focused); the arrow keys
 * move between them, Enter or Space turns one. A card's face is in the page only while it is turned up.
 */
export function GameBoard({
  game,
  faces,
  onFlip,
  disabled,
}: {
  game: Game;
  faces: readonly CardFace[];
  onFlip: (index: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('game');
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = STEP[event.key];
    if (step === undefined) return;
    const next = focused + step;
    if (next < 0 || next >= game.cards.length) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  };

  return (
    <ul className="memory-board" aria-label={t('board.label')} onKeyDown={onKey} data-testid="game-board">
      {game.cards.map((card, i) => {
        const face = faces[card.face];
        const shown = card.state !== 'down' && face !== undefined;
        const label =
          card.state === 'down' || !face
            ? t('board.down', { n: i + 1 })
            : t(card.state === 'matched' ? 'board.matched' : 'board.up', { n: i + 1, name: face.name });
        return (
          <li key={i}>
            <button
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              className={`memory-card memory-card--${card.state}`}
              tabIndex={i === focused ? 0 : -1}
              aria-label={label}
              aria-disabled={disabled || card.state !== 'down'}
              onFocus={() => setFocused(i)}
              onClick={() => {
                if (!disabled) onFlip(i);
              }}
              data-testid="game-card"
              data-state={card.state}
              data-face={shown ? card.face : undefined}
            >
              <span className="memory-card__inner" aria-hidden="true">
                <span className="memory-card__side memory-card__back">
                  <CardBack />
                </span>
                <span className="memory-card__side memory-card__front">
                  {card.seen && face ? (
                    face.src ? (
                      <img src={face.src} alt="" draggable={false} />
                    ) : (
                      <span className="memory-card__emoji">{face.emoji}</span>
                    )
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
