import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Counter, NotificationData } from '@yuanfen/contract';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';
import { patchCounter } from '../account/account.queries';
import { nextPageParam, type ListPage, type PageParam } from '../../lib/paging';

export interface NotificationItem {
  id: number;
  type: string;
  data: NotificationData;
  created_at: string;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export function useNotificationsQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      api.get<ListPage<NotificationItem>>('notifications', { query: { ...pageParam }, quiet: true, signal }),
    initialPageParam: undefined as PageParam,
    getNextPageParam: nextPageParam,
    enabled,
    staleTime: CacheTime.short,
  });
}

/** `DELETE notifications` empties the list; the server answers the counters. */
export function useClearNotificationsMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<Counter>('notifications'),
    onSuccess: (counter) => {
      if (counter) patchCounter(counter);
      return client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
