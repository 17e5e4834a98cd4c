import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { rechargeFiftyThroughSandbox } from '../support/gold';
import { signInThroughForm } from '../support/members';
import {
  bearer,
  enableTwoFactorByApi,
  operatorToken,
  registerMember,
  registerVerified,
  signInWithOtp,
} from '../support/operators';

/*
 * The console's dashboard and money screens (issue 17, decisions 56, 57): a member recharges 50 gold through
 * the sandbox gateway; a finance operator (made by an admin, two-factor sign-in on) opens the dashboard,
 * finds the payment in the orders list, reconciled, and the member's whole ledger with a correction and
 * its reason.
 */

/** Listed in ADMIN_EMAILS (playwright.config.ts): an admin once signed up with this e-mail verified. */
const ADMIN = 'money-admin@example.com';
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function shootBoth(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${artifacts}money-${name}-laptop.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}money-${name}-phone.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a finance operator sees a member’s payment on the dashboard, in the orders and in the ledger', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const admin = await registerVerified(request, ADMIN, 'boss');
  const finance = await registerMember(request, 'finance');
  const payer = await registerMember(request, 'payer');

  // The admin makes the finance operator; both turn two-factor sign-in on.
  const adminCodes = await enableTwoFactorByApi(request, admin.token);
  const adminToken = await operatorToken(request, admin, adminCodes.recoveryCodes[0]!);
  const granted = await request.put(`/v1/admin/users/${finance.id}`, {
    headers: bearer(adminToken),
    data: { roles: ['finance'], reason: 'New finance operator' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const financeCodes = await enableTwoFactorByApi(request, finance.token);

  // The member recharges 50 gold on the site, through the sandbox gateway's confirm page.
  const payerContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const payerPage = await payerContext.newPage();
  await signInThroughForm(payerPage, payer);
  await rechargeFiftyThroughSandbox(payerPage);
  await payerContext.close();

  // The finance operator's overview: the last 30 days' charts and the open queues.
  await signInWithOtp(page, finance, financeCodes.recoveryCodes[0]!);
  await page.goto('/admin');
  await expect(page.getByRole('list', { name: 'Your roles' })).toHaveText('Finance');
  const dashboard = page.getByTestId('dashboard');
  await expect(dashboard.getByRole('heading', { name: 'The last 30 days' })).toBeVisible();
  await expect(dashboard.getByRole('img', { name: /^Revenue \(USD\)/ })).toBeVisible();
  await expect(dashboard.getByRole('img', { name: /^Gold bought/ })).toBeVisible();
  await expect(page.getByTestId('dashboard-revenue-units-total')).not.toHaveText('0 gold');
  await expect(page.getByTestId('dashboard-signups-total')).not.toHaveText('0');
  // Finance opens the withdrawals from their queue, not the reports (not theirs).
  await expect(page.getByTestId('dashboard-queue-withdrawals').getByRole('link')).toBeVisible();
  await expect(page.getByTestId('dashboard-queue-reports').getByRole('link')).toHaveCount(0);
  // The figures are text too: the day-by-day table of sign-ups.
  const signups = page.getByTestId('dashboard-signups');
  await signups.getByText('Figures by day').click();
  await expect(signups.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'console dashboard');
  await signups.getByText('Figures by day').click();
  await shootBoth(page, 'dashboard');

  // The orders list, filtered to the member: the payment, paid and credited once.
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment orders' })).toBeVisible();
  await page.getByTestId('money-filter-user').fill(String(payer.id));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?user=${payer.id}$`));
  const order = page.getByTestId('money-order');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(payer.name);
  await expect(order.getByTestId('money-order-amount')).toHaveText('$50.00');
  await expect(order).toContainText('50 gold');
  await expect(order).toContainText('Paid');
  await expect(order.getByTestId('money-order-reconciliation')).toHaveText('Credited once');
  await page.getByTestId('money-filter-status').selectOption('failed');
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('No order matches these filters.')).toBeVisible();
  await page.getByTestId('money-filter-status').selectOption('success');
  await expect(order).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, testInfo, 'console orders');
  await shootBoth(page, 'orders');

  // A correction made with a reason, then the member's whole ledger from their page.
  const financeToken = await operatorToken(request, finance, financeCodes.recoveryCodes[1]!);
  const corrected = await request.post(`/v1/admin/users/${payer.id}/gold`, {
    headers: bearer(financeToken),
    data: { amount: 5, reason: 'Goodwill after a slow payment' },
  });
  expect(corrected.status(), await corrected.text()).toBe(200);
  await order.getByRole('link', { name: payer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/members/${payer.id}$`));
  await page.getByTestId('admin-full-ledger').click();
  await expect(page.getByRole('heading', { level: 1, name: `Ledger of ${payer.name}` })).toBeVisible();
  await expect(page.getByTestId('money-ledger-balance')).toHaveText('Balance: 55 gold');
  const entries = page.getByTestId('money-ledger-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('+5');
  await expect(entries.nth(0).getByTestId('money-ledger-correction')).toHaveText(
    `Correction by ${finance.name}: Goodwill after a slow payment`,
  );
  // Kinds and system accounts in words, not the ledger's codes.
  await expect(entries.nth(0)).toContainText('Operator corrections');
  await expect(entries.nth(1)).toContainText('Recharge');
  await expect(entries.nth(1)).toContainText('Payment gateways');
  await expect(entries.nth(1)).toContainText('+50');
  await expect(entries.nth(1)).not.toContainText('system:');
  await shootBoth(page, 'ledger');

  // The refunds, from the console's menu, filtered to the member: none of theirs.
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Refunds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
  await page.getByTestId('money-filter-user').fill(String(payer.id));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/refunds\\?user=${payer.id}$`));
  await expect(page.getByText('No refund matches these filters.')).toBeVisible();
  await shootBoth(page, 'refunds');
});
