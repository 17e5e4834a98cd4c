import { expect, test, type Page } from '@playwright/test';
import { captchaAnswer, latestCode, newMember } from '../../support/members';
import { text } from '../../support/locales';
import { homeUrl, phone } from '../../support/screens';

const zh = (file: string, key: string) => text('zh', file, key);

/** Every host other than this server that the page asks for anything (scripts, fonts, images, calls). */
function watchExternalHosts(page: Page, own: string): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.host !== own) hosts.add(url.host);
  });
  return hosts;
}

test.describe('the China edition (EDITION=cn)', () => {
  test.use(phone);

  test('a visitor signs up by phone with an SMS code, all in Chinese, and sees the ICP number', async ({
    page,
    request,
    baseURL,
  }) => {
    const hosts = watchExternalHosts(page, new URL(baseURL!).host);
    const member = newMember('cnp');
    const digits = `139${String(Date.now()).slice(-8)}`;

    const captchaReply = page.waitForResponse((r) => r.url().endsWith('/v1/captcha') && r.ok());
    await page.goto('/?type=register');
    // Chinese without asking: the edition's default, whatever the browser's language.
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    const form = page.getByRole('tabpanel');
    await expect(form.getByRole('heading', { name: zh('auth', 'register.title') })).toBeVisible();
    await expect(page.getByRole('link', { name: '京ICP备12345678号-1' })).toHaveAttribute(
      'href',
      'https://beian.miit.gov.cn/',
    );

    // The segmented control's radio, chosen from the keyboard (the sticky header covers it once scrolled to).
    await form.getByRole('radio', { name: zh('auth', 'register.byPhone') }).focus();
    await page.keyboard.press('Space');
    await form.getByLabel(zh('auth', 'register.phone')).fill(`+86 ${digits}`);
    const { captcha_id } = (await (await captchaReply).json()) as { captcha_id: string };
    await form.getByLabel(zh('auth', 'register.captcha')).fill(await captchaAnswer(request, captcha_id));
    await form.getByRole('button', { name: zh('auth', 'register.sendCode') }).click();
    await expect(form.getByText(zh('auth', 'register.codeSent'))).toBeVisible();

    // The development server keeps texts in its outbox (no SMS provider is configured here).
    const code = await latestCode(request, `86${digits}`);
    await form.getByLabel(zh('auth', 'register.name')).fill(member.name);
    await form.getByLabel(zh('auth', 'register.password')).fill(member.password);
    await form.getByRole('radio', { name: zh('common', 'gender.female') }).check();
    await form.getByLabel(zh('auth', 'register.birthday')).fill('1994-05-20');
    await form.getByRole('checkbox', { name: /使用条款/ }).check();
    // A mistyped code is refused on its field, in Chinese (the server's own words are English).
    const wrong = String(((Number(code) - 100000 + 1) % 900000) + 100000);
    await form.getByLabel(zh('auth', 'register.code'), { exact: true }).fill(wrong);
    await form.getByRole('button', { name: zh('auth', 'register.submit') }).click();
    await expect(form.getByText(zh('errors', 'code.400003'))).toBeVisible();
    await expect(form.getByText('Code is wrong or expired')).toHaveCount(0);
    await form.getByLabel(zh('auth', 'register.code'), { exact: true }).fill(code);
    await form.getByRole('button', { name: zh('auth', 'register.submit') }).click();

    // The onboarding comes first (issue 21); the news feed is one step away.
    await expect(page).toHaveURL(/\/welcome$/);
    await page.goto('/home');
    await expect(page).toHaveURL(homeUrl);
    await expect(page.getByRole('heading', { level: 1, name: zh('nav', 'title.home') })).toBeVisible();
    const me = await page.evaluate(async () => {
      const { state } = JSON.parse(localStorage.getItem('yuanfen') ?? '{}') as { state?: { token?: string } };
      const res = await fetch('/v1/me', { headers: { Authorization: `Bearer ${state?.token ?? ''}` } });
      return (await res.json()) as { language: string; phone_verified: number; email: string | null };
    });
    expect(me).toMatchObject({ language: 'zh', phone_verified: 1, email: null });

    // Around the main screens: nothing is fetched from another host (fonts, CDNs, analytics).
    for (const path of ['/home', '/recommend', '/chats', '/me', '/mall', '/bill', '/user/online', '/about', '/faq']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect([...hosts]).toEqual([]);
  });

  test('a member who signed up by phone signs in with an SMS code, without a password', async ({ page, request }) => {
    // Set-up: a member signed up by phone and its code, through the API (the sign-up journey is above).
    const member = newMember('cns');
    const digits = `137${String(Date.now()).slice(-8)}`;
    expect((await request.post('/v1/verify', { data: { phone: `+86${digits}`, purpose: 'register' } })).ok()).toBe(
      true,
    );
    const signUpCode = await latestCode(request, `86${digits}`);
    const signedUp = await request.post('/v1/register', {
      data: {
        phone: `+86${digits}`,
        code: signUpCode,
        name: member.name,
        password: member.password,
        gender: 1,
        birthday: '1990-01-01',
        terms: true,
      },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);

    await page.goto('/?type=login');
    const form = page.getByRole('tabpanel');
    await expect(form.getByRole('heading', { name: zh('auth', 'login.title') })).toBeVisible();
    // The password form first; the SMS code is the other way in.
    await expect(form.getByLabel(zh('auth', 'login.password'), { exact: true })).toBeVisible();
    const captchaReply = page.waitForResponse((r) => r.url().endsWith('/v1/captcha') && r.ok());
    await form.getByRole('radio', { name: zh('auth', 'login.bySms') }).focus();
    await page.keyboard.press('Space');
    await expect(form.getByLabel(zh('auth', 'login.password'), { exact: true })).toHaveCount(0);
    await expect(form.getByText(zh('auth', 'login.smsHint'))).toBeVisible();

    // Sending without a phone says what is missing, before anything is sent.
    await form.getByRole('button', { name: zh('auth', 'register.sendCode') }).click();
    await expect(form.getByText(text('zh', 'errors', 'validation.emailOrPhoneRequired'))).toBeVisible();

    await form.getByLabel(zh('auth', 'register.phone')).fill(`+86 ${digits}`);
    const { captcha_id } = (await (await captchaReply).json()) as { captcha_id: string };
    await form.getByLabel(zh('auth', 'register.captcha')).fill(await captchaAnswer(request, captcha_id));
    await form.getByRole('button', { name: zh('auth', 'register.sendCode') }).click();
    await expect(form.getByText(zh('auth', 'register.codeSent'))).toBeVisible();
    // The newest text to the phone is the sign-in code (the sign-up code came before it).
    let code = signUpCode;
    await expect.poll(async () => (code = await latestCode(request, `86${digits}`))).not.toBe(signUpCode);
    await page.screenshot({ path: test.info().outputPath('cn-sms-login-390.png'), fullPage: true });

    // A wrong code is refused on its field, and nobody is signed in.
    const wrong = String(((Number(code) - 100000 + 1) % 900000) + 100000);
    await form.getByLabel(zh('auth', 'register.code'), { exact: true }).fill(wrong);
    await form.getByRole('button', { name: zh('auth', 'login.submit'), exact: true }).click();
    await expect(form.getByText(text('zh', 'errors', 'code.400003'))).toBeVisible();
    await expect(page).not.toHaveURL(homeUrl);

    await form.getByLabel(zh('auth', 'register.code'), { exact: true }).fill(code);
    await form.getByRole('button', { name: zh('auth', 'login.submit'), exact: true }).click();
    await expect(page).toHaveURL(homeUrl);
    const me = await page.evaluate(async () => {
      const { state } = JSON.parse(localStorage.getItem('yuanfen') ?? '{}') as { state?: { token?: string } };
      const res = await fetch('/v1/me', { headers: { Authorization: `Bearer ${state?.token ?? ''}` } });
      return (await res.json()) as { name: string; phone: string };
    });
    expect(me).toMatchObject({ name: member.name, phone: `86${digits}` });
  });
});
