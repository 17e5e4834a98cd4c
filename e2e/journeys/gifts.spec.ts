import { expect, test, type Browser, type Page } from '@playwright/test';
import { balanceInTopBar, fundThroughSandbox, rechargeFiftyThroughSandbox } from '../support/gold';
import { createMember, signInThroughForm, type Member } from '../support/members';
import { laptop, phone } from '../support/screens';

/** A member in a browser of their own, signed in through the form. */
async function openAs(browser: Browser, member: Member, screen: typeof laptop | typeof phone = laptop): Promise<Page> {
  const context = await browser.newContext({ ...screen, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, member);
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test('a member sends a gift from a chat and the recipient sees it live; too little gold leads to the recharge', async ({
  browser,
  request,
}) => {
  const anna = await createMember(request, 'giver');
  const ben = await createMember(request, 'taker');
  const a = await openAs(browser, anna);
  const b = await openAs(browser, ben);
  await b.goto(`/chat/${anna.id}`);

  // A opens a chat with B from B's profile and opens the picker from the composer's gift button.
  await a.goto(`/profile/${ben.id}`);
  await a.getByTestId('profile-chat').click();
  const window = a.getByTestId('chat-window');
  await window.getByTestId('chat-gift').click();
  const picker = a.getByTestId('gift-picker');
  await expect(picker.getByTestId('gift-tile').first()).toBeVisible();

  // Category and sort (spec §4): flowers, cheapest first.
  await picker.getByTestId('gift-filter-flower').click();
  await picker.getByTestId('gift-order-price').click();
  const tiles = picker.getByTestId('gift-tile');
  await expect(tiles.first()).toContainText('Red Rose');
  await expect(tiles.first()).toContainText('2 gold');
  await shot(a, 'picker-laptop');

  // With no gold, sending is refused with 400022: the picker closes and the prompt offers the recharge.
  await tiles.first().click();
  await expect(picker.getByTestId('gift-chosen')).toContainText('Red Rose');
  await picker.getByTestId('gift-send').click();
  await expect(picker.getByTestId('gift-confirm')).toContainText('Send Red Rose to');
  await picker.getByTestId('gift-confirm-send').click();
  const prompt = a.getByRole('alertdialog');
  await expect(prompt).toContainText('gold');
  await expect(picker).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Recharge' }).click();
  await expect(a.getByTestId('pay-modal')).toHaveAttribute('data-mode', 'recharge');
  await a.keyboard.press('Escape');

  await rechargeFiftyThroughSandbox(a);
  await expect(balanceInTopBar(a)).toHaveText('50');

  // Now the bouquet (29 gold): picked, sent, confirmed; the picker closes and the balance follows live.
  await window.getByTestId('chat-gift').click();
  await picker.getByTestId('gift-filter-birthday').click();
  await picker.getByTestId('gift-tile').filter({ hasText: 'Bouquet of Roses' }).click();
  await picker.getByTestId('gift-send').click();
  await picker.getByTestId('gift-confirm-send').click();
  await expect(picker).toHaveCount(0);
  await expect(balanceInTopBar(a)).toHaveText('21');

  // Both sides see the gift as a picture card; B without reloading.
  const mine = window.locator('[data-testid=message][data-side=mine]').getByTestId('gift-card');
  await expect(mine).toContainText('Bouquet of Roses');
  await expect(mine.locator('img')).toHaveJSProperty('complete', true);
  const theirs = b.locator('[data-testid=message][data-side=theirs]').getByTestId('gift-card');
  await expect(theirs).toContainText('Bouquet of Roses');
  await expect(theirs).toContainText('Sent you a gift');
  await expect
    .poll(() => theirs.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await shot(a, 'chat-gift-laptop-sender');
  await shot(b, 'chat-gift-laptop-recipient');
});

test('on a phone the picker opens from a profile and the gift reaches the chat', async ({ browser, request }) => {
  const anna = await createMember(request, 'phonegiver');
  const ben = await createMember(request, 'phonetaker');
  await fundThroughSandbox(request, anna);
  const a = await openAs(browser, anna, phone);

  await a.goto(`/profile/${ben.id}`);
  await a.getByTestId('profile-gift').click();
  const picker = a.getByTestId('gift-picker');
  await picker.getByTestId('gift-filter-romance').click();
  await expect(picker.getByTestId('gift-tile').first()).toBeVisible();
  await picker.getByTestId('gift-tile').filter({ hasText: 'Teddy Bear' }).click();
  await shot(a, 'picker-phone');
  await picker.getByTestId('gift-send').click();
  await shot(a, 'picker-phone-confirm');
  await picker.getByTestId('gift-confirm-send').click();
  await expect(picker).toHaveCount(0);

  await a.goto(`/chat/${ben.id}`);
  await expect(a.locator('[data-testid=message][data-side=mine]').getByTestId('gift-card')).toContainText('Teddy Bear');
  await shot(a, 'chat-gift-phone');
});
