import type { Query, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/** When a 429 comes without a `Retry-After` header: the API's window is a minute, most of it left. */
export const DEFAULT_RETRY_AFTER_S = 30;

/** A query a page is showing whose first load the API's per-IP limit refused (429): the page has no data. */
export function isRateLimitedLoad(query: Query): boolean {
  const { status, data, error } = query.state;
  return (
    query.getObserversCount() > 0 &&
    status === 'error' &&
    data === undefined &&
    isApiError(error) &&
    error.status === 429
  );
}

/**
 * The time (ms since the epoch) until which the API asked the shown pages' refused loads to wait, the
 * latest of them; 0 when no shown load is refused. A number, so `useSyncExternalStore` can compare it.
 */
export function rateLimitedUntil(client: QueryClient): number {
  let until = 0;
  for (const query of client.getQueryCache().getAll()) {
    if (!isRateLimitedLoad(query)) continue;
    const error = query.state.error;
    // At least a second: a new refusal always brings a countdown, never a burst of retries.
    const wait = Math.max(1, (isApiError(error) ? error.retryAfter : undefined) ?? DEFAULT_RETRY_AFTER_S);
    until = Math.max(until, query.state.errorUpdatedAt + wait * 1000);
  }
  return until;
}

/** Asks again for every refused load the pages show; answers when all have settled. */
export function retryRateLimited(client: QueryClient): Promise<void> {
  return client.refetchQueries({ predicate: isRateLimitedLoad }, { throwOnError: false });
}
