import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';
import { patchCounter } from '../../lib/account.queries';
import { nextCursor, type CursorParam } from '../../lib/paging';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export function useNotificationsQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => api.call(Api.notification.list, { query: pageParam }, { quiet: true, signal }),
    initialPageParam: undefined as CursorParam,
    getNextPageParam: nextCursor,
    enabled,
    staleTime: CacheTime.short,
  });
}

/** `DELETE notifications` empties the list; the server answers the counters. */
export function useClearNotificationsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(Api.notification.clear),
    onSuccess: (counter) => {
      if (counter) patchCounter(counter);
      return client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
