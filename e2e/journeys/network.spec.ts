import { expect, test, type Page } from '@playwright/test';
import { createMember } from '../support/members';
import { expectSignedInAs, homeUrl, topBar } from '../support/screens';

const isApi = (url: URL) => url.pathname.startsWith('/v1/');

/** Every API call fails as if the network were gone; returns the way to bring it back. */
async function dropTheNetwork(page: Page): Promise<() => Promise<void>> {
  const abort = (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.abort('internetdisconnected');
  await page.route(isApi, abort);
  return () => page.unroute(isApi, abort);
}

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Oops, Network is unreachable' });

test('the unreachable-network banner stays while offline and goes with the next good reply', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Yuanfen' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  const restore = await dropTheNetwork(page);
  // Opening the sign-up form asks the server for a captcha, which fails.
  await topBar(page).getByRole('link', { name: 'Join free' }).click();
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Refresh' })).toBeVisible();

  // It is persistent: moving around the app does not dismiss it.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Yuanfen' })).toBeVisible();
  await expect(banner(page)).toBeVisible();

  await restore();
  await topBar(page).getByRole('link', { name: 'Join free' }).click();
  await expect(page.getByRole('img', { name: 'Security check image' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('a sign-in attempt while offline shows the banner; the retry once online signs in and clears it', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'net');
  await page.goto('/?type=login');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email, phone or username').fill(member.name);
  await form.getByLabel('Password').fill(member.password);

  const restore = await dropTheNetwork(page);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(banner(page)).toBeVisible();
  await expect(page).toHaveURL(/\/\?type=login$/);
  await expect(form.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();

  await restore();
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(homeUrl);
  await expect(banner(page)).toHaveCount(0);
  await expectSignedInAs(page, member.name);
});

test("the banner's refresh button reloads the page", async ({ page }) => {
  await page.goto('/?type=login');
  const restore = await dropTheNetwork(page);
  await page.getByRole('tab', { name: 'Join free' }).click();
  await expect(banner(page)).toBeVisible();

  // Refresh while still offline: once the network is back, any good reply (the captcha's retry) takes the
  // banner away by itself, which would race the click.
  await page.evaluate(() => ((window as unknown as { e2eMarker?: boolean }).e2eMarker = true));
  const reloaded = page.waitForEvent('load');
  await banner(page).getByRole('button', { name: 'Refresh' }).click();
  await reloaded;
  await restore();
  expect(await page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker)).toBeUndefined();
  await expect(page.getByRole('img', { name: 'Security check image' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});
