import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { enableTwoFactorByApi, registerVerified, signInWithOtp } from '../support/operators';

/*
 * The static pages' texts (GET page; docs/decisions.md 52): an administrator rewrites a page in one
 * language from the console; visitors reading that language see it at once, the others keep theirs; the
 * standard text comes back with one click.
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

test('an administrator rewrites the German “paid services” page; German visitors read it, English ones do not', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await registerVerified(request, 'pages-admin@example.com', 'pages');
  const codes = await enableTwoFactorByApi(request, admin.token);
  await signInWithOtp(page, admin, codes.recoveryCodes[0]!);
  await page.goto('/admin/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Page texts' })).toBeVisible();
  await page.getByTestId('page-name').selectOption('paid');
  await page.getByTestId('page-language').selectOption('de');
  // The editor starts from what German members read today: the standard text.
  await expect(page.getByTestId('page-editor').getByText('Standard text', { exact: true })).toBeVisible();
  const title = page.getByTestId('page-title');
  await expect(title).not.toHaveValue('');
  await title.fill('Kostenpflichtige Leistungen bei Yuanfen');
  await page.getByTestId('page-section-body').first().fill('');
  await page.getByTestId('page-save').click();
  await expect(page.getByText('Give the page a title, and every section a heading and a text.')).toBeVisible();
  await page
    .getByTestId('page-section-body')
    .first()
    .fill('Gold kaufst du nur, wenn du es willst.\n\nVIP ist monatlich kündbar.');
  await page.getByTestId('page-save').click();
  await expect(page.getByText('Saved: members see the new text.')).toBeVisible();
  await expect(page.getByText('Edited text')).toBeVisible();
  await expect(page.getByTestId('edited-page')).toContainText('Deutsch');
  await shootBoth(page, 'admin-pages');

  const german = await browser.newContext({ locale: 'de-DE' });
  const germanPage = await german.newPage();
  await germanPage.goto('/de/paid');
  await expect(germanPage.getByRole('heading', { level: 1 })).toHaveText('Kostenpflichtige Leistungen bei Yuanfen');
  await expect(germanPage.getByText('VIP ist monatlich kündbar.')).toBeVisible();
  const english = await browser.newContext({ locale: 'en-US' });
  const englishPage = await english.newPage();
  await englishPage.goto('/paid');
  await expect(englishPage.getByRole('heading', { level: 1 })).not.toHaveText(
    'Kostenpflichtige Leistungen bei Yuanfen',
  );
  await expect(englishPage.getByText('VIP ist monatlich kündbar.')).toHaveCount(0);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByTestId('page-reset').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore the standard text' }).click();
  await expect(page.getByText('The standard text is back.')).toBeVisible();
  await germanPage.reload();
  await expect(germanPage.getByRole('heading', { level: 1 })).not.toHaveText('Kostenpflichtige Leistungen bei Yuanfen');
  await german.close();
  await english.close();
});
