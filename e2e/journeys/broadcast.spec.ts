import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createMember, signInThroughForm } from '../support/members';
import { enableTwoFactorByApi, registerVerified, signInWithOtp } from '../support/operators';

/*
 * What operators say to everyone at once: announcements and app versions (issue 19). These reach every
 * open app, so this file runs as its own project after all other journeys (playwright.config.ts): its
 * modals never appear in the middle of another journey.
 */

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));
async function shootBoth(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${artifacts}${name}-laptop.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}${name}-phone.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('an announcement appears live to a signed-in member, in a visitor’s language, and not again once closed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await registerVerified(request, 'ops-admin3@example.com', 'boss');
  const codes = await enableTwoFactorByApi(request, admin.token);
  const member = await createMember(request, 'reader');

  // The member is reading the news when the announcement is published.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const memberPage = await memberContext.newPage();
  await signInThroughForm(memberPage, member);

  await signInWithOtp(page, admin, codes.recoveryCodes[0]!);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Announcements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(page.getByText('No announcement yet.')).toBeVisible();

  // English is required: it is what members of a language without a text read.
  await page.getByTestId('announcement-submit').click();
  await expect(page.getByText('Write the English text: it is shown wherever a language has none.')).toBeVisible();
  await page.getByLabel('English (required)').fill('New: send flowers to China from the mall 🌸');
  await page.getByText('Other languages').click();
  await page.getByLabel('Deutsch').fill('Neu: Blumen nach China aus dem Shop senden 🌸');
  await shootBoth(page, 'admin-announcement-form');
  await page.getByTestId('announcement-submit').click();
  await expect(page.getByText('Published. Members see it now.')).toBeVisible();
  const published = page.getByTestId('admin-announcement').first();
  await expect(published).toContainText('Live');
  await expect(published).toContainText('Also in: Deutsch');
  // The operator is a member too: their own open app shows it live, once.
  await page.getByRole('dialog', { name: 'Announcement' }).getByRole('button', { name: 'Got it' }).click();

  const dialog = memberPage.getByRole('dialog', { name: 'Announcement' });
  await expect(dialog).toContainText('New: send flowers to China from the mall');
  await memberPage.screenshot({ path: `${artifacts}announcement-phone.png`, animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toHaveCount(0);
  await memberPage.reload();
  await expect(memberPage.getByRole('main')).toBeVisible();
  await expect(memberPage.getByRole('dialog', { name: 'Announcement' })).toHaveCount(0);

  // Closed on the account, not only on that phone: another device of the member does not show it again.
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await signInThroughForm(laptopPage, member);
  await expect(laptopPage.getByRole('main')).toBeVisible();
  await expect(laptopPage.getByRole('dialog', { name: 'Announcement' })).toHaveCount(0);

  // A visitor reading in German gets the German text.
  const visitor = await browser.newContext({ locale: 'de-DE' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/de/home');
  const german = visitorPage.getByRole('dialog', { name: 'Mitteilung' });
  await expect(german).toContainText('Neu: Blumen nach China aus dem Shop senden');
  await german.getByRole('button', { name: 'Verstanden' }).click();
  await visitorPage.reload();
  await expect(visitorPage.getByRole('dialog', { name: 'Mitteilung' })).toHaveCount(0);

  // Taken down, it is no longer shown to anyone.
  await published.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByTestId('admin-dialog-submit').click();
  await expect(published).toContainText('Withdrawn');
  const fresh = await browser.newContext();
  const freshPage = await fresh.newPage();
  await freshPage.goto('/home');
  await expect(freshPage.getByRole('main')).toBeVisible();
  await expect(freshPage.getByRole('dialog', { name: 'Announcement' })).toHaveCount(0);
  for (const context of [memberContext, laptop, visitor, fresh]) await context.close();
});

test('a new web version published by an admin brings up the update dialog, once a week', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await registerVerified(request, 'ops-admin4@example.com', 'boss');
  const codes = await enableTwoFactorByApi(request, admin.token);
  await signInWithOtp(page, admin, codes.recoveryCodes[0]!);
  await page.goto('/admin/versions');
  await expect(page.getByRole('heading', { level: 1, name: 'App versions' })).toBeVisible();
  await page.getByLabel('Platform').selectOption('web');
  await page.getByTestId('version-number').fill('9.x');
  await page.getByTestId('version-submit').click();
  await expect(page.getByText('Numbers separated by dots, like 1.4.2.')).toBeVisible();
  await page.getByTestId('version-number').fill('99.0.0');
  await page.getByLabel('What’s new').fill('Faster chats and the new mall');
  await page.getByTestId('version-submit').click();
  await expect(page.getByText('Web 99.0.0 is published.')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('99.0.0');
  await shootBoth(page, 'admin-versions');

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/home');
  const update = visitorPage.getByRole('dialog', { name: 'Update found' });
  await expect(update).toContainText('Version 99.0.0 of Yuanfen is available.');
  await expect(update).toContainText('Faster chats and the new mall');
  await update.getByRole('button', { name: 'Later' }).click();
  await visitorPage.reload();
  await expect(visitorPage.getByRole('main')).toBeVisible();
  await expect(visitorPage.getByRole('dialog', { name: 'Update found' })).toHaveCount(0);
  await visitor.close();
});
