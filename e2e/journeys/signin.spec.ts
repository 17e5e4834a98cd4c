import { expect, test } from '@playwright/test';
import { text } from '../support/locales';
import { createMember } from '../support/members';
import { expectSignedInAs, expectSignedOutBar, frontPageUrl, homeUrl } from '../support/screens';

test('a wrong password is refused with a message, the right one signs the member in', async ({ page, request }) => {
  const member = await createMember(request, 'back');

  await page.goto('/?type=login');
  await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('tabpanel');
  await expect(form.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await form.getByLabel('Email, phone or username').fill(member.name);
  await form.getByLabel('Password').fill(`${member.password}-nope`);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('Wrong identity or password');
  await expect(page).toHaveURL(/\/\?type=login$/);
  await expectSignedOutBar(page);

  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(homeUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expectSignedInAs(page, member.name);

  // A signed-in member who opens the front page is taken to the news feed.
  await page.goto('/');
  await expect(page).toHaveURL(homeUrl);
});

test('a signed-out visitor who opens a members-only screen lands on the front page', async ({ page }) => {
  for (const path of ['/setting/edit', '/chats']) {
    await page.goto(path);
    await expect(page).toHaveURL(frontPageUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Fate is waiting in another language' })).toBeVisible();
    await expectSignedOutBar(page);
  }
});

test('the /ja/ front page is in Japanese', async ({ page }) => {
  await page.goto('/ja/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: text('ja', 'pages', 'landing.heroTitle') })).toBeVisible();
  await expect(page.getByRole('heading', { name: text('ja', 'auth', 'register.title') })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: text('ja', 'nav', 'bar.login') })).toBeVisible();
  await expect(page.getByText(text('en', 'pages', 'landing.heroTitle'))).toHaveCount(0);
});
