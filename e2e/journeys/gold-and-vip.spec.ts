import { expect, test } from '@playwright/test';
import { createMember, signInThroughForm } from '../support/members';
import { laptop } from '../support/screens';
import { balanceInTopBar, rechargeFiftyThroughSandbox } from '../support/gold';

test.use(laptop);

test('a member recharges through the sandbox, sees the balance change live, and upgrades to VIP from it', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'gold');
  await signInThroughForm(page, member);
  await expect(balanceInTopBar(page)).toHaveText('0');

  await rechargeFiftyThroughSandbox(page);
  // The balance arrives through the realtime `balance` event: no reload.
  await expect(balanceInTopBar(page)).toHaveText('50');
  await rechargeFiftyThroughSandbox(page);
  await expect(balanceInTopBar(page)).toHaveText('100');

  // 12 months cost 228 gold: the balance of 100 is not enough, and the result offers a recharge.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Upgrade/ })
    .click();
  const modal = page.getByTestId('pay-modal');
  await expect(modal).toHaveAttribute('data-mode', 'upgrade');
  await modal.getByTestId('vip-pack-m12').click();
  await modal.getByTestId('pay-method-balance').click();
  await modal.getByTestId('pay-submit').click();
  const refused = modal.getByTestId('upgrade-result');
  await expect(refused).toHaveAttribute('data-status', 'not-enough-gold');
  await expect(refused).toContainText('You do not have enough gold to proceed');
  await refused.getByTestId('upgrade-recharge').click();
  await expect(modal).toHaveAttribute('data-mode', 'recharge');
  await expect(balanceInTopBar(page)).toHaveText('100');

  // 3 months cost 84 gold, paid from the balance.
  await page.keyboard.press('Escape');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Upgrade/ })
    .click();
  await expect(modal).toHaveAttribute('data-mode', 'upgrade');
  await modal.getByTestId('vip-pack-m3').click();
  await modal.getByTestId('pay-method-balance').click();
  await expect(modal.getByTestId('pay-submit')).toContainText('84');
  await modal.getByTestId('pay-submit').click();
  await expect(modal.getByTestId('upgrade-result')).toHaveAttribute('data-status', 'success');
  await expect(balanceInTopBar(page)).toHaveText('16');
  await page.keyboard.press('Escape');

  await page.goto('/me');
  await expect(page.getByTestId('me-balance')).toContainText('16');
  await expect(page.getByText(/^VIP until /)).toBeVisible();
});
