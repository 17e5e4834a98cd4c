import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { text } from '../support/locales';
import { newMember } from '../support/members';
import { bearer } from '../support/operators';
import { laptop, phone } from '../support/screens';

/**
 * Issue 21: a visitor signs up with their date of birth (under 18 refused on the field), goes through the
 * onboarding (photo skipped, purpose, languages, whom they seek) and says hi to the member the last step
 * suggests — a native speaker of what they learn — so the first conversation is a few clicks away.
 */

/** YYYY-MM-DD of today moved back by whole years (UTC). */
const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

/** A German woman who learns English and seeks men: the complementary partner of an English learner of German. */
async function germanPartner(request: APIRequestContext) {
  const partner = newMember('partner');
  const registered = await request.post('/v1/register', {
    data: {
      email: partner.email,
      name: partner.name,
      password: partner.password,
      gender: 0,
      birthday: '1994-04-04',
      terms: true,
      language: 'de',
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { token, me } = (await registered.json()) as { token: string; me: { id: number } };
  const updated = await request.put('/v1/user', {
    headers: bearer(token),
    data: {
      interest: 1,
      languages: [
        { code: 'de', level: 'native' },
        { code: 'en', level: 'learning' },
      ],
    },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return { ...partner, id: me.id };
}

async function signUp(page: Page, lang: string, member: ReturnType<typeof newMember>) {
  const a = (key: string) => text(lang, 'auth', key);
  await page.goto(`/?type=register&lang=${lang}`);
  const form = page.getByRole('tabpanel');
  await form.getByLabel(a('register.email')).fill(member.email);
  await form.getByLabel(a('register.name')).fill(member.name);
  await form.getByLabel(a('register.password')).fill(member.password);
  await form.getByRole('radio', { name: text(lang, 'common', 'gender.male') }).check();
  // The fine print's terms and policy are links to their pages.
  const linkText = (tag: string) => new RegExp(`<${tag}>(.*?)</${tag}>`).exec(a('register.accept'))![1]!;
  await expect(form.getByRole('link', { name: linkText('terms') })).toHaveAttribute('href', '/terms');
  await expect(form.getByRole('link', { name: linkText('policy') })).toHaveAttribute('href', '/policy');
  await form.getByRole('checkbox').check();

  // Seventeen today: refused on the birthday field, in the interface language, before anything is sent.
  const birthday = form.getByLabel(a('register.birthday'));
  await birthday.fill(yearsAgo(17));
  await form.getByRole('button', { name: a('register.submit') }).click();
  await expect(form.getByText(text(lang, 'errors', 'validation.underage'))).toBeVisible();
  await expect(page).toHaveURL(/type=register/);

  // Eighteen today: welcome.
  await birthday.fill(yearsAgo(18));
  await form.getByRole('button', { name: a('register.submit') }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

for (const [lang, screen, label] of [
  ['en', phone, '390'],
  ['de', laptop, '1366'],
  ['de', phone, '390'],
  ['en', laptop, '1366'],
] as const) {
  test(`sign-up with a birthday → onboarding → a first message (${lang}, ${label} px)`, async ({
    browser,
    request,
  }) => {
    const partner = await germanPartner(request);
    const context = await browser.newContext({ ...screen, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    const p = (key: string) => text(lang, 'profile', key);
    const member = newMember('newbie');
    await signUp(page, lang, member);

    const onboarding = page.getByTestId('onboarding');
    const step = (n: number) => p('onboarding.stepOf').replace('{{n}}', String(n)).replace('{{total}}', '5');
    await expect(onboarding.getByTestId('onboarding-progress')).toHaveText(step(1));
    await expect(onboarding.getByRole('heading', { name: p('onboarding.photo.title') })).toBeVisible();
    await page.screenshot({ path: `test-results/onboarding-${lang}-${label}-photo.png`, fullPage: true });
    await onboarding.getByRole('button', { name: p('onboarding.skip') }).click();

    await expect(onboarding.getByRole('heading', { name: p('onboarding.purpose.title') })).toBeVisible();
    await onboarding.getByRole('checkbox', { name: p('purpose.801') }).check();
    await onboarding.getByRole('button', { name: p('onboarding.continue') }).click();

    await expect(onboarding.getByRole('heading', { name: p('onboarding.languages.title') })).toBeVisible();
    await expect(onboarding.getByTestId('onboarding-progress')).toHaveText(step(3));
    await onboarding.getByTestId('languages-add-code').selectOption('en');
    await onboarding.getByTestId('languages-add-level').selectOption('native');
    await onboarding.getByTestId('languages-add').click();
    await onboarding.getByTestId('languages-add-code').selectOption('de');
    await onboarding.getByTestId('languages-add-level').selectOption('learning');
    await onboarding.getByTestId('languages-add').click();
    await page.screenshot({ path: `test-results/onboarding-${lang}-${label}-languages.png`, fullPage: true });
    await onboarding.getByRole('button', { name: p('onboarding.continue') }).click();

    await expect(onboarding.getByRole('heading', { name: p('onboarding.seeking.title') })).toBeVisible();
    await onboarding.getByRole('radio', { name: p('interest.women') }).check();
    await onboarding.getByRole('button', { name: p('onboarding.continue') }).click();

    // The last step suggests the complementary learner; "Say hi" opens the conversation.
    await expect(onboarding.getByRole('heading', { name: p('onboarding.hello.title') })).toBeVisible();
    const suggested = onboarding.getByTestId('onboarding-partners').getByRole('listitem').filter({
      hasText: partner.name,
    });
    await expect(suggested).toBeVisible();
    await page.screenshot({ path: `test-results/onboarding-${lang}-${label}-hello.png`, fullPage: true });
    await suggested.getByTestId('onboarding-say-hi').click();
    const chat = screen === laptop ? page.getByTestId('chat-window') : page;
    if (screen !== laptop) {
      await expect(page).toHaveURL(new RegExp(`/chat/${partner.id}$`));
      // An English member meets a German one: the chat page explains translation once.
      if (lang === 'en') {
        const tip = page.getByRole('dialog', { name: text(lang, 'translation', 'tip.title') });
        await tip.getByRole('button', { name: text(lang, 'translation', 'tip.ok') }).click();
      }
    }
    await chat.getByTestId('chat-input').fill('Hallo! Ich lerne Deutsch.');
    await chat.getByTestId('chat-send').click();
    await expect(chat.locator('[data-testid=message][data-side=mine]')).toContainText('Hallo! Ich lerne Deutsch.');

    // Only the photo is left: the progress card says so on /me.
    await page.goto('/me');
    await expect(page.getByTestId('onboarding-card')).toContainText(
      p('onboarding.card.title').replace('{{done}}', '4').replace('{{total}}', '5'),
    );
    await context.close();
  });
}
