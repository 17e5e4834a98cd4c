import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/** Named cache lifetimes, so every query states how fresh it needs to be. */
export const CacheTime = {
  short: 15_000,
  normal: 60_000,
  long: 10 * 60_000,
} as const;

/**
 * `networkMode: 'always'`: a request is sent even when the browser says it is offline, so it fails (and the
 * page shows its failure and a retry, the network banner its notice) rather than pausing: React Query's
 * default would keep spinners turning and a post on "Posting…" for as long as the phone is in airplane mode.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'always',
      staleTime: CacheTime.normal,
      refetchOnWindowFocus: false,
      retry: (failures, error) => {
        if (isApiError(error) && error.status > 0 && error.status < 500) return false;
        return failures < 1;
      },
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});
