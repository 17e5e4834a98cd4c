import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../../lib/api';
import { CacheTime } from '../../../lib/query-client';
import { adminKeys } from '../admin.queries';
import type { OrderFilter, RefundFilter } from './money-rules';

const moneyKeys = {
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  orders: (filter: OrderFilter, page: number) => [...adminKeys.all, 'orders', filter, page] as const,
  refunds: (filter: RefundFilter, page: number) => [...adminKeys.all, 'refunds', filter, page] as const,
  ledger: (id: number, page: number) => [...adminKeys.all, 'ledger', id, page] as const,
};

/** `GET admin/dashboard`: the last 30 days' series and the open queues. */
export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: moneyKeys.dashboard(),
    queryFn: ({ signal }) => api.call(Api.adminMoney.dashboard, {}, { quiet: true, signal }),
    staleTime: CacheTime.short,
    enabled,
  });
}

export function useAdminOrders(filter: OrderFilter, page: number) {
  return useQuery({
    queryKey: moneyKeys.orders(filter, page),
    queryFn: ({ signal }) => api.call(Api.adminMoney.orders, { query: { ...filter, page } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: CacheTime.short,
  });
}

export function useAdminRefunds(filter: RefundFilter, page: number) {
  return useQuery({
    queryKey: moneyKeys.refunds(filter, page),
    queryFn: ({ signal }) => api.call(Api.adminMoney.refunds, { query: { ...filter, page } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: CacheTime.short,
  });
}

/** A member's whole ledger; read again each time it opens, so a correction just made shows. */
export function useMemberLedger(id: number, page: number) {
  return useQuery({
    queryKey: moneyKeys.ledger(id, page),
    queryFn: ({ signal }) =>
      api.call(Api.adminMoney.ledger, { params: { id }, query: { page } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
  });
}
