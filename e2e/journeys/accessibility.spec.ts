import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createMember, signInThroughForm } from '../support/members';
import { phone } from '../support/screens';

test.describe('no serious or critical accessibility violations', () => {
  test('the landing page, in both its sign-up and log-in modes', async ({ page }, testInfo) => {
    await page.goto('/?type=register');
    await expect(page.getByRole('img', { name: 'Security check image' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'landing-register');

    await page.getByRole('tab', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'landing-login');
  });

  test('the static about page and the password recovery page', async ({ page }, testInfo) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Yuanfen' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'about');

    await page.goto('/retrieve');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Security check image' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'retrieve');
  });

  test('the login modal', async ({ page }, testInfo) => {
    await page.goto('/setting');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Please sign in to continue.')).toBeVisible();
    // Focus moves into the dialog.
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, testInfo, 'login-modal');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('the news feed of a signed-in member, on a laptop', async ({ page, request }, testInfo) => {
    const member = await createMember(request, 'axe');
    await signInThroughForm(page, member);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'home-desktop');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('region', { name: 'Account menu' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'home-account-menu');
  });

  test.describe('on a phone', () => {
    test.use(phone);

    test('the news feed of a signed-in member', async ({ page, request }, testInfo) => {
      const member = await createMember(request, 'axem');
      await signInThroughForm(page, member);
      await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, testInfo, 'home-phone');
    });
  });
});
