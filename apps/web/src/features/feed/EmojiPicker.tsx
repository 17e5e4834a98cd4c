import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMOJI, EMOJI_NAMES } from '@yuanfen/contract';

const COLUMNS = 8;

/**
 * The emoji button and its panel: a dialog holding a listbox grid of the 68 emoji. Arrows move, Enter or
 * Space picks, Esc closes; focus returns to the button.
 */
export function EmojiPicker({ onPick, disabled }: { onPick: (name: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('feed');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(`${id}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (index: number) => {
    const name = EMOJI_NAMES[index];
    if (!name) return;
    setActive(index);
    setOpen(false);
    onPick(name);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = EMOJI_NAMES.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      ArrowDown: active + COLUMNS,
      ArrowUp: active - COLUMNS,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, moves[event.key]!)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="emoji-picker" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button emoji-picker__toggle"
        aria-label={t('composer.emoji')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        disabled={disabled}
        onClick={() => setOpen((value) => !value)}
        data-testid="feed-emoji-toggle"
      >
        <span aria-hidden="true">😊</span>
      </button>
      {open ? (
        <div
          id={`${id}-panel`}
          className="emoji-picker__panel"
          role="dialog"
          aria-label={t('composer.emojiTitle')}
          data-testid="feed-emoji-panel"
        >
          <ul
            ref={list}
            className="emoji-picker__grid"
            role="listbox"
            tabIndex={0}
            aria-label={t('composer.emojiTitle')}
            aria-activedescendant={`${id}-${active}`}
            onKeyDown={onKeyDown}
          >
            {EMOJI_NAMES.map((name, index) => (
              <li
                key={name}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'emoji-picker__option is-active' : 'emoji-picker__option'}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(index)}
                data-testid={`feed-emoji-${name}`}
              >
                {EMOJI[name]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
