import { expect, test } from '@playwright/test';
import { fundThroughSandbox } from '../support/gold';
import { createMember, signInThroughForm } from '../support/members';
import { bearer, enableTwoFactorByApi, operatorToken, registerVerified, signInWithOtp } from '../support/operators';
import { homeUrl } from '../support/screens';

/*
 * A partner's day, end to end (issue 18): an operator makes a member a partner; the partner keeps two
 * accounts and switches between them without a password, puts contact details on sale, a VIP member buys
 * them, and the partner cashes the earned gold out; the operator approves it in the console. The parts
 * are shown in detail by partner-accounts, contact and withdraw.spec.ts; this is the whole of it in one.
 */

const OPERATOR_EMAIL = 'partner-day@e2e.yuanfen.test';

test('a partner switches accounts, sells contact details to a VIP member and cashes out; the operator approves', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const operator = await registerVerified(request, OPERATOR_EMAIL, 'pday');
  const { recoveryCodes } = await enableTwoFactorByApi(request, operator.token);
  const operatorApi = await operatorToken(request, operator, recoveryCodes[0]!);
  const pia = await createMember(request, 'pia');
  const agency = await createMember(request, 'agency');
  const made = await request.put(`/v1/admin/users/${pia.id}`, {
    headers: bearer(operatorApi),
    data: { is_partner: 1, reason: 'Matchmaking agency' },
  });
  expect(made.status(), await made.text()).toBe(200);

  // Two accounts, one browser: saved, then switched between without a password.
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const p = await context.newPage();
  await signInThroughForm(p, pia);
  await p.goto('/setting');
  const accounts = p.getByRole('region', { name: 'Switch account' });
  await accounts.getByRole('button', { name: 'Add this account' }).click();
  await accounts.getByRole('button', { name: 'Add another account' }).click();
  const login = p.getByRole('tabpanel');
  await login.getByLabel('Email, phone or username').fill(agency.name);
  await login.getByLabel('Password').fill(agency.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(p).toHaveURL(homeUrl);
  await p.goto('/setting');
  await expect(accounts.getByTestId('saved-account')).toHaveCount(2);
  await accounts.getByRole('button', { name: `Switch to ${pia.name}` }).click();
  await expect(p.getByText(`You are now signed in as ${pia.name}.`)).toBeVisible();

  // Back as the partner: contact details on sale for 200 gold (140 after the 30 % commission).
  await p.goto('/setting/contact');
  const offer = p.getByTestId('contact-form');
  await offer.getByTestId('contact-allow').check();
  await offer.getByTestId('contact-email').fill('pia.agency@example.com');
  await offer.getByTestId('contact-price').fill('200');
  await expect(offer).toContainText('You receive 140 gold per sale after the 30% commission.');
  await offer.getByTestId('settings-save').click();
  await expect(p.getByText('Your offer is saved')).toBeVisible();

  // A VIP member buys them on the partner's profile.
  const vic = await createMember(request, 'vic');
  await fundThroughSandbox(request, vic, 300);
  const signedIn = await request.post('/v1/authenticate', { data: { identity: vic.name, password: vic.password } });
  const { token: vicToken } = (await signedIn.json()) as { token: string };
  const upgraded = await request.post('/v1/upgrade', { headers: bearer(vicToken), data: { month: 0.25 } });
  expect(upgraded.status(), await upgraded.text()).toBe(200);
  const buyerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const v = await buyerContext.newPage();
  await signInThroughForm(v, vic);
  await v.goto(`/profile/${pia.id}`);
  const card = v.getByTestId('contact-card');
  await card.getByTestId('contact-buy').click();
  await v.getByTestId('contact-buy-confirm').click();
  await expect(card.getByTestId('contact-value-email')).toHaveText('pia.agency@example.com');

  // The partner cashes the sale out (the journeys' clearing period is 0: playwright.config.ts).
  await p.goto('/me');
  await p.getByRole('link', { name: 'Cash out' }).click();
  await expect(p.getByTestId('withdraw-withdrawable')).toHaveText('140 gold');
  const cashOut = p.getByTestId('withdraw-form');
  await cashOut.getByLabel('Amount in gold').fill('140');
  await cashOut.getByLabel('Alipay account').fill('pia.agency@example.com');
  await cashOut.getByRole('button', { name: 'Ask for the cash-out' }).click();
  await expect(p.getByTestId('withdraw-sent')).toContainText('You asked for 140 gold.');
  await expect(p.getByTestId('withdraw-row').first().getByTestId('withdraw-status')).toHaveText('Waiting');

  // The operator approves it in the console; the partner sees it approved.
  await signInWithOtp(page, operator, recoveryCodes[1]!);
  await page.goto('/admin/withdrawals');
  const request_ = page.getByTestId('admin-withdrawal').filter({ hasText: pia.name });
  await expect(request_.getByTestId('admin-withdrawal-account')).toHaveText('pia.agency@example.com');
  await request_.getByTestId('admin-withdrawal-approve').click();
  await page.getByRole('dialog').getByTestId('admin-dialog-submit').click();
  await expect(page.getByRole('status').filter({ hasText: 'approved' })).toBeVisible();
  await p.reload();
  await expect(p.getByTestId('withdraw-row').first().getByTestId('withdraw-status')).toHaveText('Approved');
  await context.close();
  await buyerContext.close();
});
