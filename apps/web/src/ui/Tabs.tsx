import { useId, type KeyboardEvent, type ReactNode } from 'react';

interface TabsProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** A tab's visible name. */
  nameOf: (tab: T) => string;
  /** `data-testid` of each tab: `<prefix>-<tab>`. */
  testIdPrefix: string;
  panelClassName?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Tabs of the WAI-ARIA pattern (tablist, tabs, one panel), arrows moving between them and the focus
 * following; the caller keeps the selection (in the URL, so a reload or a shared link opens the same tab).
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  nameOf,
  testIdPrefix,
  panelClassName,
  children,
}: TabsProps<T>) {
  const ids = useId();
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
    const next = tabs[(tabs.indexOf(selected) + step) % tabs.length]!;
    onSelect(next);
    document.getElementById(`${ids}-${next}`)?.focus();
  };
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((name) => (
          <button
            key={name}
            id={`${ids}-${name}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={selected === name}
            aria-controls={`${ids}-${name}-panel`}
            tabIndex={selected === name ? 0 : -1}
            onClick={() => onSelect(name)}
            data-testid={`${testIdPrefix}-${name}`}
          >
            {nameOf(name)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${ids}-${selected}-panel`}
        aria-labelledby={`${ids}-${selected}`}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
