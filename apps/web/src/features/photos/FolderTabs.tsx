import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface FolderTab<T extends string> {
  value: T;
  label: string;
  count?: string;
}

interface FolderTabsProps<T extends string> {
  tabs: Array<FolderTab<T>>;
  value: T;
  onChange: (value: T) => void;
  label: string;
  children: ReactNode;
}

/** Tabs over the folders of an album, with ←/→ between them, and the panel of the chosen one. */
export function FolderTabs<T extends string>({ tabs, value, onChange, label, children }: FolderTabsProps<T>) {
  const ids = useId();
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const at = tabs.findIndex((tab) => tab.value === value);
    const next = tabs[(at + step + tabs.length) % tabs.length]!.value;
    onChange(next);
    document.getElementById(`${ids}-${next}`)?.focus();
  };
  return (
    <>
      <div className="tabs photo-tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            id={`${ids}-${tab.value}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab.value === value}
            aria-controls={`${ids}-panel`}
            tabIndex={tab.value === value ? 0 : -1}
            onClick={() => onChange(tab.value)}
            data-testid={`folder-tab-${tab.value}`}
          >
            {tab.label}
            {tab.count !== undefined ? <span className="photo-tabs__count">{tab.count}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${value}`} className="photo-tabs__panel">
        {children}
      </div>
    </>
  );
}
