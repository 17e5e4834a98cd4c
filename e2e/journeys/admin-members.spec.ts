import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
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
 * Issue 17's member tools and moderation gap: a moderator warns a reported member, who sees the warning in
 * their bell (never who reported them); support signs one of a member's devices out, and that open tab
 * leaves at once.
 */

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function shootBoth(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${artifacts}admin-${name}-laptop.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}admin-${name}-phone.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a moderator warns a reported member, who sees it; support signs that member’s open tab out', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await registerVerified(request, 'ops-members@example.com', 'boss');
  const moderator = await registerMember(request, 'mod');
  const support = await registerMember(request, 'desk');
  const author = await registerMember(request, 'author');
  const reporter = await registerMember(request, 'reporter');

  // The admin (listed in ADMIN_EMAILS) makes the moderator and the support operator; all turn 2FA on.
  const adminCodes = await enableTwoFactorByApi(request, admin.token);
  const adminToken = await operatorToken(request, admin, adminCodes.recoveryCodes[0]!);
  for (const [who, role] of [
    [moderator, 'moderator'],
    [support, 'support'],
  ] as const) {
    const granted = await request.put(`/v1/admin/users/${who.id}`, {
      headers: bearer(adminToken),
      data: { roles: [role], reason: 'New operator' },
    });
    expect(granted.status(), await granted.text()).toBe(200);
  }
  const moderatorCodes = await enableTwoFactorByApi(request, moderator.token);
  const supportCodes = await enableTwoFactorByApi(request, support.token);

  const post = await request.post('/v1/feeds', {
    headers: bearer(author.token),
    data: { content: 'You are all idiots, leave this place' },
  });
  expect(post.status(), await post.text()).toBeLessThan(300);
  const { id: feedId } = (await post.json()) as { id: number };
  const report = await request.post('/v1/reports', {
    headers: bearer(reporter.token),
    data: { type: 'feed', related_id: feedId, content: 'Insults everyone' },
  });
  expect(report.status(), await report.text()).toBeLessThan(300);

  // The author is online in a browser of their own.
  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  await signInThroughForm(authorPage, author);

  // The moderator warns them for harassment.
  await signInWithOtp(page, moderator, moderatorCodes.recoveryCodes[0]!);
  await page.goto('/admin/reports?kind=feed');
  const card = page.getByTestId('admin-report').filter({ hasText: 'Insults everyone' });
  await expect(card).toContainText('You are all idiots, leave this place');
  await card.getByRole('button', { name: 'Warn' }).click();
  const dialog = page.getByRole('dialog', { name: /Warn/ });
  await dialog.getByLabel('What the member is warned about').selectOption('harassment');
  await shootBoth(page, 'warn-dialog');
  await dialog.getByRole('button', { name: 'Warn' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Decision saved: Warn.' })).toBeVisible();

  // The warned member's bell rings live and says what about, not who reported it.
  const bell = authorPage.getByRole('button', { name: 'Notifications (1 new)' }).filter({ visible: true });
  await bell.click();
  const warning = authorPage.getByTestId('notification-item').filter({ hasText: 'A moderator warned you' });
  await expect(warning).toHaveText(
    /A moderator warned you about your post: harassment or insults\. Please follow the community rules\./,
  );
  await expect(authorPage.getByTestId('notification-dropdown')).not.toContainText(reporter.name);
  await authorPage.keyboard.press('Escape');

  // Support signs the author's browser out from the member page; the open tab leaves at once.
  const supportContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const supportPage = await supportContext.newPage();
  await signInWithOtp(supportPage, support, supportCodes.recoveryCodes[0]!);
  await supportPage.goto(`/admin/members/${author.id}`);
  const devices = supportPage.getByRole('region', { name: 'Devices' });
  // The author has two devices (signed up through the API, then this browser): the browser is the newest, first.
  const browserDevice = devices.getByTestId('admin-device').filter({ hasText: 'Chrome' }).first();
  await expect(browserDevice).toContainText('signed in');
  await shootBoth(supportPage, 'member-devices');
  await browserDevice.getByRole('button', { name: 'Sign out' }).click();
  const signOut = supportPage.getByRole('alertdialog', { name: /Sign this device of/ });
  await signOut.getByLabel('Reason').fill('Member lost this computer');
  await signOut.getByRole('button', { name: 'Sign out' }).click();
  await expect(supportPage.getByRole('status').filter({ hasText: 'The device was signed out.' })).toBeVisible();
  await expect(browserDevice).toContainText('signed out');
  await expect(authorPage).toHaveURL(/\/(\?.*)?$/);
  await expect(authorPage.getByRole('button', { name: 'Log in', exact: true }).first()).toBeVisible();

  // The sign-out is in the audit log, with its reason.
  const audit = await request.get(`/v1/admin/audit?target=user:${author.id}&action=users.signOut`, {
    headers: bearer(adminToken),
  });
  const entries = ((await audit.json()) as { data: Array<{ actor_id: number; reason: string }> }).data;
  expect(entries[0]).toMatchObject({ actor_id: support.id, reason: 'Member lost this computer' });
  await authorContext.close();
  await supportContext.close();

  // The admin filters the audit log (kept in the URL) and exports what it shows as CSV.
  const adminContext = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const adminPage = await adminContext.newPage();
  await signInWithOtp(adminPage, admin, adminCodes.recoveryCodes[1]!);
  await adminPage.goto('/admin/audit');
  await adminPage.getByLabel('Action').fill('users.signOut');
  await adminPage.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(adminPage).toHaveURL(/action=users\.signOut/);
  const rows = adminPage.getByTestId('admin-audit-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Member lost this computer');
  await shootBoth(adminPage, 'audit-filtered');
  const [download] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFid,created_at,actor_id')).toBe(true);
  expect(csv).toContain('Member lost this computer');
  expect(csv).not.toContain('reports.decide');
  await adminContext.close();
});
