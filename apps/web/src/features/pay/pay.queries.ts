import { useQuery } from '@tanstack/react-query';
import type {
  PaymentOrder,
  PricesResponse,
  PurchaseBody,
  PurchaseResponse,
  SandboxConfirmBody,
  UpgradeBody,
  UpgradeResult,
  VipPacksResponse,
} from '@yuanfen/contract';
import { ErrorCode } from '@yuanfen/contract';
import { api } from '../../lib/api';
import { CacheTime, queryClient } from '../../lib/query-client';
import { useIsSignedIn } from '../../lib/session-store';
import { accountKeys } from '../account/account.queries';

export const payKeys = {
  all: ['pay'] as const,
  prices: (signedIn: boolean) => [...payKeys.all, 'prices', signedIn] as const,
  packs: (signedIn: boolean) => [...payKeys.all, 'packs', signedIn] as const,
  order: (id: string) => [...payKeys.all, 'order', id] as const,
};

/** Rate, VIP discount and the gateways this server accepts, for the viewer. */
export function usePricesQuery() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: payKeys.prices(signedIn),
    queryFn: () => api.get<PricesResponse>('payment/prices', { quiet: true }),
    staleTime: CacheTime.normal,
  });
}

/** The VIP packs and whether the 7-day trial is offered to the viewer. */
export function useVipPacksQuery() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: payKeys.packs(signedIn),
    queryFn: () => api.get<VipPacksResponse>('vip/packs', { quiet: true }),
    staleTime: CacheTime.normal,
  });
}

export function useOrderQuery(orderId: string) {
  return useQuery({
    queryKey: payKeys.order(orderId),
    queryFn: () => api.get<PaymentOrder>(`payment/orders/${encodeURIComponent(orderId)}`, { quiet: true }),
    staleTime: 0,
  });
}

export type PurchaseMethod = 'sandbox' | 'paypal' | 'wechat' | 'balance';

export const purchase = (method: PurchaseMethod, body: PurchaseBody) =>
  api.post<PurchaseResponse>(`payment/${method}/purchase`, body);

export const fetchOrder = (orderId: string) =>
  api.get<PaymentOrder>(`payment/orders/${encodeURIComponent(orderId)}`, { quiet: true });

export const confirmSandbox = (body: SandboxConfirmBody) => api.post<PaymentOrder>('payment/sandbox/confirm', body);

/** Codes the upgrade result modal shows itself instead of the global prompt. */
export const UPGRADE_RESULT_CODES = [ErrorCode.NotEnoughGold, ErrorCode.TrialUsed] as const;

export const requestUpgrade = (body: UpgradeBody) =>
  api.post<UpgradeResult>('upgrade', body, { expect: UPGRADE_RESULT_CODES });

/** After gold or VIP changed: prices (VIP discount), packs (trial), the bill and the account. */
export function refreshMoneyData(): void {
  void queryClient.invalidateQueries({ queryKey: payKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['bill'] });
  void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
}
