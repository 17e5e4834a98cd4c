import { expect, test, type Page } from '@playwright/test';
import { createMember, signInThroughForm } from '../support/members';
import { accountMenuButton, bottomTabs, laptop, phone, topBar } from '../support/screens';

/** The tab bar as rendered, whether or not CSS shows it. */
const renderedTabs = (page: Page) => page.getByRole('navigation', { name: 'Sections', includeHidden: true });
const desktopNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('on a phone (390×844)', () => {
  test.use(phone);

  test('the bottom tabs show on the news, me screens and not on the settings', async ({ page, request }) => {
    const member = await createMember(request, 'tabs');
    await signInThroughForm(page, member);

    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const tabs = bottomTabs(page);
    await expect(tabs).toBeVisible();
    for (const name of ['News', 'Chats', 'Meet', 'Me'])
      await expect(tabs.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'News' })).toHaveClass(/active/);
    // The phone has the small header, not the desktop bar.
    await expect(topBar(page)).toHaveCount(1);
    await expect(desktopNav(page)).toBeHidden();
    await expect(accountMenuButton(page)).toBeHidden();
    await expect(topBar(page).getByRole('link', { name: 'Search members' })).toBeVisible();

    await tabs.getByRole('link', { name: 'Me', exact: true }).click();
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
    await expect(tabs).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Me', exact: true })).toHaveClass(/active/);

    await page.getByRole('navigation', { name: 'My Yuanfen' }).getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/setting$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(renderedTabs(page)).toHaveCount(0);
    // Off the tab screens the header offers a way back instead.
    await topBar(page).getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/me$/);
    await expect(bottomTabs(page)).toBeVisible();

    await page.goto('/setting');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(renderedTabs(page)).toHaveCount(0);
  });
});

test.describe('on a laptop (1366×768)', () => {
  test.use(laptop);

  test('the desktop top bar shows and the bottom tabs do not', async ({ page, request }) => {
    const member = await createMember(request, 'desk');
    await signInThroughForm(page, member);

    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const nav = desktopNav(page);
    await expect(nav).toBeVisible();
    for (const name of ['Home', 'Chat', 'Meet', 'Likes', 'Friends', 'Photos', 'Game']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(topBar(page).getByRole('button', { name: 'Recharge' })).toBeVisible();
    await expect(topBar(page).getByRole('button', { name: 'Upgrade' })).toBeVisible();
    await expect(topBar(page).getByLabel('Search members')).toBeVisible();
    await expect(accountMenuButton(page)).toBeVisible();

    await expect(renderedTabs(page)).toHaveCount(1);
    await expect(renderedTabs(page)).toBeHidden();
  });
});
