import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/*
 * Pieces of the shell a first paint does not show (dropdown contents, overlays, dialogs that wait for a
 * server answer) are chunks of their own (bench/README.md, P8 of 2026-11-28): the initial JS of every page
 * stays small, and each piece is fetched while the browser is idle after the page has loaded, so a click
 * finds it there. A piece asked for earlier (a click before idle time) is fetched then; its placeholder
 * takes the same room as its loading state, so nothing moves when it arrives.
 */

const idleQueue: Array<() => unknown> = [];
let idleScheduled = false;

function runIdleQueue(): void {
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
 * `React.lazy` for a named export, with `preload()` (for a hover or focus) and a fetch queued for idle time
 * when `prefetch` is set (pieces a member is likely to open on any page: the bell's list, the account menu).
 */
export function deferred<P>(
  load: () => Promise<ComponentType<P>>,
  { prefetch = false }: { prefetch?: boolean } = {},
): Deferred<P> {
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
  if (prefetch) whenIdle(() => preload().catch(() => undefined));
  return Object.assign(component, { preload });
}
