import { create } from 'zustand';
import {
  ErrorCode,
  type PaymentStatus,
  type PayEvent,
  type PurchaseResponse,
  type UpgradeBody,
  type UpgradeResult,
} from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { useUiStore, type PayMode } from '../../lib/ui-store';
import { patchMe } from '../../lib/account.queries';
import { fetchOrder, purchase, refreshMoneyData, requestUpgrade, type PurchaseMethod } from './pay.queries';

/** Spec §4: confirm in a new window, scan a WeChat QR image, or plain waiting. */
export type LoadingKind = 'confirm' | 'image' | 'plain';

export interface PayResult {
  status: PaymentStatus;
  amount: number;
  reason?: string;
  releaseAt?: string;
}

export type UpgradeOutcome =
  { kind: 'success'; result: UpgradeResult; forOther: boolean } | { kind: 'notEnoughGold' } | { kind: 'trialUsed' };

export type PayStage =
  | { step: 'choose' }
  | { step: 'submitting' }
  | { step: 'loading'; kind: LoadingKind; order: PurchaseResponse; url?: string; checked?: boolean }
  | { step: 'payResult'; result: PayResult; order?: PurchaseResponse }
  | { step: 'upgrading' }
  | { step: 'upgradeResult'; outcome: UpgradeOutcome };

interface PayFlowState {
  stage: PayStage;
  /** The upgrade to request once the current order's gold arrives (upgrade-mode payments). */
  pendingUpgrade: UpgradeBody | null;
  set: (stage: PayStage) => void;
  reset: () => void;
}

export const usePayFlow = create<PayFlowState>()((set) => ({
  stage: { step: 'choose' },
  pendingUpgrade: null,
  set: (stage) => set({ stage }),
  reset: () => set({ stage: { step: 'choose' }, pendingUpgrade: null }),
}));

const POLL_MS = 4000;
const UPGRADE_DELAY_MAX_MS = 2000;
let pollTimer: number | undefined;
const settledOrders = new Set<string>();

const currentOrder = () => {
  const { stage } = usePayFlow.getState();
  return stage.step === 'loading' ? stage.order : undefined;
};

function stopPolling(): void {
  window.clearInterval(pollTimer);
  pollTimer = undefined;
}

/** The `pay` event is the fast path; polling the order covers a missed event or a closed socket. */
function startPolling(orderId: string): void {
  stopPolling();
  pollTimer = window.setInterval(() => void checkOrder(orderId), POLL_MS);
}

export async function checkOrder(orderId: string): Promise<boolean> {
  try {
    const order = await fetchOrder(orderId);
    if (order.status === 'created') return false;
    settle(orderId, {
      status: order.status,
      amount: order.amount,
      ...(order.reason ? { reason: order.reason } : {}),
      ...(order.release_at ? { releaseAt: order.release_at } : {}),
    });
    return true;
  } catch {
    return false;
  }
}

/** Shows the overlay again if the member closed it while the payment was running. */
function showOverlay(mode: PayMode): void {
  const ui = useUiStore.getState();
  if (!ui.payModal) ui.openPay(mode);
}

function settle(orderId: string, result: PayResult): void {
  if (settledOrders.has(orderId)) return;
  const order = currentOrder();
  if (order?.order_id !== orderId) return;
  settledOrders.add(orderId);
  stopPolling();
  const { pendingUpgrade, set } = usePayFlow.getState();
  refreshMoneyData();
  if (result.status === 'success' && pendingUpgrade) {
    showOverlay('upgrade');
    set({ step: 'upgrading' });
    // Spec §4: wait a random 0–2 s after the payment event, then request the upgrade.
    window.setTimeout(() => void runUpgrade(pendingUpgrade), Math.random() * UPGRADE_DELAY_MAX_MS);
    return;
  }
  showOverlay(pendingUpgrade ? 'upgrade' : 'recharge');
  set({ step: 'payResult', result, order });
}

/** Realtime `pay`: settles the order this tab is waiting for; other orders (released later) get a toast. */
export function handlePayEvent(
  event: PayEvent | { order_id: string; status: string; amount: number; reason?: string },
) {
  const status = event.status as PaymentStatus;
  if (currentOrder()?.order_id === event.order_id) {
    settle(event.order_id, {
      status,
      amount: event.amount,
      ...(event.reason ? { reason: event.reason } : {}),
      ...('release_at' in event && event.release_at ? { releaseAt: event.release_at } : {}),
    });
    return;
  }
  if (status === 'success' && !settledOrders.has(event.order_id)) {
    settledOrders.add(event.order_id);
    refreshMoneyData();
    useUiStore.getState().showToast(i18n.t('pay:result.goldAdded', { count: event.amount }), 'success');
  }
}

