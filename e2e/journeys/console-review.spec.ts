import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInThroughForm } from '../support/members';
import {
  bearer,
  enableTwoFactorByApi,
  operatorToken,
  registerMember,
  registerVerified,
  signInWithOtp,
} from '../support/operators';

/*
 * Issue 17's review queues (docs/decisions.md 66): a moderator removes a member's say-hi text, and the
 * member reads why in their bell at once; the moderator keeps a photo the text check found borderline.
 */

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function shootBoth(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${artifacts}review-${name}-laptop.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}review-${name}-phone.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 768 });
}

/** A photo with one short word on it, as the server's tests render them: borderline for the text check. */
const oneShortWord = (word: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="900" height="500">
    <rect width="900" height="500" fill="#f4e3c1"/>
    <text x="60" y="270" font-family="sans-serif" font-size="72" fill="#222">${word}</text></svg>`),
  )
    .jpeg()
    .toBuffer();

test('a moderator removes a say-hi text (the member is told why) and keeps a flagged photo', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const admin = await registerVerified(request, 'review-admin@example.com', 'boss');
  const moderator = await registerMember(request, 'mod');
  const member = await registerMember(request, 'lily');

  const adminCodes = await enableTwoFactorByApi(request, admin.token);
  const adminToken = await operatorToken(request, admin, adminCodes.recoveryCodes[0]!);
  const granted = await request.put(`/v1/admin/users/${moderator.id}`, {
    headers: bearer(adminToken),
    data: { roles: ['moderator'], reason: 'New moderator' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const moderatorCodes = await enableTwoFactorByApi(request, moderator.token);

  // The member writes a say-hi text with a contact handle, and puts a photo with one word in their album.
  const template = await request.put('/v1/user', {
    headers: bearer(member.token),
    data: { hi_content: 'Hi! Add me on WeChat: lily_88' },
  });
  expect(template.status(), await template.text()).toBe(200);
  const photo = await request.post('/v1/uploads', {
    headers: bearer(member.token),
    multipart: {
      type: 'album',
      folder: 'private',
      file: { name: 'sun.jpg', mimeType: 'image/jpeg', buffer: await oneShortWord('SUN') },
    },
  });
  expect(photo.status(), await photo.text()).toBe(200);
  const { id: photoId } = (await photo.json()) as { id: number };

  // The member is online on their phone.
  const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const memberPage = await memberContext.newPage();
  await signInThroughForm(memberPage, member);

  // The moderator sees both queues counted on the overview, and opens the say-hi templates.
  await signInWithOtp(page, moderator, moderatorCodes.recoveryCodes[0]!);
  await page.goto('/admin');
  await expect(page.getByTestId('dashboard-queue-say_hi')).toContainText('Say-hi messages to review');
  await page.getByTestId('admin-nav-sayhi').click();
  await expect(page).toHaveURL(/\/admin\/sayhi$/);
  const card = page.getByTestId('admin-sayhi').filter({ hasText: member.name });
  await expect(card).toContainText('Hi! Add me on WeChat: lily_88');
  await expect(card).toContainText('Sent: 0');
  await expect(card.getByRole('link', { name: member.name })).toHaveAttribute('href', `/admin/members/${member.id}`);
  await shootBoth(page, 'sayhi-queue');

  await card.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('alertdialog', { name: /Remove from the say-hi message of/ });
  await expect(dialog.getByLabel('The text')).toBeChecked();
  await dialog.getByLabel('Why is it removed?').selectOption('contact');
  await dialog.getByLabel('Reason (optional)').fill('WeChat handle in the greeting');
  await shootBoth(page, 'sayhi-remove-dialog');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Removed from the say-hi message of ${member.name}` }),
  ).toBeVisible();
  // The removed template leaves the queue (other members' templates, from other journeys, may wait there).
  await expect(card).toHaveCount(0);

  // The member's bell rings live and says what was removed and why.
  const bell = memberPage.getByRole('button', { name: 'Notifications (1 new)' }).filter({ visible: true });
  await bell.click();
  const notice = memberPage.getByTestId('notification-item').filter({ hasText: 'A moderator removed' });
  await expect(notice).toHaveText(
    /A moderator removed your say-hi message: contact details or other writing\. Please follow the community rules\./,
  );
  await memberPage.screenshot({ path: `${artifacts}review-member-bell-phone.png`, animations: 'disabled' });
  await notice.click();
  await expect(memberPage).toHaveURL(/\/setting\/sayhi/);
  await expect(memberPage.getByLabel('Say-hi message')).toHaveValue('');
  await memberContext.close();

  // The flagged photo, shown by a signed link, with the word OCR read; the moderator keeps it.
  await page.getByTestId('admin-nav-photos').click();
  const flagged = page.locator(`[data-testid="admin-photo-flag"][data-photo="${photoId}"]`);
  await expect(flagged.getByTestId('admin-photo-words')).toHaveText('SUN');
  const image = flagged.getByRole('img', { name: `Photo of ${member.name}` });
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shootBoth(page, 'photo-queue');
  await flagged.getByRole('button', { name: 'Keep' }).click();
  await page
    .getByRole('dialog', { name: /Keep the photo of/ })
    .getByRole('button', { name: 'Keep' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `The photo of ${member.name} was kept.` })).toBeVisible();
  await expect(flagged).toHaveCount(0);
  await page.getByTestId('admin-photo-status').selectOption('kept');
  await expect(flagged).toContainText('Kept');

  // Both decisions are in the audit log, the removal with its reason.
  const audit = await request.get(`/v1/admin/audit?target=user:${member.id}&action=sayHi.remove`, {
    headers: bearer(adminToken),
  });
  const entries = ((await audit.json()) as { data: Array<{ actor_id: number; reason: string }> }).data;
  expect(entries[0]).toMatchObject({ actor_id: moderator.id, reason: 'WeChat handle in the greeting' });
});
