import { expect, test } from '@playwright/test';
import { captchaAnswer, createMember, latestCode, signInThroughForm } from '../support/members';
import { homeUrl } from '../support/screens';

test('a member who forgot the password resets it by a mailed code; the form says what is missing first', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'forgot');

  const captchaReply = page.waitForResponse((r) => r.url().endsWith('/v1/captcha') && r.ok());
  await page.goto('/retrieve');
  const { captcha_id } = (await (await captchaReply).json()) as { captcha_id: string };
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

  // No address yet: the field says so and nothing is sent.
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Email or phone Can not be empty')).toBeVisible();

  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Characters in the image').fill(await captchaAnswer(request, captcha_id));
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We sent a code. It is valid for 10 minutes.')).toBeVisible();

  const password = `${member.password}-new`;
  await page.getByLabel('Verification code').fill(await latestCode(request, member.email));
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat new password').fill(`${password}-typo`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords are not the same')).toBeVisible();

  await page.getByLabel('Repeat new password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. You can log in now.')).toBeVisible();

  await signInThroughForm(page, { ...member, password });
});

test('a member changes the password in settings: a short one and a mismatch are refused before sending', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'change');
  await signInThroughForm(page, member);
  await page.goto('/setting/password');
  const form = page.getByTestId('password-form');

  await page.getByTestId('password-current').fill(member.password);
  await page.getByTestId('password-new').fill('abc');
  await page.getByTestId('password-confirm').fill('abd');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Password is invalid, 6 symbols minimum')).toHaveCount(2);

  const password = `${member.password}-2`;
  await page.getByTestId('password-new').fill(password);
  await page.getByTestId('password-confirm').fill(`${password}x`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Passwords are not the same')).toBeVisible();

  await page.getByTestId('password-confirm').fill(password);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInThroughForm(page, { ...member, password });
  await expect(page).toHaveURL(homeUrl);
});
