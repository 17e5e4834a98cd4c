import { useInfiniteQuery } from '@tanstack/react-query';
import type { BillItem, Trade, TradeFilter } from '@yuanfen/contract';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';

interface CursorPage<T> {
  data: T[];
  next_max_id: number;
}

export const billKeys = {
  all: ['bill'] as const,
  spending: () => [...billKeys.all, 'spending'] as const,
  trades: (filter: TradeFilter) => [...billKeys.all, 'trades', filter] as const,
};

/** next_max_id −1 means no more pages (ARCHITECTURE.md §4). */
const nextCursor = <T>(page: CursorPage<T>) => (page.next_max_id === -1 ? undefined : page.next_max_id);

export function useSpendingQuery() {
  return useInfiniteQuery({
    queryKey: billKeys.spending(),
    queryFn: ({ pageParam }) => api.get<CursorPage<BillItem>>('bill', { query: { max_id: pageParam }, quiet: true }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextCursor,
    staleTime: CacheTime.short,
  });
}

export function useTradesQuery(filter: TradeFilter) {
  return useInfiniteQuery({
    queryKey: billKeys.trades(filter),
    queryFn: ({ pageParam }) =>
      api.get<CursorPage<Trade>>('trades', { query: { k: filter, max_id: pageParam }, quiet: true }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: nextCursor,
    staleTime: CacheTime.short,
  });
}
