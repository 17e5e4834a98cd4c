import { useQuery } from '@tanstack/react-query';
import {
  ErrorCode,
  type Gateway,
  type PurchaseBody,
  type SandboxConfirmBody,
  type UpgradeBody,
} from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime, queryClient } from '../../lib/query-client';
import { useIsSignedIn } from '../../lib/session-store';
import { accountKeys } from '../../lib/account.queries';

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
    queryFn: () => api.call(Api.payment.prices, {}, { quiet: true }),
    staleTime: CacheTime.normal,
  });
}

/** The VIP packs and whether the 7-day trial is offered to the viewer. */
export function useVipPacksQuery() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: payKeys.packs(signedIn),
    queryFn: () => api.call(Api.vip.packs, {}, { quiet: true }),
    staleTime: CacheTime.normal,
  });
}

export function useOrderQuery(orderId: string) {
  return useQuery({
    queryKey: payKeys.order(orderId),
    queryFn: () => fetchOrder(orderId),
    staleTime: 0,
  });
}

export type PurchaseMethod = Gateway;

export const purchase = (method: PurchaseMethod, body: PurchaseBody) =>
  api.call(Api.payment.purchase, { params: { method }, body });

export const fetchOrder = (orderId: string) =>
  api.call(Api.payment.order, { params: { id: orderId } }, { quiet: true });

export const confirmSandbox = (body: SandboxConfirmBody) => api.call(Api.payment.sandboxConfirm, { body });

/** Codes the upgrade result modal shows itself instead of the global prompt. */
export const UPGRADE_RESULT_CODES = [ErrorCode.NotEnoughGold, ErrorCode.TrialUsed] as const;

export const requestUpgrade = (body: UpgradeBody) =>
  api.call(Api.vip.upgrade, { body }, { expect: UPGRADE_RESULT_CODES });

/** After gold or VIP changed: prices (VIP discount), packs (trial), the bill and the account. */
export function refreshMoneyData(): void {
  void queryClient.invalidateQueries({ queryKey: payKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['bill'] });
  void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
}
