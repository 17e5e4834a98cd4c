import type { ReactNode } from 'react';
import { Popover } from './Popover';

export interface ItemMenuAction {
  /** The visible text, from the locale files. */
  label: ReactNode;
  /** Called after the menu closed; with `keepOpen`, the action calls `close` itself. */
  onSelect: (close: () => void) => void;
  testId: string;
  /** Destructive (delete): shown in the danger colour. */
  danger?: boolean;
  disabled?: boolean;
  /** Keep the menu open after the choice (the action closes it when its request settles). */
  keepOpen?: boolean;
}

/**
 * The "⋯" menu of one item (a post, a comment, a conversation): a small icon button that opens a list of
 * actions under it. Absent actions are left out by the caller; with none the menu is not rendered.
 */
export function ItemMenu({
  label,
  testId,
  actions,
  className,
  triggerClassName,
}: {
  /** Accessible name of the trigger and the panel. */
  label: string;
  testId: string;
  actions: (ItemMenuAction | false | null | undefined)[];
  className?: string;
  triggerClassName?: string;
}) {
  const shown = actions.filter((action): action is ItemMenuAction => Boolean(action));
  if (shown.length === 0) return null;
  return (
    <Popover
      align="end"
      className={className}
      label={label}
      trigger={(props) => (
        <button
          type="button"
          className={['icon-button icon-button--small', triggerClassName].filter(Boolean).join(' ')}
          aria-label={label}
          data-testid={testId}
          {...props}
        >
          <span aria-hidden="true">⋯</span>
        </button>
      )}
    >
      {(close) => (
        <ul className="menu" role="list">
          {shown.map((action) => (
            <li key={action.testId}>
              <button
                type="button"
                className={action.danger ? 'menu__danger' : undefined}
                disabled={action.disabled}
                data-testid={action.testId}
                onClick={() => {
                  if (!action.keepOpen) close();
                  action.onSelect(close);
                }}
              >
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
