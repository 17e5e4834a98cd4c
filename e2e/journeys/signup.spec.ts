import { expect, test } from '@playwright/test';
import { captchaAnswer, latestCode, newMember } from '../support/members';
import { expectSignedInAs, expectSignedOutBar, frontPageUrl, homeUrl, topBar } from '../support/screens';

test('a visitor signs up with e-mail and a mailed code, passes the onboarding to the news feed signed in, then signs out', async ({
  page,
  request,
}) => {
  const member = newMember('join');

  const captchaReply = page.waitForResponse((r) => r.url().endsWith('/v1/captcha') && r.ok());
  await page.goto('/?type=register');
  const { captcha_id } = (await (await captchaReply).json()) as { captcha_id: string };
  await expect(page.getByRole('tab', { name: 'Join free' })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('tabpanel');
  await expect(form.getByRole('heading', { name: 'Create your free account' })).toBeVisible();

  await form.getByLabel('Email address').fill(member.email);
  await expect(form.getByRole('img', { name: 'Security check image' })).toBeVisible();
  // Outside production the server tells its own captcha answers, as it shows its outbox.
  await form.getByLabel('Characters in the image').fill(await captchaAnswer(request, captcha_id));
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText('We sent a code. It is valid for 10 minutes.')).toBeVisible();
  // The 60-second resend countdown starts.
  await expect(form.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();

  const code = await latestCode(request, member.email);
  await form.getByLabel('Verification code').fill(code);
  await form.getByLabel('Username').fill(member.name);
  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('radio', { name: 'Lady' }).check();
  await form.getByLabel('Date of birth').fill('1992-03-14');
  await form.getByRole('checkbox', { name: /I accept the Terms of use/ }).check();
  await form.getByRole('button', { name: 'Join Yuanfen' }).click();

  // The onboarding comes first; every step may be skipped, the last one leads to the feed.
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Add a photo' })).toBeVisible();
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Done, go to the feed' }).click();
  await expect(page).toHaveURL(homeUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  const bar = topBar(page);
  await expect(bar.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Join free' })).toHaveCount(0);
  await expectSignedInAs(page, member.name);

  await page.getByRole('region', { name: 'Account menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(frontPageUrl);
  await expectSignedOutBar(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Fate is waiting in another language' })).toBeVisible();
});
