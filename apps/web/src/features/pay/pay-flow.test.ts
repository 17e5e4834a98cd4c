import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { useUiStore } from '../../lib/ui-store';
import { signUpMember } from '../../test/session';
import {
  backToChoose,
  confirmPaid,
  handlePayEvent,
  reportFailed,
  runUpgrade,
  startPayment,
  usePayFlow,
} from './pay-flow';
import { confirmSandbox } from './pay.queries';

const stage = () => usePayFlow.getState().stage;
const balance = async () => (await api.call(Api.account.me)).balance;

/** The order the flow waits for, once `startPayment` created it. */
function waitingOrder() {
  const current = stage();
  if (current.step !== 'loading') throw new Error(`not waiting for a payment: ${current.step}`);
  return current.order;
}

beforeEach(() => {
  usePayFlow.getState().reset();
  useUiStore.setState({ toasts: [] });
  // jsdom has no windows to open; the flow copes with a blocked popup as it does in a browser.
  vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => {
  backToChoose();
  vi.restoreAllMocks();
});

describe('the pay flow against the real server (sandbox gateway)', () => {
  it('creates the order, waits for the gateway, and shows the result once the server has it', async () => {
    await signUpMember();
    await startPayment({ method: 'sandbox', amount: 100 });
    const order = waitingOrder();
    expect(stage()).toMatchObject({ kind: 'confirm', url: `/pay/sandbox/${encodeURIComponent(order.order_id)}` });

    // "I have paid" before the gateway answered: keep waiting, and say so.
    await confirmPaid();
    expect(stage()).toMatchObject({ step: 'loading', kind: 'plain', checked: true });

    await confirmSandbox({ order_id: order.order_id, result: 'success' });
    await confirmPaid();
    expect(stage()).toMatchObject({ step: 'payResult', result: { status: 'success', amount: order.amount } });
    expect(await balance()).toBe(order.amount);
  });

  it('settles once: the realtime event after the poll changes nothing', async () => {
    await signUpMember();
    await startPayment({ method: 'sandbox', amount: 100 });
    const order = waitingOrder();
    await confirmSandbox({ order_id: order.order_id, result: 'success' });
    await confirmPaid();
    const settled = stage();
    handlePayEvent({ order_id: order.order_id, status: 'success', amount: order.amount });
    expect(stage()).toBe(settled);
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('a canceled payment shows as canceled and credits nothing', async () => {
    await signUpMember();
    await startPayment({ method: 'sandbox', amount: 100 });
    const order = waitingOrder();
    await confirmSandbox({ order_id: order.order_id, result: 'canceled' });
    await confirmPaid();
    expect(stage()).toMatchObject({ step: 'payResult', result: { status: 'canceled' } });
    expect(await balance()).toBe(0);
  });

  it('a success that arrives after the member said it failed still counts, with a toast', async () => {
    await signUpMember();
    await startPayment({ method: 'sandbox', amount: 100 });
    const order = waitingOrder();
    reportFailed();
    expect(stage()).toMatchObject({ step: 'payResult', result: { status: 'failed' } });
    const paid = await confirmSandbox({ order_id: order.order_id, result: 'success' });
    handlePayEvent({ order_id: paid.order_id, status: paid.status, amount: paid.amount });
    expect(useUiStore.getState().toasts).toMatchObject([{ tone: 'success' }]);
    expect(await balance()).toBe(order.amount);
  });

  it('pays for VIP, then asks for the upgrade and shows the member as VIP', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await signUpMember();
    await startPayment({ method: 'sandbox', upgrade: { month: 1 } });
    const order = waitingOrder();
    await confirmSandbox({ order_id: order.order_id, result: 'success' });
    await confirmPaid();
    await vi.waitFor(() => expect(stage()).toMatchObject({ step: 'upgradeResult', outcome: { kind: 'success' } }));
    const me = await api.call(Api.account.me);
    expect(me.vip).toBeGreaterThan(0);
  });

  it('an upgrade without the gold for it ends in the "not enough gold" result, not in an error toast', async () => {
    await signUpMember();
    await runUpgrade({ month: 12 });
    expect(stage()).toMatchObject({ step: 'upgradeResult', outcome: { kind: 'notEnoughGold' } });
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});
