import { expect, type Page } from '@playwright/test';

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
