import { expect, test } from '@playwright/test';
import { createMember } from '../support/members';
import { bottomTabs, homeUrl, phone } from '../support/screens';
import { installWrapperHarness, nativeInbox, sendToPage } from '../support/wrapper';

test.use(phone);

test('in the app wrapper: push id at sign-in, a day-long token, the back item and goBack, external links, recharge and updates through the bridge', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'app');
  await installWrapperHarness(page);

  await page.goto('/?client=app&type=login');
  await expect.poll(() => nativeInbox(page)).toContainEqual({ type: 'ready', bridge: 1 });
  await sendToPage(page, { type: 'pushId', push_id: 'fcm:e2e-device-token' });

  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email, phone or username').fill(member.name);
  await form.getByLabel('Password').fill(member.password);
  const signIn = page.waitForRequest((r) => r.url().endsWith('/v1/authenticate'));
  const signedIn = page.waitForResponse((r) => r.url().endsWith('/v1/authenticate'));
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  expect((await signIn).postDataJSON()).toMatchObject({ push_id: 'fcm:e2e-device-token' });
  expect((await signIn).headers()['x-client']).toBe('app');
  expect(await (await signedIn).json()).toMatchObject({ expires_in: 86400 });
  await expect(page).toHaveURL(homeUrl);

  // The tab bar carries a back item in the app (spec §2); it and the wrapper's back button go one screen back.
  const tabs = bottomTabs(page);
  await expect(tabs.getByRole('button', { name: 'Back' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('app-tabs-390.png') });
  await tabs.getByRole('link', { name: 'Chats' }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await tabs.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(homeUrl);
  await tabs.getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  await sendToPage(page, { type: 'back' });
  await expect(page).toHaveURL(homeUrl);

  // A link to another site opens in the system browser, not in the app.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = 'https://example.org/elsewhere';
    link.textContent = 'Somewhere else';
    document.querySelector('main')!.append(link);
  });
  await page.getByRole('link', { name: 'Somewhere else' }).click();
  await expect
    .poll(() => nativeInbox(page))
    .toContainEqual({ type: 'openExternal', url: 'https://example.org/elsewhere' });
  await expect(page).toHaveURL(homeUrl);

  // Recharge happens in the phone's browser: the portal address with a one-time key.
  await page.goto('/me');
  await page.getByRole('main').getByRole('button', { name: 'Recharge gold' }).click();
  const handoff = page.getByRole('dialog', { name: 'Recharge in your browser' });
  await expect(handoff).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('app-portal-390.png') });
  await handoff.getByRole('button', { name: 'Open the browser' }).click();
  await expect(handoff).toBeHidden();
  const portal = (await nativeInbox(page)).find((m) => m.type === 'openExternal' && String(m.url).includes('/portal?'));
  const portalUrl = new URL(String(portal?.url));
  expect(Object.fromEntries(portalUrl.searchParams)).toMatchObject({
    key: expect.any(String),
    sign: expect.any(String),
    ts: expect.stringMatching(/^\d+$/),
    to: 'recharge',
  });

  // The wrapper tells its version: an older app than the latest release gets the update dialog.
  await sendToPage(page, { type: 'version', platform: 'android', version: '0.9.0' });
  await expect(page.getByRole('dialog', { name: 'Update found' })).toBeVisible();
  await page.getByRole('button', { name: 'Later' }).click();

  // On the first screen of a fresh start, goBack tells the wrapper to leave.
  await page.goto('/home');
  // As a wrapper does, wait until the page has answered with its bridge (installed once the app mounts).
  await expect.poll(() => page.evaluate(() => typeof window.YuanfenBridge)).toBe('object');
  await page.evaluate(() => window.YuanfenBridge!.goBack());
  await expect.poll(() => nativeInbox(page)).toContainEqual({ type: 'exit' });
  await expect(page).toHaveURL(homeUrl);
});
