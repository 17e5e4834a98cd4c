import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { latestCode, newMember, type Member } from './members';

/** The account ADMIN_EMAILS lists in playwright.config.ts: it holds the admin role once its e-mail is verified. */
export const ADMIN_EMAIL = 'ops-admin@example.com';

export interface Session {
  token: string;
  id: number;
}

/** The current TOTP code of a base32 secret (SHA-1, 6 digits, 30 s), with the server's own library. */
export const totp = (secret: string): string => generateSync({ secret });

/** Registers a member whose e-mail is verified by the code the server mails (ADMIN_EMAILS asks for that). */
export async function registerVerified(
  request: APIRequestContext,
  email: string,
  prefix = 'ops',
): Promise<Member & Session> {
  const member = { ...newMember(prefix), email };
  const sent = await request.post('/v1/verify', { data: { email, purpose: 'register' } });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const code = await latestCode(request, email);
  const response = await request.post('/v1/register', {
    data: {
      email,
      code,
      name: member.name,
      password: member.password,
      gender: 1,
      language: 'en',
      birthday: '1990-01-01',
      terms: true,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const { token, me } = (await response.json()) as { token: string; me: { id: number } };
  return { ...member, token, id: me.id };
}

/** A member registered through the API, with their session (to post or report as them). */
export async function registerMember(request: APIRequestContext, prefix: string): Promise<Member & Session> {
  const member = newMember(prefix);
  const response = await request.post('/v1/register', {
    data: {
      email: member.email,
      name: member.name,
      password: member.password,
      gender: 1,
      language: 'en',
      birthday: '1990-01-01',
      terms: true,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const { token, me } = (await response.json()) as { token: string; me: { id: number } };
  return { ...member, token, id: me.id };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Set-up only: turns on two-factor sign-in through the API (the admin journey does it on screen). */
export async function enableTwoFactorByApi(
  request: APIRequestContext,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await request.post('/v1/admin/2fa/setup', { headers: bearer(token), data: {} });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await request.post('/v1/admin/2fa/enable', { headers: bearer(token), data: { code: totp(secret) } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const { recovery_codes } = (await enabled.json()) as { recovery_codes: string[] };
  return { secret, recoveryCodes: recovery_codes };
}

/** A session of an operator whose two-factor sign-in is on, by a recovery code (TOTP codes are single-use). */
export async function operatorToken(request: APIRequestContext, member: Member, otp: string): Promise<string> {
  const response = await request.post('/v1/authenticate', {
    data: { identity: member.name, password: member.password, otp },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Signs in through the landing page's form, answering the two-factor question with `otp` (after a wrong one). */
export async function signInWithOtp(
  page: Page,
  member: Member,
  otp: string,
  options: { wrongFirst?: boolean } = {},
): Promise<void> {
  await page.goto('/?type=login');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email, phone or username').fill(member.name);
  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  const code = form.getByLabel('Two-factor code');
  await expect(code).toBeVisible();
  await expect(code).toBeFocused();
  if (options.wrongFirst) {
    await code.fill('000000');
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(form.getByText('That code is wrong, expired or already used.')).toBeVisible();
  }
  await code.fill(otp);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/home/);
}
