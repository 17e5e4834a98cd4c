import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { balanceInTopBar, fundThroughSandbox } from '../support/gold';
import { createMember, signInThroughForm, type Member } from '../support/members';
import { bearer, enableTwoFactorByApi, operatorToken, registerVerified } from '../support/operators';
import { laptop, phone } from '../support/screens';

/**
 * Contact details for gold (issue 18): an operator makes a member a partner, the partner puts their
 * details on sale in /setting/contact, a VIP member buys them on the partner's profile and reads them; a
 * member neither VIP nor paying is shown the way to VIP instead.
 */

/** The operator of this journey: ADMIN_EMAILS (playwright.config.ts) lists the address. */
const OPERATOR_EMAIL = 'partners@e2e.yuanfen.test';

async function makePartner(request: APIRequestContext, memberId: number): Promise<void> {
  const admin = await registerVerified(request, OPERATOR_EMAIL, 'partners');
  const { recoveryCodes } = await enableTwoFactorByApi(request, admin.token);
  const token = await operatorToken(request, admin, recoveryCodes[0]!);
  const res = await request.put(`/v1/admin/users/${memberId}`, { headers: bearer(token), data: { is_partner: 1 } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Set-up: a member who recharged 100 gold and took the VIP trial (8 gold) through the API. */
async function vipMember(request: APIRequestContext): Promise<Member & { id: number }> {
  const member = await createMember(request, 'buyer');
  await fundThroughSandbox(request, member, 100);
  const auth = await request.post('/v1/authenticate', { data: { identity: member.name, password: member.password } });
  const { token } = (await auth.json()) as { token: string };
  const upgraded = await request.post('/v1/upgrade', { headers: bearer(token), data: { month: 0.25 } });
  expect(upgraded.status(), await upgraded.text()).toBe(200);
  return member;
}

async function openAs(browser: Browser, member: Member, screen: typeof laptop | typeof phone = laptop): Promise<Page> {
  const context = await browser.newContext({ ...screen, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, member);
  return page;
}

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage, animations: 'disabled' });

test('a partner sells contact details; a VIP member buys and reads them; others are shown the way to VIP', async ({
  browser,
  request,
}) => {
  const pia = await createMember(request, 'partner');
  await makePartner(request, pia.id);

  // The partner finds the sale screen in the settings menu (it is there for partners only).
  const p = await openAs(browser, pia);
  await p.goto('/setting');
  await p.getByRole('link', { name: 'Sell contact details' }).click();
  await expect(p).toHaveURL(/\/setting\/contact$/);
  const form = p.getByTestId('contact-form');
  await expect(form.getByTestId('contact-price')).toHaveValue('1');
  await expect(form).toContainText('You receive 1 gold per sale after the 30% commission.');

  // Switched on without any detail, and with a broken e-mail: each field says what is wrong.
  await form.getByTestId('contact-allow').check();
  await form.getByTestId('settings-save').click();
  await expect(form.getByTestId('contact-details-error')).toHaveText('Fill in at least one contact detail to sell');
  await form.getByTestId('contact-email').fill('pia@');
  await form.getByTestId('contact-price').fill('0');
  await form.getByTestId('settings-save').click();
  await expect(form.getByText('Email address is invalid')).toBeVisible();
  await expect(form.getByText('Enter a whole number of gold from 1 to 10000')).toBeVisible();
  await shot(p, 'contact-settings-errors-laptop');

  await form.getByTestId('contact-email').fill('pia@example.com');
  await form.getByTestId('contact-wechat').fill('pia_wx');
  await form.getByTestId('contact-price').fill('30');
  await expect(form).toContainText('You receive 21 gold per sale after the 30% commission.');
  await form.getByTestId('settings-save').click();
  await expect(p.getByText('Your offer is saved')).toBeVisible();
  await expectNoSeriousA11yViolations(p, test.info(), 'contact settings');
  await shot(p, 'contact-settings-laptop');
  await p.setViewportSize(phone.viewport);
  await shot(p, 'contact-settings-phone');

  // A VIP member sees the offer on Pia's profile and buys it.
  const vic = await vipMember(request);
  const v = await openAs(browser, vic);
  await expect(balanceInTopBar(v)).toHaveText('92');
  await v.goto(`/profile/${pia.id}`);
  const card = v.getByTestId('contact-card');
  await expect(card).toHaveAttribute('data-state', 'locked');
  await expect(card).toContainText(`${pia.name} shares their contact details for 30 gold.`);
  await card.getByTestId('contact-buy').click();
  const dialog = v.getByTestId('contact-buy-dialog');
  await expect(dialog).toContainText('30 gold will be taken from your balance.');
  await expect(dialog).toContainText('Your balance: 92 gold');
  await shot(v, 'contact-buy-dialog-laptop', false);
  await v.getByTestId('contact-buy-confirm').click();
  await expect(card).toHaveAttribute('data-state', 'unlocked');
  await expect(card.getByTestId('contact-value-email')).toHaveText('pia@example.com');
  await expect(card.getByTestId('contact-value-wechat')).toHaveText('pia_wx');
  await expect(card.getByTestId('contact-value-phone')).toHaveCount(0);
  await expect(balanceInTopBar(v)).toHaveText('62');
  await expectNoSeriousA11yViolations(v, test.info(), 'contact card');
  await shot(v, 'contact-card-unlocked-laptop');
  // Bought once: a reload shows the details again, nothing more is charged.
  await v.reload();
  await expect(card.getByTestId('contact-value-email')).toHaveText('pia@example.com');
  await expect(balanceInTopBar(v)).toHaveText('62');

  // The details can be reported from the card, with the report dialog of every other report.
  await card.getByTestId('contact-report').click();
  await expect(v.getByRole('dialog', { name: `Report ${pia.name}'s contact details` })).toBeVisible();
  await v.getByTestId('report-content').fill('The number does not answer');
  await v.getByTestId('report-send').click();
  await expect(v.getByText('Thank you')).toBeVisible();

  // A member neither VIP nor paying sees why, and the way to VIP, at phone width.
  const nora = await createMember(request, 'nonvip');
  const n = await openAs(browser, nora, phone);
  await n.goto(`/profile/${pia.id}`);
  const prompt = n.getByTestId('contact-card');
  await expect(prompt).toHaveAttribute('data-state', 'upgrade');
  await expect(prompt).toContainText(`${pia.name} shares their contact details with VIP and paying members.`);
  await expect(prompt.getByTestId('contact-buy')).toHaveCount(0);
  await shot(n, 'contact-card-upgrade-phone');
  await prompt.getByTestId('contact-upgrade').click();
  await expect(n).toHaveURL(/\/vip$/);

  // The buyer's card at phone width.
  await v.setViewportSize(phone.viewport);
  await shot(v, 'contact-card-unlocked-phone');
});
