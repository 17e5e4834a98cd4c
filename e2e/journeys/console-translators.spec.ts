import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fundThroughSandbox } from '../support/gold';
import { createMember } from '../support/members';
import { bearer, enableTwoFactorByApi, registerMember, registerVerified, signInWithOtp } from '../support/operators';

/** e2e/artifacts/ (gitignored): each screen at laptop and phone widths, for people to look at. */
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function shootBoth(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${artifacts}translators-${name}-laptop.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}translators-${name}-phone.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 768 });
}

const token = async (request: APIRequestContext, name: string, password: string) => {
  const response = await request.post('/v1/authenticate', { data: { identity: name, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
};

test('a translator-manager appoints a member for German into Japanese, sees a waiting job in the queue and upholds a quality report', async ({
  page,
  request,
}, testInfo) => {
  // The manager: an admin gives a member the translator-manager role; they turn on two-factor sign-in.
  const admin = await registerVerified(request, 'translators-admin@e2e.yuanfen.test', 'trad');
  const manager = await registerMember(request, 'mgr');
  await enableTwoFactorByApi(request, admin.token);
  const granted = await request.put(`/v1/admin/users/${manager.id}`, {
    headers: bearer(admin.token),
    data: { roles: ['translator-manager'], reason: 'Runs the translators' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const { recoveryCodes } = await enableTwoFactorByApi(request, manager.token);

  // Keiko pays for a person's translation of Hans's German message: a job waits in the queue.
  const hans = await createMember(request, 'hans', 1, 'de');
  const keiko = await createMember(request, 'keiko', 0, 'ja');
  const yuki = await createMember(request, 'yuki', 0, 'ja');
  const hansToken = await token(request, hans.name, hans.password);
  const sent = await request.post('/v1/messages', {
    headers: bearer(hansToken),
    data: { user_id: keiko.id, message_content: 'Ich freue mich schon auf deine Fotos aus Kyoto!' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const message = (await sent.json()) as { id: number };
  await fundThroughSandbox(request, keiko);
  const keikoToken = await token(request, keiko.name, keiko.password);
  const asked = await request.post('/v1/ask', {
    headers: bearer(keikoToken),
    data: { type: 'message', id: message.id },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const job = (await asked.json()) as { id: number };

  await signInWithOtp(page, manager, recoveryCodes[0]!);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'Translators', 'Two-factor sign-in']);
  await nav.getByRole('link', { name: 'Translators' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Translators' })).toBeVisible();
  await expect(page.getByText('No translators match.')).toBeVisible();

  // Appoint Yuki, found by her e-mail; a pair that is not one is named first.
  await page.getByRole('button', { name: 'Appoint a translator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Appoint a translator' });
  await dialog.getByLabel("Member's name or e-mail").fill(yuki.email);
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByRole('radio', { name: yuki.name }).check();
  await dialog.getByLabel('Language pairs').fill('de-ja, german');
  await dialog.getByRole('button', { name: 'Appoint' }).click();
  await expect(dialog.getByText('Not a language pair: german')).toBeVisible();
  await dialog.getByLabel('Language pairs').fill('de-ja');
  await shootBoth(page, 'appoint');
  await dialog.getByRole('button', { name: 'Appoint' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('admin-notice')).toHaveText(`${yuki.name} now translates de-ja.`);
  const card = page.getByTestId('admin-translator').filter({ hasText: yuki.name });
  await expect(card.getByRole('list', { name: 'Language pairs' })).toHaveText('German → Japanese');
  await expect(card.getByText('Active')).toBeVisible();
  await shootBoth(page, 'people');

  // Yuki may work the queue at once.
  const yukiToken = await token(request, yuki.name, yuki.password);
  const me = await request.get('/v1/translators/me', { headers: bearer(yukiToken) });
  expect(await me.json()).toEqual({ translator: true, pairs: ['de-ja'] });

  // The queue: Keiko's job waits in German → Japanese; the filters live in the URL.
  await page.getByRole('tab', { name: 'Queue' }).click();
  await expect(page).toHaveURL(/[?&]tab=queue/);
  await page.getByLabel('Language pair').fill('de-ja');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]pair=de-ja/);
  const waiting = page.getByTestId('admin-translation-job').filter({ hasText: `Job ${job.id}` });
  await expect(waiting).toContainText('German → Japanese');
  await expect(waiting).toContainText('Waiting');
  await expect(waiting).toContainText('5 gold');
  await expectNoSeriousA11yViolations(page, testInfo, 'translators queue', '.admin__page');
  await shootBoth(page, 'queue');

  // Yuki takes it: it shows under "Taken", with her name, and can go back to the queue.
  expect(
    (await request.post(`/v1/translation_requests/${job.id}/claim`, { headers: bearer(yukiToken) })).status(),
  ).toBe(200);
  await page.getByLabel('State').selectOption({ label: 'Taken' });
  const taken = page.getByTestId('admin-translation-job').filter({ hasText: `Job ${job.id}` });
  await expect(taken.getByTestId('admin-job-translator')).toHaveText(yuki.name);
  await taken.getByRole('button', { name: 'Back to the queue' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Back to the queue' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText(`Job ${job.id} is back in the queue.`);
  await page.getByLabel('State').selectOption({ label: 'Waiting' });
  await expect(page.getByTestId('admin-translation-job').filter({ hasText: `Job ${job.id}` })).toContainText('Waiting');

  // Yuki takes it again and answers; Keiko reports the translation; the manager upholds her report.
  await page.getByRole('tab', { name: 'Quality reports' }).click();
  await expect(page.getByText('No quality reports in this state.')).toBeVisible();
  const yukiAuth = { headers: bearer(yukiToken) };
  expect((await request.post(`/v1/translation_requests/${job.id}/claim`, yukiAuth)).status()).toBe(200);
  const answered = await request.post('/v1/answer', {
    ...yukiAuth,
    data: { id: job.id, content: '京都の写真を楽しみにしています！' },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const reported = await request.post('/v1/reports', {
    headers: bearer(keikoToken),
    data: { type: 'translation', related_id: job.id, content: 'It says nothing about Kyoto being soon' },
  });
  expect(reported.status(), await reported.text()).toBe(200);
  await page.reload();
  const report = page.getByTestId('admin-quality-report');
  await expect(report.getByRole('region', { name: 'Original' })).toContainText(
    'Ich freue mich schon auf deine Fotos aus Kyoto!',
  );
  await expect(report.getByRole('region', { name: 'Translation' })).toContainText('京都の写真を楽しみにしています！');
  await expect(report).toContainText('It says nothing about Kyoto being soon');
  await shootBoth(page, 'quality');
  await report.getByRole('button', { name: 'Uphold and refund' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Uphold and refund' }).click();
  await expect(page.getByTestId('admin-notice')).toHaveText(
    'Report upheld: the member got 5 gold back and has been told.',
  );
  await expect(page.getByText('No quality reports in this state.')).toBeVisible();

  // The upheld report counts against Yuki; her pay for the month shows the job.
  await page.getByRole('tab', { name: 'Translators' }).click();
  await expect(
    page.getByTestId('admin-translator').filter({ hasText: yuki.name }).getByTestId('admin-translator-upheld'),
  ).toHaveText('1');
  await page.getByRole('tab', { name: 'Pay' }).click();
  await expect(page.getByTestId('admin-translator-pay')).toContainText(yuki.name);
  await shootBoth(page, 'pay');
});
