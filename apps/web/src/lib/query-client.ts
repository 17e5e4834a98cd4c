import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/** Named cache lifetimes, so every query states how fresh it needs to be. */
export const CacheTime = {
  short: 15_000,
  normal: 60_000,
  long: 10 * 60_000,
} as const;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: CacheTime.normal,
      refetchOnWindowFocus: false,
      retry: (failures, error) => {
        if (isApiError(error) && error.status > 0 && error.status < 500) return false;
        return failures < 1;
      },
    },
    mutations: { retry: false },
  },
});
