import { useInfiniteQuery } from '@tanstack/react-query';
import { type TradeFilter } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { nextCursor, type CursorParam } from '../../lib/paging';
import { CacheTime } from '../../lib/query-client';

export const billKeys = {
  all: ['bill'] as const,
  spending: () => [...billKeys.all, 'spending'] as const,
  trades: (filter: TradeFilter) => [...billKeys.all, 'trades', filter] as const,
};

export function useSpendingQuery() {
  return useInfiniteQuery({
    queryKey: billKeys.spending(),
    queryFn: ({ pageParam }) => api.call(Api.money.bill, { query: pageParam }, { quiet: true }),
    initialPageParam: undefined as CursorParam,
    getNextPageParam: nextCursor,
    staleTime: CacheTime.short,
  });
}

export function useTradesQuery(filter: TradeFilter) {
  return useInfiniteQuery({
    queryKey: billKeys.trades(filter),
    queryFn: ({ pageParam }) => api.call(Api.money.trades, { query: { k: filter, ...pageParam } }, { quiet: true }),
    initialPageParam: undefined as CursorParam,
    getNextPageParam: nextCursor,
    staleTime: CacheTime.short,
  });
}
