import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { fundThroughSandbox } from '../support/gold';
import { captchaAnswer, createMember, latestCode, newMember, signInThroughForm } from '../support/members';
import { bearer, enableTwoFactorByApi, operatorToken, registerVerified } from '../support/operators';
import { expectSignedInAs, homeUrl, phone } from '../support/screens';

/** e2e/artifacts/ (gitignored): the partner screens at phone and laptop widths, for people to look at. */
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function shootBoth(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${artifacts}partner-${name}-laptop.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize(phone.viewport);
  await page.screenshot({ path: `${artifacts}partner-${name}-phone.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 768 });
}

const switchList = (page: Page) => page.getByRole('region', { name: 'Switch account' });

test('a partner keeps two accounts and switches between them without a password; a visitor from their link counts in their figures', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  // An operator makes the member a partner (PUT admin/users/{id} { is_partner: 1 }).
  const admin = await registerVerified(request, 'partners-admin@example.com', 'padm');
  const codes = await enableTwoFactorByApi(request, admin.token);
  const adminToken = await operatorToken(request, admin, codes.recoveryCodes[0]!);
  const partner = await createMember(request, 'partner');
  const second = await createMember(request, 'second');
  const made = await request.put(`/v1/admin/users/${partner.id}`, {
    headers: bearer(adminToken),
    data: { is_partner: 1, reason: 'Runs a translation agency' },
  });
  expect(made.status(), await made.text()).toBe(200);

  // The partner saves the account they are signed in with…
  await signInThroughForm(page, partner);
  await page.goto('/setting');
  const list = switchList(page);
  await expect(list).toBeVisible();
  await expect(list.getByText('No saved accounts yet.')).toBeVisible();
  await list.getByRole('button', { name: 'Add this account' }).click();
  await expect(list.getByTestId('saved-account')).toHaveCount(1);
  await expect(list.getByTestId('saved-account')).toContainText(partner.name);
  await expect(list.getByTestId('saved-account')).toContainText('Signed in');

  // …adds another one: signed out here, to the login form, and the next sign-in joins the list.
  await list.getByRole('button', { name: 'Add another account' }).click();
  await expect(page).toHaveURL(/\/\?type=login$/);
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email, phone or username').fill(second.name);
  await form.getByLabel('Password').fill(second.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(homeUrl);
  await expectSignedInAs(page, second.name);
  await page.keyboard.press('Escape');

  await page.goto('/setting');
  await expect(list.getByTestId('saved-account')).toHaveCount(2);
  await shootBoth(page, 'switch-accounts');

  // Switching takes no password, and back again.
  await list.getByRole('button', { name: `Switch to ${partner.name}` }).click();
  await expect(page.getByText(`You are now signed in as ${partner.name}.`)).toBeVisible();
  await page.goto('/me');
  await expect(page.getByRole('heading', { level: 1, name: partner.name })).toBeVisible();
  await page.goto('/setting');
  await list.getByRole('button', { name: `Switch to ${second.name}` }).click();
  await expect(page.getByText(`You are now signed in as ${second.name}.`)).toBeVisible();
  await page.goto('/me');
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  // A reload keeps the account switched to, and the list.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
  await page.goto('/setting');
  await list.getByRole('button', { name: `Switch to ${partner.name}` }).click();
  await expect(page.getByText(`You are now signed in as ${partner.name}.`)).toBeVisible();

  // The partner's affiliate page: link and code.
  await page.goto('/setting/affiliate');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliate programme' })).toBeVisible();
  const code = await page.getByLabel('Code', { exact: true }).inputValue();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await expect(page.getByLabel('Link', { exact: true })).toHaveValue(new RegExp(`/\\?pid=${code}$`));
  await expect(page.getByTestId('affiliate-signups')).toHaveText('0');

  // A visitor arrives with ?pid=, looks around elsewhere, then signs up: the stored pid is credited.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  const newcomer = newMember('referred');
  await visitor.goto(`/?pid=${code}`);
  await visitor.goto('/about');
  const captchaReply = visitor.waitForResponse((r) => r.url().endsWith('/v1/captcha') && r.ok());
  await visitor.goto('/?type=register');
  const { captcha_id } = (await (await captchaReply).json()) as { captcha_id: string };
  expect(new URL(visitor.url()).searchParams.get('pid')).toBeNull();
  const join = visitor.getByRole('tabpanel');
  await join.getByLabel('Email address').fill(newcomer.email);
  await join.getByLabel('Characters in the image').fill(await captchaAnswer(request, captcha_id));
  await join.getByRole('button', { name: 'Send code' }).click();
  await join.getByLabel('Verification code').fill(await latestCode(request, newcomer.email));
  await join.getByLabel('Username').fill(newcomer.name);
  await join.getByLabel('Password').fill(newcomer.password);
  await join.getByRole('radio', { name: 'Lady' }).check();
  await join.getByLabel('Date of birth').fill('1992-03-14');
  await join.getByRole('checkbox', { name: /I accept the Terms of use/ }).check();
  await join.getByRole('button', { name: 'Join Yuanfen' }).click();
  await expect(visitor).toHaveURL(/\/welcome$/);
  await fundThroughSandbox(request, newcomer, 150);
  await visitorContext.close();

  await page.reload();
  await expect(page.getByTestId('affiliate-signups')).toHaveText('1');
  await expect(page.getByTestId('affiliate-paying')).toHaveText('1');
  await expect(page.getByTestId('affiliate-revenue')).toHaveText('150');
  await expect(page.getByTestId('affiliate-commission')).toHaveText('15');
  await shootBoth(page, 'affiliate');
});

test('the wrapper’s recharge portal: an external browser opens the key once, for recharging only', async ({
  browser,
  request,
}) => {
  const member = await createMember(request, 'wrapper');
  const auth = await request.post('/v1/authenticate', { data: { identity: member.name, password: member.password } });
  const { token } = (await auth.json()) as { token: string };
  const key = await request.post('/v1/key', { headers: bearer(token), data: { to: 'recharge' } });
  expect(key.status(), await key.text()).toBe(200);
  const { url } = (await key.json()) as { url: string };
  const portalPath = url.slice(url.indexOf('/portal'));

  const external = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await external.newPage();
  await page.goto(portalPath);
  await expect(page.getByText(`Recharging for ${member.name}.`)).toBeVisible();
  const modal = page.getByTestId('pay-modal');
  await expect(modal).toHaveAttribute('data-mode', 'recharge');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await shootBoth(page, 'portal');
  await external.close();

  // The same address a second time, in another browser: used.
  const again = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await again.newPage();
  await second.goto(portalPath);
  await expect(second.getByRole('alert')).toHaveText(
    'This recharge link has already been used. Open a new one from the app.',
  );
  await again.close();
});
