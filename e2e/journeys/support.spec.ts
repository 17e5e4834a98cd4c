import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { captchaAnswer, createMember, newMember, signInThroughForm } from '../support/members';
import { bearer, enableTwoFactorByApi, registerMember, registerVerified, signInWithOtp } from '../support/operators';

/*
 * Support (issue 19): a visitor writes from /contact with the captcha; a member opens a request on
 * /support, an operator with the support role answers it in the console, and the member sees the reply
 * arrive on the open ticket.
 */

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function shootBoth(page: Page, name: string): Promise<void> {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${artifacts}support-${name}-laptop.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}support-${name}-phone.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('a visitor sends a contact request from /contact, solving the captcha', async ({ page, request }) => {
  const captchaReply = page.waitForResponse((r) => r.url().endsWith('/v1/captcha') && r.ok());
  await page.goto('/contact');
  const { captcha_id } = (await (await captchaReply).json()) as { captcha_id: string };
  const form = page.getByTestId('contact-form');
  await expect(page.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeVisible();

  // Sent empty: each field says what is missing, in spec §5's words.
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Name is invalid, 4-20 symbols')).toBeVisible();
  await expect(form.getByText('Email address is invalid')).toBeVisible();
  await expect(form.getByText('Please click on the validation area')).toBeVisible();

  const email = `visitor${Date.now().toString(36)}@example.com`;
  await form.getByLabel('Your name').fill('Li Wei');
  await form.getByLabel('Your e-mail').fill(email);
  await form.getByLabel('Message').fill('How do I change the e-mail address of my account?');
  await form.getByLabel('Characters in the image').fill(await captchaAnswer(request, captcha_id));
  await shootBoth(page, 'contact-form');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-sent')).toContainText(`We will answer by e-mail to ${email}`);
  await shootBoth(page, 'contact-sent');
});

test('a member opens a request, support answers it in the console, the member sees the reply live', async ({
  page,
  browser,
  request,
}) => {
  // The support operator: an admin gives a member the support role; they turn on two-factor sign-in.
  const admin = await registerVerified(request, 'support-desk@e2e.yuanfen.test', 'desk');
  const agent = await registerMember(request, 'agent');
  await enableTwoFactorByApi(request, admin.token);
  const granted = await request.put(`/v1/admin/users/${agent.id}`, {
    headers: bearer(admin.token),
    data: { roles: ['support'], reason: 'Support desk' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  const { recoveryCodes } = await enableTwoFactorByApi(request, agent.token);

  const member = await createMember(request, 'asks');
  await signInThroughForm(page, member);
  await page.goto('/me');
  await page.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByText('You have not sent any request yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New request' }).click();
  await page.getByLabel('Topic').selectOption({ label: 'Payments and gold' });
  await page.getByLabel('How can we help?').fill('My gold did not arrive after paying.');
  await shootBoth(page, 'new-request');
  await page.getByRole('button', { name: 'Send request' }).click();
  const ticket = page.getByTestId('support-ticket');
  await expect(ticket.getByTestId('support-status')).toHaveText('Waiting for our answer');
  await expect(ticket.getByTestId('support-entry')).toHaveCount(1);
  const ticketUrl = page.url();
  const id = Number(ticketUrl.split('/').pop());

  // The operator, in a browser of their own.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const console = await desk.newPage();
  await signInWithOtp(console, agent, recoveryCodes[0]!);
  await console.goto('/admin');
  await console.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Support' }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Support requests' })).toBeVisible();
  await console.getByTestId(`admin-support-${id}`).click();
  await expect(console.getByTestId('admin-support-ticket')).toContainText('My gold did not arrive after paying.');
  await console.getByLabel('Reply', { exact: true }).fill('The payment is pending; the gold arrives within 3 days.');
  await shootBoth(console, 'console-ticket');
  await console.getByRole('button', { name: 'Send reply' }).click();
  await expect(console.getByText('Reply sent')).toBeVisible();
  await expect(console.getByTestId('admin-support-state')).toContainText('Answered');

  // The member's open ticket shows the reply without a reload; the bell tells too.
  await expect(ticket.getByText('The payment is pending; the gold arrives within 3 days.')).toBeVisible();
  await expect(ticket.getByTestId('support-status')).toHaveText('Answered');
  await shootBoth(page, 'ticket-answered');

  // Closing it in the console; the member's follow-up reopens it.
  await console.getByRole('button', { name: 'Close request' }).click();
  await expect(console.getByText('Request closed')).toBeVisible();
  await expect(ticket.getByTestId('support-status')).toHaveText('Closed');
  await page.getByLabel('Your reply').fill('Thank you, it arrived.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(ticket.getByTestId('support-status')).toHaveText('Waiting for our answer');
  await desk.close();
});

test('a member reports a post from the news feed and it leaves their feed at once', async ({ page, request }) => {
  // The author, of the gender the reader seeks, posts through the API.
  const author = newMember('poster');
  const registered = await request.post('/v1/register', {
    data: {
      email: author.email,
      name: author.name,
      password: author.password,
      gender: 0,
      language: 'en',
      birthday: '1990-01-01',
      terms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const { token } = (await registered.json()) as { token: string };
  const posted = await request.post('/v1/feeds', { headers: bearer(token), data: { content: 'Cheap pills here' } });
  expect(posted.status(), await posted.text()).toBe(200);
  const { id } = (await posted.json()) as { id: number };

  const reader = await createMember(request, 'reader');
  await signInThroughForm(page, reader);
  const post = page.getByTestId(`feed-item-${id}`);
  await expect(post).toBeVisible();
  await post.getByTestId('feed-menu').click();
  await post.getByTestId('feed-report').click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByLabel('What happened?').fill('Spam');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(post).toHaveCount(0);
  // The server leaves it out of the reader's feed from now on.
  const feed = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/feeds' && r.ok());
  await page.reload();
  const { data } = (await (await feed).json()) as { data: { id: number }[] };
  expect(data.map((p) => p.id)).not.toContain(id);
  await expect(page.getByTestId(`feed-item-${id}`)).toHaveCount(0);
});
