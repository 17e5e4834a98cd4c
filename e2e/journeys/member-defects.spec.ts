import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createMember, signInThroughForm } from '../support/members';
import { laptop, phone } from '../support/screens';

/** e2e/artifacts/ (gitignored): pictures for people to look at, not compared by the suite. */
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: `${artifacts}defects-${name}.png`, animations: 'disabled', caret: 'hide' });
}

/** Whether two boxes on screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test.describe('on a laptop (1366×768)', () => {
  test.use(laptop);

  test('a blocker opens the profile and chat of whom they blocked, to unblock; an unknown member is a 404', async ({
    page,
    request,
  }) => {
    const [anna, ben] = await Promise.all([createMember(request, 'blocker'), createMember(request, 'blocked')]);
    await signInThroughForm(page, anna);
    await page.goto(`/profile/${ben.id}`);
    await page.getByTestId('profile-block').click();
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByTestId('profile-unblock')).toBeVisible();

    // Coming back later: the profile opens (not the upgrade page), with its "Unblock".
    await page.goto('/home');
    await page.goto(`/profile/${ben.id}`);
    await expect(page.getByTestId('profile-unblock')).toBeVisible();
    await expect(page.getByTestId('profile-unavailable')).toHaveCount(0);
    await shoot(page, 'blocker-profile-1366');
    // The conversation opens too, with the block notice and its own "Unblock".
    await page.goto(`/chat/${ben.id}`);
    await expect(page.getByTestId('chat-unblock')).toBeVisible();
    await page.getByTestId('chat-unblock').click();
    await expect(page.getByTestId('chat-block')).toHaveCount(0);

    // Spec §8 "404 on user load": an unknown member is the 404 page, not "Upgrade to VIP".
    await page.goto('/profile/99999999');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByTestId('profile-unavailable')).toHaveCount(0);
  });

  test('chat windows keep beside the page: the Privacy "Save" and the bill stay uncovered', async ({
    page,
    request,
  }) => {
    const [me, ...peers] = await Promise.all([
      createMember(request, 'dockme'),
      createMember(request, 'dockpa'),
      createMember(request, 'dockpb'),
    ]);
    await signInThroughForm(page, me);
    for (const peer of peers) {
      await page.goto(`/profile/${peer.id}`);
      await page.getByTestId('profile-chat').click();
    }
    const windows = page.getByTestId('chat-window');
    await expect(windows).toHaveCount(2);

    await page.goto('/setting/privacy');
    const save = page.getByTestId('settings-save');
    await expect(save).toBeVisible();
    for (const w of await windows.all()) expect(await overlap(save, w)).toBe(false);
    // Nothing of the page's content runs under the dock's column.
    const main = page.locator('#main');
    for (const w of await windows.all()) expect(await overlap(main, w)).toBe(false);
    await save.scrollIntoViewIfNeeded();
    await shoot(page, 'dock-privacy-1366');

    await page.goto('/bill');
    await expect(main).toBeVisible();
    for (const w of await windows.all()) expect(await overlap(main, w)).toBe(false);
    await shoot(page, 'dock-bill-1366');
  });
});

test.describe('on a phone (390×844)', () => {
  test.use(phone);

  test('the Me page leads to "Likes me" and "Visitors"', async ({ page, request }) => {
    const me = await createMember(request, 'phoneme');
    await signInThroughForm(page, me);
    await page.goto('/me');
    const menu = page.getByRole('navigation', { name: 'My Yuanfen' });
    await expect(menu.getByRole('link', { name: 'Likes me' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Visitors' })).toBeVisible();
    await shoot(page, 'me-390');
    await menu.getByRole('link', { name: 'Likes me' }).click();
    await expect(page).toHaveURL(/\/user\/likeme$/);
    await page.goto('/me');
    await menu.getByRole('link', { name: 'Visitors' }).click();
    await expect(page).toHaveURL(/\/user\/visitor$/);
    // One VIP note for a member without VIP, never a second prompt over it.
    await expect(page.getByTestId('users-vip-only')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await shoot(page, 'visitors-390');
  });

  test('offline: a banner says so, a post fails with its text kept instead of "Posting…", and it clears', async ({
    page,
    context,
    request,
  }) => {
    const me = await createMember(request, 'offline');
    await signInThroughForm(page, me);
    await expect(page.getByTestId('feed-composer')).toBeVisible();
    await context.setOffline(true);
    const banner = page.getByTestId('network-banner');
    await expect(banner).toContainText("You're offline");
    await page.getByTestId('feed-input').fill('Written in airplane mode');
    await page.getByTestId('feed-post').click();
    await expect(page.getByTestId('feed-not-posted')).toBeVisible();
    await expect(page.getByTestId('feed-input')).toHaveValue('Written in airplane mode');
    await expect(page.getByTestId('feed-post')).toHaveText('Post');
    await shoot(page, 'offline-390');
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });

  test('Meet: a card swiped right is a like', async ({ page, request }) => {
    const me = await createMember(request, 'swiper', 1);
    await Promise.all([createMember(request, 'swipeea', 0), createMember(request, 'swipeeb', 0)]);
    await signInThroughForm(page, me);
    await page.goto('/recommend');
    const card = page.getByTestId('encounter-swipe');
    await expect(card).toBeVisible();
    await shoot(page, 'meet-390');
    const name = await card.getByTestId('encounter-name').innerText();
    const box = (await card.boundingBox())!;
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    for (let dx = 20; dx <= 160; dx += 20) await page.mouse.move(box.x + box.width / 2 + dx, y);
    await page.mouse.up();
    await expect(page.getByText(`You liked ${name}`)).toBeVisible();
  });
});
