import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode, type CallArgs, type Language, type ProductFilter } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { nextPageNumber, type PageNumberParam } from '../../lib/paging';
import { CacheTime } from '../../lib/query-client';
import { orderKeys } from '../../lib/query-keys';
import type { OrderSide } from './order-rules';

export const mallKeys = {
  all: ['mall'] as const,
  products: (category: ProductFilter, lang: string) => [...mallKeys.all, 'products', category, lang] as const,
};

/** `GET products?category=`: the catalogue in the interface language; the operator changes it rarely. */
export function useProductsQuery(category: ProductFilter, lang: Language) {
  return useQuery({
    queryKey: mallKeys.products(category, lang),
    queryFn: ({ signal }) => api.call(Api.mall.products, { query: { category, lang } }, { signal }),
    staleTime: CacheTime.long,
    select: (list) => list.data,
  });
}

/** `GET orders?to=0|1&page=`: the orders the member sent or received, newest first. */
export function useOrdersQuery(side: OrderSide) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(side),
    queryFn: ({ pageParam, signal }) =>
      api.call(Api.mall.orders, { query: { to: side === 'received' ? 1 : 0, ...pageParam } }, { signal }),
    initialPageParam: undefined as PageNumberParam,
    getNextPageParam: nextPageNumber,
    staleTime: CacheTime.short,
  });
}

/**
 * `POST products`: places and pays an order. The form shows field refusals (400001, also the server's
 * "flowers only in China") itself; too little gold (400022) reaches the global prompt, which offers the
 * recharge as everywhere else. The new balance arrives as a `balance` event.
 */
export function usePlaceOrderMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallArgs<typeof Api.mall.order>['body']) =>
      api.call(Api.mall.order, { body }, { expect: [ErrorCode.ValidationFailed] }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** `PUT order/{id}`: accept (with an address when the order has none), refuse or sign. */
export function useMoveOrderMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CallArgs<typeof Api.mall.move>['body'] }) =>
      api.call(Api.mall.move, { params: { id }, body }, { expect: [ErrorCode.ValidationFailed] }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
