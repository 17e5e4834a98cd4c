import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createMember, signInThroughForm } from '../support/members';
import { enableTwoFactorByApi, registerVerified, signInWithOtp } from '../support/operators';
import { textFreePhoto } from '../support/photos';
import { laptop } from '../support/screens';

/*
 * The console's catalogue and settings (issue 17; docs/decisions.md 58, 59): an administrator adds a gift
 * with a picture and changes an operator setting; a member opening the gift picker sees the new gift.
 */

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
async function shootBoth(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${artifacts}${name}-${width}.png`, fullPage: true });
  }
}

test('an administrator adds a gift with a picture and changes a setting; a member finds the gift in the picker', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await registerVerified(request, 'catalogue-admin@example.com', 'catalogue');
  const codes = await enableTwoFactorByApi(request, admin.token);
  await signInWithOtp(page, admin, codes.recoveryCodes[0]!);
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.goto('/admin');
  await page.getByTestId('admin-nav-catalogue').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Gifts' }).getByTestId('catalogue-item').first()).toBeVisible();

  // A gift without a picture and English name is refused on the form, with the fields named.
  await page.getByTestId('catalogue-add').click();
  await page.getByTestId('catalogue-price').fill('3');
  await page.getByTestId('catalogue-save').click();
  await expect(page.getByText('Choose a picture first.')).toBeVisible();
  await expect(page.getByText('Enter the English name: members whose language is missing see it.')).toBeVisible();

  await page.getByTestId('catalogue-picture').setInputFiles(await textFreePhoto(page, 7));
  await expect(page.locator('.catalogue-form__preview[src]')).toBeVisible();
  await page.getByTestId('catalogue-category').selectOption('festival');
  await page.getByTestId('catalogue-name-en').fill('Paper Lantern');
  await page.getByTestId('catalogue-name-de').fill('Papierlaterne');
  await page.getByTestId('catalogue-save').click();
  await expect(page.getByText('Added: members see it now.')).toBeVisible();
  const added = page.getByTestId('catalogue-item').filter({ hasText: 'Paper Lantern' });
  await expect(added).toContainText('3 gold');
  await expect(added).toContainText('On offer');
  await shootBoth(page, 'admin-catalogue');
  await page.getByTestId('catalogue-tab-products').click();
  await expect(page.getByRole('list', { name: 'Mall products' }).getByTestId('catalogue-item').first()).toBeVisible();
  await shootBoth(page, 'admin-catalogue-products');

  // A setting: out of bounds is refused on the spot, a good value is saved with the default still shown.
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByTestId('admin-nav-settings').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const commission = page.getByTestId('setting-giftCommissionPercent');
  await expect(commission).toContainText('Gift commission');
  await expect(commission).toContainText('Default: 30 %');
  await page.getByTestId('setting-giftCommissionPercent-input').fill('120');
  await page.getByTestId('setting-giftCommissionPercent-save').click();
  await expect(commission.getByText('Enter a whole number from 0 to 100.')).toBeVisible();
  await page.getByTestId('setting-giftCommissionPercent-input').fill('25');
  await page.getByTestId('setting-giftCommissionPercent-save').click();
  await expect(page.getByText('Gift commission saved.')).toBeVisible();
  await expect(commission).toContainText('Now: 25 %');
  await expect(commission).toContainText('Default: 30 %');
  await shootBoth(page, 'admin-settings');

  // A member opening the gift picker finds the new gift under the festive filter, with its picture.
  const anna = await createMember(request, 'lantern');
  const ben = await createMember(request, 'lantern-to');
  const context = await browser.newContext({ ...laptop, baseURL: test.info().project.use.baseURL });
  const member = await context.newPage();
  await signInThroughForm(member, anna);
  await member.goto(`/profile/${ben.id}`);
  await member.getByTestId('profile-chat').click();
  await member.getByTestId('chat-window').getByTestId('chat-gift').click();
  const picker = member.getByTestId('gift-picker');
  await picker.getByTestId('gift-filter-festival').click();
  const tile = picker.getByTestId('gift-tile').filter({ hasText: 'Paper Lantern' });
  await expect(tile).toContainText('3 gold');
  await expect(tile.locator('img')).toHaveAttribute('src', /\/uploads\/gifts\/[0-9a-f]{32}(_100)?\.webp$/);
  await context.close();
});
