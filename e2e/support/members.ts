import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { homeUrl } from './screens';

/** A member of the journeys: what a person types to sign up and sign in. */
export interface Member {
  name: string;
  email: string;
  password: string;
}

/** A fresh member identity: a 4-20 character username (letters first, never all digits) and its e-mail. */
export function newMember(prefix = 'e2e'): Member {
  const tag = `${Date.now().toString(36).slice(-5)}${randomBytes(3).toString('hex')}`;
  const name = `${prefix}${tag}`.slice(0, 20);
  return { name, email: `${name.toLowerCase()}@example.com`, password: `Pw-${randomBytes(4).toString('hex')}` };
}

/** Set-up only: registers a member through the API (the sign-up journey itself uses the form). */
export async function createMember(
  request: APIRequestContext,
  prefix?: string,
  gender: 0 | 1 = 1,
  language = 'en',
): Promise<Member & { id: number }> {
  const member = newMember(prefix);
  const response = await request.post('/v1/register', {
    data: {
      email: member.email,
      name: member.name,
      password: member.password,
      gender,
      language,
      birthday: '1990-01-01',
      terms: true,
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const { me } = (await response.json()) as { me: { id: number } };
  return { ...member, id: me.id };
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  created_at: string;
}

/** The newest mail with a code sent to `address`, read from the test server's outbox (newest first). */
export async function latestCode(request: APIRequestContext, address: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get('/v1/debug/outbox', { params: { to: address } });
        if (!response.ok()) return null;
        const { data } = (await response.json()) as { data: OutboxMail[] };
        code = data.find((mail) => mail.code)?.code ?? null;
        return code;
      },
      { message: `a code mailed to ${address}`, timeout: 10_000 },
    )
    .toMatch(/^\d+$/);
  return code!;
}

/** Signs in through the log-in form of the landing page and waits for the news feed. */
export async function signInThroughForm(page: Page, member: Member): Promise<void> {
  await page.goto('/?type=login');
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Email, phone or username').fill(member.name);
  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(homeUrl);
}

/** The answer of a captcha the page was shown, from the server's development-only debug route. */
export async function captchaAnswer(request: APIRequestContext, captchaId: string): Promise<string> {
  const response = await request.get(`/v1/debug/captcha/${captchaId}`);
  expect(response.ok(), 'the debug captcha route answers outside production').toBeTruthy();
  return ((await response.json()) as { answer: string }).answer;
}
