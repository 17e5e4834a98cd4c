import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInThroughForm } from '../support/members';
import { enableTwoFactorByApi, registerMember, registerVerified, signInWithOtp } from '../support/operators';
import { textFreePhoto } from '../support/photos';

/** e2e/artifacts/ (gitignored): each verification screen at phone and laptop widths, for people to look at. */
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

// Chromium's fake camera (a moving test pattern), allowed without asking, for this file's journeys (the
// upload one does not open it); the other arguments are the config's (importing it would run it again).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

async function shootBoth(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}verify-${name}-phone.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: `${artifacts}verify-${name}-laptop.png`, fullPage: true, animations: 'disabled' });
}

test('a member verifies with an uploaded selfie, an operator approves it, and the badge appears live', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const member = await registerMember(request, 'selfie');
  // Listed in ADMIN_EMAILS (playwright.config.ts): an admin once the e-mail is verified.
  const admin = await registerVerified(request, 'ops-verify@example.com', 'verifier');
  const adminCodes = await enableTwoFactorByApi(request, admin.token);

  // The member opens /setting/verify: the gesture to show, the camera and the file upload.
  await signInThroughForm(page, member);
  await page.goto('/setting/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
  const gesture = page.getByTestId('verify-gesture');
  await expect(gesture).toBeVisible();
  const asked = await gesture.getAttribute('data-gesture');
  expect(asked).toBeTruthy();
  await expect(page.getByRole('button', { name: 'Use the camera' })).toBeVisible();
  await shootBoth(page, 'unverified');
  await expectNoSeriousA11yViolations(page, testInfo, 'verify screen', 'main');

  // The file fallback: a generated picture stands in for the selfie.
  await page.getByTestId('verify-file').setInputFiles(await textFreePhoto(page, 19));
  await expect(page.getByRole('img', { name: 'Your selfie' })).toBeVisible();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByTestId('verify-pending')).toContainText('Under review');
  await expect(page.getByTestId('verify-form')).toHaveCount(0);
  await shootBoth(page, 'pending');

  // The member waits on their own profile page.
  await page.goto(`/profile/${member.id}`);
  await expect(page.getByTestId('profile-name')).toContainText(member.name);
  await expect(page.getByTestId('profile-verified')).toHaveCount(0);

  // The operator, signed in with two-factor, finds the selfie in the queue beside the member's photos.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInWithOtp(operator, admin, adminCodes.recoveryCodes[0]!);
  await operator.goto('/admin');
  await operator
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Verifications' })
    .click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Identity verifications' })).toBeVisible();
  const card = operator.getByTestId('admin-verification').filter({ hasText: member.name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('admin-verification-gesture')).toBeVisible();
  const selfie = card.getByRole('img', { name: `Selfie of ${member.name}` });
  await expect(selfie).toBeVisible();
  await expect.poll(() => selfie.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shootBoth(operator, 'console-queue');
  await expectNoSeriousA11yViolations(operator, testInfo, 'verification queue', 'main');

  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = operator.getByRole('dialog', { name: `Approve the selfie of ${member.name}?` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    operator.getByRole('status').filter({ hasText: `The selfie of ${member.name} was approved.` }),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await operatorContext.close();

  // On the member's page, without a reload: the badge, and the bell's note.
  await expect(page.getByTestId('profile-verified')).toBeVisible();
  await expect(page.getByTestId('profile-verified')).toContainText('Verified');
  await shootBoth(page, 'profile-badge');
  const bell = page.getByRole('button', { name: /Notifications \(1 new\)/ }).filter({ visible: true });
  await bell.click();
  await expect(page.getByText('Your identity is verified: the badge now shows on your profile')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/setting/verify');
  await expect(page.getByTestId('verify-verified')).toContainText('Your identity is verified');
  await expect(page.getByTestId('verify-badge')).toBeVisible();
  await shootBoth(page, 'verified');
});

test.describe('with a camera', () => {
  test('a member takes the selfie with the camera: live preview, capture, send', async ({ page, request }) => {
    const member = await registerMember(request, 'camera');
    await signInThroughForm(page, member);
    await page.goto('/setting/verify');
    await page.getByRole('button', { name: 'Use the camera' }).click();
    const video = page.getByLabel('Camera preview');
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Take the photo' }).click();
    await expect(page.getByRole('img', { name: 'Your selfie' })).toBeVisible();
    // The camera is off once the photo is taken; another one may be taken.
    await expect(video).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Take another one' })).toBeVisible();
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(page.getByTestId('verify-pending')).toContainText('Under review');
  });
});
