import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fundThroughSandbox } from '../support/gold';
import { signInThroughForm } from '../support/members';
import { bearer, enableTwoFactorByApi, registerMember, registerVerified, signInWithOtp } from '../support/operators';
import { textFreePhoto } from '../support/photos';

/*
 * Cash-out (issue 18): a member earns gold by selling a secret photo, an operator makes them a partner in
 * the console, the partner asks for a cash-out on /withdraw, the operator (two-factor sign-in) approves
 * and pays it, and the partner sees it paid. The clearing period is 0 here: the operator setting
 * `withdrawClearingDays`, set with the operator CLI before the server starts (playwright.config.ts).
 */

/** Listed in ADMIN_EMAILS (playwright.config.ts): an admin once signed up with this e-mail verified. */
const OPERATOR_EMAIL = 'cashout@e2e.yuanfen.test';
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function shootBoth(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${artifacts}withdraw-${name}-laptop.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}withdraw-${name}-phone.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a partner cashes out earned gold, an operator approves and pays it, the partner sees it paid', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const operator = await registerVerified(request, OPERATOR_EMAIL, 'cash');
  const { recoveryCodes } = await enableTwoFactorByApi(request, operator.token);
  const seller = await registerMember(request, 'seller');
  const buyer = await registerMember(request, 'buyer');

  // 1. The seller earns gold the way members do: a secret album photo at 200 gold, bought by another
  //    member with recharged gold (the seller keeps 140 after the operator's 30 % commission).
  await page.goto('/');
  const photo = await textFreePhoto(page, 18);
  const uploaded = await request.post('/v1/uploads', {
    headers: bearer(seller.token),
    multipart: { type: 'album', folder: 'secret', price: '200', file: photo },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const { id: uploadId } = (await uploaded.json()) as { id: number };
  await fundThroughSandbox(request, buyer, 200);
  const bought = await request.put('/v1/uploads/pay', {
    headers: bearer(buyer.token),
    data: { upload_id: uploadId, related_id: seller.id, type: 'album', price: 200 },
  });
  expect(bought.status(), await bought.text()).toBe(200);

  // 2. The operator makes the seller a partner on the member's page of the console.
  await signInWithOtp(page, operator, recoveryCodes[0]!);
  await page.goto(`/admin/members/${seller.id}`);
  await expect(page.getByTestId('admin-member-partner')).toHaveText('No');
  await page.getByTestId('admin-partner').click();
  const partnerDialog = page.getByRole('dialog', { name: `Partner status of ${seller.name}` });
  await partnerDialog.getByRole('button', { name: 'Make partner' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('The member is now a partner.');
  await expect(page.getByTestId('admin-member-partner')).toHaveText('Yes');

  // 3. The partner finds the cash-out on /me and asks for 120 of the 140 gold, to Alipay.
  const partnerContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const partner = await partnerContext.newPage();
  await signInThroughForm(partner, seller);
  await partner.goto('/me');
  await partner.getByRole('link', { name: 'Cash out' }).click();
  await expect(partner).toHaveURL(/\/withdraw$/);
  await expect(partner.getByTestId('withdraw-withdrawable')).toHaveText('140 gold');
  await expect(partner.getByTestId('withdraw-rate')).toContainText('1 gold = $');
  await shootBoth(partner, 'empty');

  const form = partner.getByTestId('withdraw-form');
  await form.getByLabel('Amount in gold').fill('50');
  await form.getByLabel('Alipay account').fill('not an account');
  await form.getByRole('button', { name: 'Ask for the cash-out' }).click();
  await expect(form.getByText('A cash-out must be at least 100 gold.')).toBeVisible();
  await expect(
    form.getByText('Enter the e-mail address or phone number of your Alipay account.', { exact: true }),
  ).toBeVisible();
  await shootBoth(partner, 'field-errors');
  await form.getByLabel('Amount in gold').fill('120');
  await expect(form.getByText(/Worth about/)).toBeVisible();
  await form.getByLabel('Alipay account').fill('seller.payouts@example.com');
  await form.getByRole('button', { name: 'Ask for the cash-out' }).click();
  await expect(partner.getByTestId('withdraw-sent')).toContainText('You asked for 120 gold.');
  await expect(partner.getByTestId('withdraw-withdrawable')).toHaveText('20 gold');
  await expect(partner.getByTestId('withdraw-nothing')).toBeVisible();
  const row = partner.getByTestId('withdraw-row').first();
  await expect(row.getByTestId('withdraw-status')).toHaveText('Waiting');
  await expect(row).toContainText('Alipay');
  await expect(row).not.toContainText('seller.payouts@example.com');
  await shootBoth(partner, 'asked');
  await expectNoSeriousA11yViolations(partner, testInfo, 'cash-out screen');

  // 4. The operator approves it, then pays it, from the console's withdrawal queue.
  await page.goto('/admin/withdrawals');
  const card = page.getByTestId('admin-withdrawal').filter({ hasText: seller.name });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('admin-withdrawal-account')).toHaveText('seller.payouts@example.com');
  await expect(page.getByTestId('admin-withdraw-rate')).toBeVisible();
  await shootBoth(page, 'console-queue');
  await card.getByTestId('admin-withdrawal-approve').click();
  await page.getByRole('dialog').getByTestId('admin-dialog-submit').click();
  await expect(page.getByRole('status').filter({ hasText: 'approved' })).toBeVisible();

  await page.getByTestId('admin-withdrawal-status').selectOption('approved');
  const approved = page.getByTestId('admin-withdrawal').filter({ hasText: seller.name });
  await approved.getByTestId('admin-withdrawal-pay').click();
  const payDialog = page.getByRole('dialog');
  await expect(payDialog).toContainText('120 gold');
  await expect(payDialog.getByTestId('admin-withdrawal-pay-value')).toContainText('504.00');
  await shootBoth(page, 'console-pay-dialog');
  await payDialog.getByTestId('admin-dialog-submit').click();
  await expect(page.getByRole('status').filter({ hasText: 'marked as paid' })).toBeVisible();
  await page.getByTestId('admin-withdrawal-status').selectOption('paid');
  await expect(
    page.getByTestId('admin-withdrawal').filter({ hasText: seller.name }).getByTestId('admin-withdrawal-paid'),
  ).toContainText('¥');

  // 5. The partner sees it paid, with what was paid, and the decision in the bell.
  await partner.reload();
  const paid = partner.getByTestId('withdraw-row').first();
  await expect(paid.getByTestId('withdraw-status')).toHaveText('Paid');
  await expect(paid).toContainText(/Paid \S*¥/);
  await shootBoth(partner, 'paid');
  await partnerContext.close();
});
