import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface PopoverProps {
  /** Renders the trigger; spread the given props onto a button. */
  trigger: (props: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void }) => ReactNode;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  className?: string;
  label?: string;
}

/** A disclosure panel under its trigger: closes on outside click, Esc and navigation. */
export function Popover({ trigger, children, align = 'end', className, label }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={`popover ${className ?? ''}`} ref={root}>
      {trigger({ 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen((v) => !v) })}
      <div
        id={id}
        className={`popover__panel popover__panel--${align}`}
        hidden={!open}
        role="region"
        aria-label={label}
      >
        {open ? children(() => setOpen(false)) : null}
      </div>
    </div>
  );
}
