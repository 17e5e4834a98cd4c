import { expect, type Page } from '@playwright/test';

/** A phone: 390×844, touch, a mobile user agent (so the narrow-desktop-window warning stays away). */
export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

/** A laptop: the desktop layout with its top bar. */
export const laptop = { viewport: { width: 1366, height: 768 } };

/** The visible desktop top bar or mobile header (the other one is hidden by CSS). */
export const topBar = (page: Page) => page.getByRole('banner');

/** The avatar button that opens the account menu; only members have it. */
export const accountMenuButton = (page: Page) => page.getByRole('button', { name: 'Account menu' });

/** The mobile bottom tab bar. */
export const bottomTabs = (page: Page) => page.getByRole('navigation', { name: 'Sections' });

/** The signed-out desktop bar: a language menu, "Log in" and "Join free". */
export async function expectSignedOutBar(page: Page): Promise<void> {
  const bar = topBar(page);
  await expect(bar.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Join free' })).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
}

/** Opens the account menu and checks it names the member. */
export async function expectSignedInAs(page: Page, name: string): Promise<void> {
  await accountMenuButton(page).click();
  const menu = page.getByRole('region', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByText(name, { exact: true })).toBeVisible();
}

/** The front page's address, with or without a query (`?type=login`). */
export const frontPageUrl = /^https?:\/\/[^/]+\/(\?[^#]*)?$/;
/** The news feed's address (after sign-in it carries `?jump=`). */
export const homeUrl = /^https?:\/\/[^/]+\/home(\?[^#]*)?$/;
