import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

/*
 * Pieces of the shell a first paint does not show (dropdown contents, overlays, dialogs that wait for a
 * server answer) are chunks of their own (bench/README.md, P8 of 2026-11-28): the initial JS of every page
 * stays small. A piece is fetched when it opens, or, if a member is likely to open it (the bell's list, the
 * photo viewer), while the browser is idle after the load, so a click finds it there. Its placeholder takes
 * the room of its own loading state, or none for an overlay, so nothing moves when the code arrives.
 */

const idleQueue: Array<() => unknown> = [];
let idleScheduled = false;

function runIdleQueue(): void {
  idleScheduled = false;
  for (const task of idleQueue.splice(0)) void task();
}

/** Runs `task` once the page has loaded and the browser is idle (at the latest 3 s after the load). */
export function whenIdle(task: () => unknown): void {
  idleQueue.push(task);
  if (idleScheduled) return;
  idleScheduled = true;
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(runIdleQueue, { timeout: 3000 });
    else setTimeout(runIdleQueue, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

export type Deferred<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` for a named export, with `preload()`: a component that shows the trigger of a piece a member
 * is likely to open (the bell, a photo) calls `useIdlePreload(piece)` so the click finds the code there.
 */
export function deferred<P>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const component = lazy(() =>
    preload().then(
      (loaded) => ({ default: loaded }),
      (error: unknown) => {
        loading = undefined; // offline: a later preload tries again
        throw error;
      },
    ),
  );
  return Object.assign(component, { preload });
}

/** Fetches a deferred piece's code at idle time once the calling component has mounted. */
export function useIdlePreload(piece: { preload: () => Promise<unknown> }): void {
  useEffect(() => whenIdle(() => piece.preload().catch(() => undefined)), [piece]);
}