export async function runUpgrade(body: UpgradeBody): Promise<void> {
  const { set } = usePayFlow.getState();
  set({ step: 'upgrading' });
  try {
    const result = await requestUpgrade(body);
    if (result.me) patchMe(result.me);
    else patchMe({ balance: result.balance });
    refreshMoneyData();
    usePayFlow.setState({ pendingUpgrade: null });
    set({ step: 'upgradeResult', outcome: { kind: 'success', result, forOther: body.for !== undefined } });
  } catch (error) {
    const code = isApiError(error) ? error.code : 0;
    if (code === ErrorCode.TrialUsed) set({ step: 'upgradeResult', outcome: { kind: 'trialUsed' } });
    else if (code === ErrorCode.NotEnoughGold) set({ step: 'upgradeResult', outcome: { kind: 'notEnoughGold' } });
    else set({ step: 'choose' });
  }
}

export interface PaymentRequest {
  method: Exclude<PurchaseMethod, 'balance'>;
  amount?: number;
  upgrade?: UpgradeBody;
}

/**
 * Opens the payment window synchronously (popup blockers allow it only inside the click), then creates
 * the order and points the window at the gateway. The sandbox page is our own route, so it opens on
 * this origin where the session lives.
 */
export async function startPayment(request: PaymentRequest): Promise<void> {
  const { set } = usePayFlow.getState();
  const popup = request.method === 'wechat' ? null : window.open('', '_blank');
  set({ step: 'submitting' });
  usePayFlow.setState({ pendingUpgrade: request.upgrade ?? null });
  let order: PurchaseResponse;
  try {
    order = await purchase(request.method, {
      ...(request.upgrade ? { month: request.upgrade.month } : { amount: request.amount }),
      ...(request.upgrade?.for !== undefined ? { for: request.upgrade.for } : {}),
    });
  } catch {
    popup?.close();
    usePayFlow.setState({ pendingUpgrade: null });
    set({ step: 'choose' });
    return;
  }
  const url =
    order.gateway === 'sandbox' ? `/pay/sandbox/${encodeURIComponent(order.order_id)}` : (order.url ?? undefined);
  startPolling(order.order_id);
  if (order.qr) {
    popup?.close();
    set({ step: 'loading', kind: 'image', order });
    return;
  }
  if (order.js) {
    popup?.close();
    invokeWechatBridge(order);
    set({ step: 'loading', kind: 'plain', order });
    return;
  }
  if (url && request.method === 'wechat') {
    // WeChat H5 (mweb) pays in this tab and returns here.
    set({ step: 'loading', kind: 'plain', order });
    window.location.assign(url);
    return;
  }
  if (url) {
    if (popup && !popup.closed) popup.location.href = url;
    set({ step: 'loading', kind: 'confirm', order, url });
    return;
  }
  popup?.close();
  set({ step: 'loading', kind: 'plain', order });
}

interface WeixinBridge {
  invoke: (name: string, params: unknown, done: (res: { err_msg?: string }) => void) => void;
}

function invokeWechatBridge(order: PurchaseResponse): void {
  const bridge = (window as unknown as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;
  bridge?.invoke('getBrandWCPayRequest', order.js, (res) => {
    if (res.err_msg === 'get_brand_wcpay_request:cancel') {
      settle(order.order_id, { status: 'canceled', amount: order.amount });
    }
  });
}

/** "I have paid": ask the server now; if nothing arrived yet keep waiting (plain). */
export async function confirmPaid(): Promise<void> {
  const order = currentOrder();
  if (!order) return;
  if (await checkOrder(order.order_id)) return;
  const { stage } = usePayFlow.getState();
  if (stage.step === 'loading') usePayFlow.getState().set({ ...stage, kind: 'plain', checked: true });
}

/** "Payment failed" from the member: the order stays open at the gateway, so a late success still counts. */
export function reportFailed(): void {
  const order = currentOrder();
  if (!order) return;
  stopPolling();
  usePayFlow.getState().set({ step: 'payResult', result: { status: 'failed', amount: order.amount }, order });
}

/** Back to the form (change payment method, pay again): the old order is abandoned. */
export function backToChoose(): void {
  stopPolling();
  usePayFlow.setState({ pendingUpgrade: null });
  usePayFlow.getState().set({ step: 'choose' });
}

export function closePayFlow(): void {
  const { stage } = usePayFlow.getState();
  // A payment still running keeps being watched: its result reopens the overlay.
  if (stage.step !== 'loading' && stage.step !== 'upgrading') {
    stopPolling();
    usePayFlow.getState().reset();
  }
  useUiStore.getState().closePay();
}

/** Back from a gateway's redirect (PayPal return → /bill?pay=<order>): show that order's result. */
export async function showReturnedOrder(orderId: string): Promise<void> {
  if (settledOrders.has(orderId)) return;
  try {
    const order = await fetchOrder(orderId);
    if (order.status === 'created') return;
    settledOrders.add(orderId);
    refreshMoneyData();
    usePayFlow.getState().set({
      step: 'payResult',
      result: {
        status: order.status,
        amount: order.amount,
        ...(order.reason ? { reason: order.reason } : {}),
        ...(order.release_at ? { releaseAt: order.release_at } : {}),
      },
    });
    showOverlay(order.month !== null ? 'upgrade' : 'recharge');
  } catch {
    // An unknown order id in the address: nothing to show.
  }
}
