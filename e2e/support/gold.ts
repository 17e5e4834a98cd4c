import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Member } from './members';

/** The gold balance shown on the recharge button of the desktop top bar. */
export const balanceInTopBar = (page: Page) => page.getByTestId('topbar-balance');

/** Recharges 50 gold through the sandbox gateway, whose confirm page opens in a new window. */
export async function rechargeFiftyThroughSandbox(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Recharge/ })
    .click();
  const modal = page.getByTestId('pay-modal');
  await expect(modal).toHaveAttribute('data-mode', 'recharge');
  await modal.getByTestId('recharge-preset-50').click();
  await modal.getByTestId('pay-method-sandbox').click();
  const popupOpened = page.context().waitForEvent('page');
  await modal.getByTestId('pay-submit').click();
  const popup = await popupOpened;
  // The modal waits on the confirm step while the payment happens in the other window.
  await expect(modal.getByTestId('pay-loading-confirm')).toBeVisible();
  await popup.getByTestId('sandbox-pay').click();
  await expect(popup.getByTestId('sandbox-result')).toHaveAttribute('data-status', 'success');
  await popup.close();
  await expect(modal.getByTestId('pay-result')).toHaveAttribute('data-status', 'success');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

/** Set-up: gold bought through the sandbox gateway's API, as its confirm page would settle it. */
export async function fundThroughSandbox(request: APIRequestContext, member: Member, amount = 50): Promise<void> {
  const auth = await request.post('/v1/authenticate', { data: { identity: member.name, password: member.password } });
  const { token } = (await auth.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const order = await request.post('/v1/payment/sandbox/purchase', { headers, data: { amount } });
  expect(order.status(), await order.text()).toBe(200);
  const { order_id } = (await order.json()) as { order_id: string };
  const confirm = await request.post('/v1/payment/sandbox/confirm', {
    headers,
    data: { order_id, result: 'success' },
  });
  expect(confirm.status(), await confirm.text()).toBeLessThan(300);
}
