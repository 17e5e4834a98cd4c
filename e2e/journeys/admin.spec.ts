import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { createMember, signInThroughForm } from '../support/members';
import {
  ADMIN_EMAIL,
  bearer,
  enableTwoFactorByApi,
  operatorToken,
  registerMember,
  registerVerified,
  signInWithOtp,
  totp,
} from '../support/operators';

/** e2e/artifacts/ (gitignored): each console screen at phone and laptop widths, for people to look at. */
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function shootBoth(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${artifacts}admin-${name}-laptop.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}admin-${name}-phone.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 768 });
}

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console sections' });

test('a member without an operator role who opens /admin is refused, plainly', async ({ page, request }) => {
  const member = await createMember(request, 'plain');
  await signInThroughForm(page, member);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'For operators only' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to news' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(
    page.getByRole('region', { name: 'Account menu' }).getByRole('link', { name: 'Settings' }),
  ).toBeVisible();
  await expect(page.getByTestId('menu-admin')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await shootBoth(page, 'refusal');
});

test('an admin sets up two-factor sign-in, signs in with it, finds a member and suspends them', async ({
  page,
  request,
}, testInfo) => {
  const admin = await registerVerified(request, ADMIN_EMAIL, 'boss');
  const target = await registerMember(request, 'target');

  await signInThroughForm(page, admin);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('region', { name: 'Account menu' }).getByRole('link', { name: 'Operations console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operations console' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your roles' })).toContainText('Administrator');
  await expect(page.getByTestId('admin-2fa-required')).toBeVisible();
  await shootBoth(page, 'overview-before-2fa');

  // Every other section waits for two-factor sign-in.
  await consoleNav(page).getByRole('link', { name: 'Members' }).click();
  await expect(page.getByTestId('admin-2fa-required')).toBeVisible();
  await page.getByRole('link', { name: 'Set it up' }).click();

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add your account to an authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('admin-2fa-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await shootBoth(page, 'two-factor-setup');

  const code = page.getByLabel('Code from the app');
  await code.fill('12345');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Enter the 6 digits the app shows.')).toBeVisible();
  const wrong = totp(secret) === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('That code is wrong or has expired.', { exact: false })).toBeVisible();
  await code.fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in is on' })).toBeVisible();
  const recoveryCodes = (await page.getByTestId('admin-recovery-codes').getByRole('listitem').allTextContents()).map(
    (c) => c.trim(),
  );
  expect(recoveryCodes.length).toBeGreaterThanOrEqual(5);
  await expect(page.getByRole('button', { name: 'Download as a file' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as a file' }).click();
  expect((await download).suggestedFilename()).toBe('yuanfen-recovery-codes.txt');
  await shootBoth(page, 'recovery-codes');
  await page.getByRole('link', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('admin-2fa-on')).toBeVisible();

  // From now on the password alone does not sign this account in.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('region', { name: 'Account menu' }).getByRole('button', { name: 'Log out' }).click();
  await signInWithOtp(page, admin, recoveryCodes[0]!, { wrongFirst: true });
  await page.goto('/admin/members');

  await page.getByLabel('Name, e-mail, phone or member ID').fill(target.name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('admin-member-row').filter({ hasText: target.name });
  await expect(row).toHaveCount(1);
  await shootBoth(page, 'members');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await expect(page.getByTestId('admin-member-status')).toHaveText('Active');

  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Suspend ${target.name}?` });
  await expect(dialog).toBeVisible();
  await shootBoth(page, 'suspend-dialog');
  await expectNoSeriousA11yViolations(page, testInfo, 'suspend dialog', '[role="alertdialog"]');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText('Give the reason for this action.')).toBeVisible();
  await dialog.getByLabel('Reason', { exact: true }).fill('Asks members for money');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('admin-notice')).toHaveText('The member is suspended.');
  await expect(page.getByTestId('admin-member-status')).toHaveText('Suspended');
  await shootBoth(page, 'member-suspended');

  // The suspended member's session ended and they cannot sign in again.
  const me = await request.get('/v1/me', { headers: bearer(target.token) });
  expect(me.status()).toBe(401);
  const again = await request.post('/v1/authenticate', {
    data: { identity: target.name, password: target.password },
  });
  expect(again.status()).toBeGreaterThanOrEqual(400);

  // A gold correction needs a reason and lands in the member's ledger.
  await page.getByTestId('admin-gold').click();
  const gold = page.getByRole('dialog', { name: `Correct the gold of ${target.name}` });
  await gold.getByLabel('Amount').fill('25');
  await gold.getByLabel('Reason', { exact: true }).fill('Refund of a failed gift');
  await gold.getByRole('button', { name: 'Write the correction' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('The correction is in the ledger.');
  await expect(page.getByTestId('admin-member-balance')).toHaveText('25 gold');
  await expect(page.getByTestId('admin-ledger')).toContainText('+25');
  await expectNoSeriousA11yViolations(page, testInfo, 'member page', 'main');

  // Roles and VIP, each written to the member at once.
  await page.getByRole('button', { name: 'Roles', exact: true }).click();
  const roles = page.getByRole('dialog', { name: `Roles of ${target.name}` });
  await roles.getByRole('checkbox', { name: 'Support' }).check();
  await roles.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('Roles saved.');
  await expect(page.getByRole('list').filter({ hasText: 'Suspended' })).toContainText('Support');
  await page.getByRole('button', { name: 'Grant VIP' }).click();
  const vip = page.getByRole('dialog', { name: `Grant VIP to ${target.name}` });
  await vip.getByLabel('Months').fill('3');
  await vip.getByRole('button', { name: 'Grant VIP' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('VIP granted: 3 more months.');

  // And back: the suspension is lifted.
  await page.getByRole('button', { name: 'Reactivate' }).click();
  const reactivate = page.getByRole('dialog', { name: `Reactivate ${target.name}?` });
  await reactivate.getByLabel('Reason', { exact: true }).fill('Appeal accepted');
  await reactivate.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText('The member is active again.');
  await expect(page.getByTestId('admin-member-status')).toHaveText('Active');

  await consoleNav(page).getByRole('link', { name: 'Audit log' }).click();
  const audit = page.getByTestId('admin-audit');
  await expect(audit).toContainText('Asks members for money');
  await expect(audit).toContainText(`user:${target.id}`);
  await shootBoth(page, 'audit');
  await expectNoSeriousA11yViolations(page, testInfo, 'audit log', 'main');

  // The console's own texts follow the interface language.
  await page.goto('/admin/audit?lang=de');
  await expect(page.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bereiche der Konsole' })).toBeVisible();
  await shootBoth(page, 'audit-de');
  await page.goto('/admin?lang=zh');
  await expect(page.getByRole('heading', { level: 1, name: '运营后台' })).toBeVisible();
  await expect(page.getByRole('list', { name: '你的角色' })).toHaveText('管理员');
  await shootBoth(page, 'overview-zh');
});

test('a moderator resolves a report with the content in context, and the reporter is notified', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const admin = await registerVerified(request, ADMIN_EMAIL.replace('ops-admin', 'ops-admin2'), 'boss');
  const moderator = await registerMember(request, 'mod');
  const author = await registerMember(request, 'author');
  const reporter = await registerMember(request, 'reporter');

  // The admin (listed in ADMIN_EMAILS) makes the moderator; both turn two-factor sign-in on.
  const adminCodes = await enableTwoFactorByApi(request, admin.token);
  const adminToken = await operatorToken(request, admin, adminCodes.recoveryCodes[0]!);
  const granted = await request.put(`/v1/admin/users/${moderator.id}`, {
    headers: bearer(adminToken),
    data: { roles: ['moderator'], reason: 'New moderator' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const moderatorCodes = await enableTwoFactorByApi(request, moderator.token);

  const post = await request.post('/v1/feeds', {
    headers: bearer(author.token),
    data: { content: 'Send me gold first and I will call you' },
  });
  expect(post.status(), await post.text()).toBeLessThan(300);
  const { id: feedId } = (await post.json()) as { id: number };
  const report = await request.post('/v1/reports', {
    headers: bearer(reporter.token),
    data: { type: 'feed', related_id: feedId, content: 'This is a scam' },
  });
  expect(report.status(), await report.text()).toBeLessThan(300);

  // A message reported in its conversation.
  const said = async (from: { token: string }, to: { id: number }, text: string) => {
    const sent = await request.post('/v1/messages', {
      headers: bearer(from.token),
      data: { user_id: to.id, message_content: text },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    return ((await sent.json()) as { id: number }).id;
  };
  await said(reporter, author, 'Hello, nice profile');
  const rude = await said(author, reporter, 'Pay me 100 gold or I post your photos');
  const messageReport = await request.post('/v1/reports', {
    headers: bearer(reporter.token),
    data: { type: 'message', related_id: rude, content: 'Blackmail' },
  });
  expect(messageReport.status(), await messageReport.text()).toBeLessThan(300);

  await signInWithOtp(page, moderator, moderatorCodes.recoveryCodes[0]!);
  await page.goto('/admin');
  await expect(page.getByRole('list', { name: 'Your roles' })).toHaveText('Moderator');
  // The sections follow the moderator's permissions: the queue, but not the audit log.
  await expect(consoleNav(page).getByRole('link', { name: 'Moderation' })).toBeVisible();
  await expect(consoleNav(page).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await consoleNav(page).getByRole('link', { name: 'Moderation' }).click();
  const card = page.getByTestId('admin-report').filter({ hasText: 'This is a scam' });
  await expect(card).toContainText('Send me gold first and I will call you');
  await expect(card).toContainText(author.name);
  await expect(card).toContainText(reporter.name);
  await shootBoth(page, 'reports');
  await expectNoSeriousA11yViolations(page, testInfo, 'moderation queue', 'main');

  await page.getByLabel('Kind').selectOption('message');
  const messageCard = page.getByTestId('admin-report').filter({ hasText: 'Blackmail' });
  const conversation = messageCard.getByRole('list', { name: 'Conversation around the reported message' });
  await expect(conversation.getByRole('listitem').first()).toContainText(reporter.name);
  await expect(conversation).toContainText('Hello, nice profile');
  await expect(conversation).toContainText('Pay me 100 gold or I post your photos');
  await expect(card).toHaveCount(0);
  await shootBoth(page, 'report-message');
  await messageCard.getByRole('button', { name: 'Warn' }).click();
  await page.getByRole('dialog', { name: /Warn/ }).getByRole('button', { name: 'Warn' }).click();
  await expect(page.getByText('No report here.')).toBeVisible();
  await page.getByLabel('Kind').selectOption('feed');
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Hide item' }).click();
  const dialog = page.getByRole('dialog', { name: /Hide item/ });
  await dialog.getByLabel('Reason (optional)').fill('Scam');
  await shootBoth(page, 'decision-dialog');
  await dialog.getByRole('button', { name: 'Hide item' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Decision saved: Hide item. The reporter has been told.' }),
  ).toBeVisible();
  await expect(page.getByTestId('admin-report').filter({ hasText: 'This is a scam' })).toHaveCount(0);

  await page.getByLabel('Status').selectOption('reviewed');
  await expect(page.getByTestId('admin-report').filter({ hasText: 'This is a scam' })).toContainText(
    'Decision: Hide item',
  );

  const notifications = await request.get('/v1/notifications', { headers: bearer(reporter.token) });
  expect(notifications.status()).toBe(200);
  const { data } = (await notifications.json()) as { data: Array<{ type: string; data: { decision?: string } }> };
  expect(data.find((item) => item.type === 'report')?.data.decision).toBe('hide');

  // The reporter sees it in their bell.
  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await signInThroughForm(reporterPage, reporter);
  const bell = reporterPage.getByRole('button', { name: 'Notifications (2 new)' }).filter({ visible: true });
  await bell.click();
  await expect(reporterPage.getByText('Thank you for your report: the content was hidden')).toBeVisible();
  await expect(reporterPage.getByText('Thank you for your report: the member was warned')).toBeVisible();
  await reporterContext.close();
});
