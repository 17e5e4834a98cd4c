import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createMember, signInThroughForm } from '../support/members';
import { laptop, phone } from '../support/screens';

/** e2e/artifacts/ (gitignored): pictures for people to look at, not compared by the suite. */
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  fs.mkdirSync(artifacts, { recursive: true });
  const file = `${artifacts}${name}.png`;
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  await page.screenshot({
    path: `${artifacts}${name}-full.png`,
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
  expect(fs.statSync(file).size).toBeGreaterThan(10_000);
}

const sizes = [
  ['phone', phone],
  ['laptop', laptop],
] as const;

for (const [label, size] of sizes) {
  test.describe(`at ${size.viewport.width}×${size.viewport.height}`, () => {
    test.use(size);

    test(`the landing page and the signed-in news feed (${label})`, async ({ page, request }) => {
      await page.goto('/?type=register');
      await expect(page.getByRole('heading', { level: 1, name: 'Fate is waiting in another language' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Security check image' })).toBeVisible();
      await shoot(page, `landing-${label}`);

      const member = await createMember(request, `shot${label.slice(0, 1)}`);
      await signInThroughForm(page, member);
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
      await shoot(page, `home-${label}`);

      // The same screen opened while offline: the banner shows and leaves the bar usable.
      await page.route(
        (url) => url.pathname.startsWith('/v1/'),
        (route) => route.abort('internetdisconnected'),
      );
      await page.reload();
      await expect(page.getByRole('alert').filter({ hasText: 'Oops, Network is unreachable' })).toBeVisible();
      await shoot(page, `home-offline-${label}`);
    });
  });
}
