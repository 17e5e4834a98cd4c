import { useEffect, useRef, useState } from 'react';

/** Spec §4: a refresh reload is delayed 0.5 seconds, so the indicator is seen before the list changes. */
export const REFRESH_DELAY_MS = 500;
/** How far (after damping) the list must be pulled before letting go refreshes it. */
export const PULL_THRESHOLD_PX = 64;
const MAX_PULL_PX = 96;

export type PullState = 'idle' | 'pulling' | 'ready' | 'refreshing';

/**
 * Pull to refresh for touch screens: a downward drag that starts with the page at its top shows an
 * indicator; letting go past the threshold waits the spec's 0.5 s, then runs `refresh`.
 */
export function usePullToRefresh(refresh: () => Promise<unknown>, enabled = true) {
  const [distance, setDistance] = useState(0);
  const [state, setState] = useState<PullState>('idle');
  const latest = useRef({ refresh, state, distance });
  latest.current = { refresh, state, distance };

  useEffect(() => {
    if (!enabled) return;
    let startY: number | null = null;
    const onStart = (event: TouchEvent) => {
      const atTop = (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;
      startY =
        atTop && latest.current.state === 'idle' && event.touches.length === 1 ? event.touches[0]!.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const pulled = event.touches[0]!.clientY - startY;
      if (pulled <= 0) {
        setDistance(0);
        setState('idle');
        return;
      }
      // Half the finger's travel, capped: the list resists like a rubber band.
      const damped = Math.min(pulled / 2, MAX_PULL_PX);
      setDistance(damped);
      setState(damped >= PULL_THRESHOLD_PX ? 'ready' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (latest.current.state !== 'ready') {
        setDistance(0);
        setState('idle');
        return;
      }
      setState('refreshing');
      setDistance(PULL_THRESHOLD_PX);
      window.setTimeout(() => {
        void latest.current.refresh().finally(() => {
          setDistance(0);
          setState('idle');
        });
      }, REFRESH_DELAY_MS);
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd);
    document.addEventListener('touchcancel', onEnd);
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled]);

  return { distance, state };
}
