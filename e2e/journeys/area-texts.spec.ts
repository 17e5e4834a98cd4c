import { expect, test } from '@playwright/test';
import { createMember, signInThroughForm } from '../support/members';
import { laptop } from '../support/screens';

/*
 * The texts of the mall, contact sale, cash-out, affiliates, support, verification and the game are a
 * chunk of their own per language, fetched with those pages (bench/README.md, P8). A page of theirs
 * shows its words, and keeps following the interface language after a switch made elsewhere.
 */
test('an area page shows its texts, and after a language switch it shows the new language’s', async ({
  browser,
  request,
}) => {
  const member = await createMember(request, 'areas');
  const context = await browser.newContext({ ...laptop, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const areaChunks: string[] = [];
  page.on('request', (r) => {
    if (/-areas-[\w-]+\.js$/.test(new URL(r.url()).pathname)) areaChunks.push(new URL(r.url()).pathname);
  });
  await signInThroughForm(page, member);
  // The news feed needs none of them.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(areaChunks).toEqual([]);

  await page.goto('/game');
  await expect(page.getByRole('heading', { name: 'Gift memory' })).toBeVisible();
  expect(areaChunks).toHaveLength(1);

  // Settings, reached inside the app (no reload), switches the interface to Japanese; back on the game
  // its texts are Japanese too.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/setting');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.locator('#setting-language').selectOption('ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.goBack();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('heading', { name: 'ギフト神経衰弱' })).toBeVisible();
  expect(areaChunks).toHaveLength(2);
  await context.close();
});
