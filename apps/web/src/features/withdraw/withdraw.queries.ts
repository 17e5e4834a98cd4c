import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ErrorCode, type CallArgs } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { accountKeys } from '../../lib/account.queries';
import { api } from '../../lib/api';
import { newClientId } from '../../lib/client-id';
import { nextPageNumber, type PageNumberParam } from '../../lib/paging';
import { CacheTime } from '../../lib/query-client';

export const withdrawKeys = {
  all: ['withdraw'] as const,
  rate: () => [...withdrawKeys.all, 'rate'] as const,
  history: () => [...withdrawKeys.all, 'history'] as const,
};

/** `GET withdraw/rate`: the weekly rate in force and the weeks before (it changes once a week). */
export function useWithdrawRateQuery() {
  return useQuery({
    queryKey: withdrawKeys.rate(),
    queryFn: ({ signal }) => api.call(Api.withdraw.rate, {}, { signal }),
    staleTime: CacheTime.long,
  });
}

/** `GET withdraw?page=`: the partner's withdrawals, newest first. */
export function useWithdrawHistoryQuery() {
  return useInfiniteQuery({
    queryKey: withdrawKeys.history(),
    queryFn: ({ pageParam, signal }) => api.call(Api.withdraw.history, { query: { ...pageParam } }, { signal }),
    initialPageParam: undefined as PageNumberParam,
    getNextPageParam: nextPageNumber,
    staleTime: CacheTime.short,
  });
}

export type WithdrawInput = CallArgs<typeof Api.withdraw.request>['body'];

/**
 * `POST withdraw`. The `Idempotency-Key` stays the same while the partner retries the same request (a
 * time-out, a lost answer), so the gold is held once; the form shows the field refusals (400001) and the
 * not-a-partner refusal itself. The new balance and what may still be withdrawn come back in the answer.
 */
export function useWithdrawMutation() {
  const client = useQueryClient();
  const keys = useRef(new Map<string, string>());
  return useMutation({
    mutationFn: (body: WithdrawInput) => {
      const what = JSON.stringify([body.amount, body.method, body.account]);
      const idempotencyKey = keys.current.get(what) ?? newClientId();
      keys.current.set(what, idempotencyKey);
      return api.call(Api.withdraw.request, { body }, { expect: [ErrorCode.ValidationFailed, 0], idempotencyKey });
    },
    onSuccess: (_answer, body) => {
      keys.current.delete(JSON.stringify([body.amount, body.method, body.account]));
      void client.invalidateQueries({ queryKey: withdrawKeys.history() });
      void client.invalidateQueries({ queryKey: accountKeys.me() });
    },
  });
}
