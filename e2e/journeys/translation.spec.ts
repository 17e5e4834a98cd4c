import { expect, test, type Browser, type Page } from '@playwright/test';
import { rechargeFiftyThroughSandbox } from '../support/gold';
import { text } from '../support/locales';
import { createMember, signInThroughForm, type Member } from '../support/members';
import { laptop, phone } from '../support/screens';

/**
 * Cross-language conversation, the reason Yuanfen exists. The server's engine is a local LibreTranslate
 * fake (e2e/support/translation-phrases.json holds what it answers for these sentences).
 */

const GERMAN = 'Hallo Keiko! Wie war dein Wochenende in Kyoto?';
const GERMAN_IN_JAPANESE = 'こんにちは、ケイコさん！京都での週末はどうでしたか？';
const JAPANESE = 'とても楽しかったです！お寺をたくさん見ました。';
const JAPANESE_IN_GERMAN = 'Es war wunderschön! Ich habe viele Tempel gesehen.';

/** A member in a browser of their own, signed in, with the interface in `language`. */
async function openAs(browser: Browser, member: Member, language: string, screen = laptop): Promise<Page> {
  const context = await browser.newContext({ ...screen, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, member);
  await page.goto(`/home?lang=${language}`);
  return page;
}

/** The first time two languages meet, the translation tip explains what happens; it comes once. */
async function dismissTip(page: Page, language: string) {
  const tip = page.getByTestId('translation-tip');
  await expect(tip).toBeVisible();
  await tip.getByRole('button', { name: text(language, 'translation', 'tip.ok') }).click();
  await expect(tip).toHaveCount(0);
}

const lastTheirs = (page: Page) => page.locator('[data-testid=message][data-side=theirs]').last();

test('a German and a Japanese member chat, each reading the other in their own language, live', async ({
  browser,
  request,
}) => {
  const hans = await createMember(request, 'hans', 1, 'de');
  const keiko = await createMember(request, 'keiko', 0, 'ja');
  const h = await openAs(browser, hans, 'de');
  const k = await openAs(browser, keiko, 'ja', phone);

  await h.goto(`/chat/${keiko.id}?lang=de`);
  await dismissTip(h, 'de');
  await expect(h.getByTestId('translation-mode')).toHaveAttribute('data-mode', 'machine');
  await h.getByTestId('chat-input').fill(GERMAN);
  await h.getByTestId('chat-send').click();
  await expect(h.locator('[data-testid=message][data-side=mine]')).toContainText(GERMAN);

  // Keiko opens the chat on her phone: the message reads in Japanese, with where it came from.
  await k.goto(`/chat/${hans.id}?lang=ja`);
  await dismissTip(k, 'ja');
  const received = lastTheirs(k);
  await expect(received.getByTestId('translated')).toHaveAttribute('data-status', 'done');
  await expect(received).toContainText(GERMAN_IN_JAPANESE);
  await expect(received.getByTestId('translated-from')).toContainText('LibreTranslate');
  await k.screenshot({ path: 'artifacts/translation-chat-ja-390.png', fullPage: false });
  // "Show original" shows what Hans wrote, and back.
  await received.getByTestId('toggle-original').click();
  await expect(received).toContainText(GERMAN);
  await expect(received).not.toContainText(GERMAN_IN_JAPANESE);
  await received.getByTestId('toggle-original').click();
  await expect(received).toContainText(GERMAN_IN_JAPANESE);

  // Keiko answers in Japanese; Hans, on the open chat, reads it in German as it arrives.
  await k.getByTestId('chat-input').fill(JAPANESE);
  await k.getByTestId('chat-input').press('Enter');
  const answer = lastTheirs(h);
  await expect(answer).toContainText(JAPANESE_IN_GERMAN);
  await expect(answer.getByTestId('translated')).toHaveAttribute('data-showing', 'translation');
  await answer.getByTestId('toggle-original').click();
  await expect(answer).toContainText(JAPANESE);
  await h.screenshot({ path: 'artifacts/translation-chat-de-1366.png', fullPage: false });

  // Hans checks his next message before it leaves: Japanese, and translated back into German to compare.
  await h.getByTestId('translation-mode').click();
  await h.getByTestId('thread-send').check();
  await h.keyboard.press('Escape');
  await h.getByTestId('chat-input').fill('Das klingt wunderbar, ich möchte Kyoto auch einmal besuchen.');
  await h.getByTestId('chat-send').click();
  const preview = h.getByTestId('outgoing-preview');
  await expect(preview.getByTestId('preview-translation')).toHaveValue(
    '素敵ですね、私もいつか京都を訪れてみたいです。',
  );
  await expect(preview.getByTestId('preview-back')).toContainText(
    'Wie schön, ich möchte Kyoto auch irgendwann einmal besuchen.',
  );
  await h.screenshot({ path: 'artifacts/translation-preview-de-1366.png', fullPage: false });
  // He adjusts the Japanese himself and sends both.
  await preview.getByTestId('preview-translation').fill('素敵ですね！私もいつか京都に行ってみたいです。');
  await preview.getByTestId('preview-send-both').click();
  await expect(preview).toHaveCount(0);
  const mine = h.locator('[data-testid=message][data-side=mine]').last();
  await expect(mine.getByTestId('translated-theirs')).toContainText('素敵ですね！私もいつか京都に行ってみたいです。');

  // Keiko receives his own words in Japanese at once, marked as the sender's translation.
  const edited = lastTheirs(k);
  await expect(edited).toContainText('素敵ですね！私もいつか京都に行ってみたいです。');
  await expect(edited.getByTestId('translated-from')).toContainText(text('ja', 'translation', 'engine.sender'));

  await h.context().close();
  await k.context().close();
});

test('a post in Italian reads in French on the news feed, with the original a tap away', async ({
  browser,
  request,
}) => {
  const giulia = await createMember(request, 'giulia', 0, 'it');
  const pierre = await createMember(request, 'pierre', 1, 'fr');
  const g = await openAs(browser, giulia, 'it');
  await g.getByTestId('feed-input').fill('Domenica al mare con gli amici, che meraviglia di giornata!');
  await g.getByTestId('feed-post').click();
  await expect(g.getByTestId('feed-content').first()).toContainText('Domenica al mare');

  const p = await openAs(browser, pierre, 'fr');
  const post = p.locator('article', { hasText: giulia.name }).first();
  await expect(post.getByTestId('translated')).toHaveAttribute('data-status', 'done');
  await expect(post).toContainText('Dimanche à la mer avec des amis, quelle merveilleuse journée !');
  await expect(post.getByTestId('translated-from')).toContainText('LibreTranslate');
  await post.getByTestId('toggle-original').click();
  await expect(post).toContainText('Domenica al mare con gli amici, che meraviglia di giornata!');
  await p.screenshot({ path: 'artifacts/translation-feed-fr-1366.png', fullPage: false });

  await g.context().close();
  await p.context().close();
});

test('a member asks a human translator; a translator in another browser answers and it arrives live', async ({
  browser,
  request,
}) => {
  const hans = await createMember(request, 'hansi', 1, 'de');
  const keiko = await createMember(request, 'keiko', 0, 'ja');
  const yuki = await createMember(request, 'yuki', 0, 'ja');

  const h = await openAs(browser, hans, 'de');
  await h.goto(`/chat/${keiko.id}?lang=de`);
  await dismissTip(h, 'de');
  await h.getByTestId('chat-input').fill('Ich freue mich schon auf deine Fotos aus Kyoto!');
  await h.getByTestId('chat-send').click();
  await expect(h.locator('[data-testid=message][data-side=mine]')).toHaveCount(1);

  // Yuki translates German into Japanese (the development route stands in for an operator's grant).
  const y = await openAs(browser, yuki, 'ja');
  const granted = await y.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('yuanfen') ?? '{}') as { state?: { token?: string } };
    const response = await fetch('/v1/debug/translator', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.state?.token}` },
      body: JSON.stringify({ pairs: ['de-ja'] }),
    });
    return response.status;
  });
  expect(granted).toBe(200);
  await y.goto('/translator?lang=ja');
  await expect(y.getByTestId('translator-queue')).toBeVisible();

  // Keiko recharges, then asks for a person's translation of Hans's message.
  const k = await openAs(browser, keiko, 'en');
  await rechargeFiftyThroughSandbox(k);
  await k.goto(`/chat/${hans.id}?lang=ja`);
  await dismissTip(k, 'ja');
  const message = lastTheirs(k);
  await message.getByTestId('ask-translator').click();
  const dialog = k.getByTestId('ask-dialog');
  await expect(dialog.getByTestId('ask-price')).toContainText('5');
  await dialog.getByTestId('ask-confirm').click();
  await expect(dialog.getByTestId('ask-dialog-status')).toHaveAttribute('data-status', 'open');
  await k.keyboard.press('Escape');
  await expect(message.getByTestId('ask-status')).toHaveAttribute('data-status', 'open');

  // The request appears in Yuki's queue without a reload; she takes it and answers.
  const task = y.getByTestId('translation-task').first();
  await expect(task).toContainText('Ich freue mich schon auf deine Fotos aus Kyoto!');
  await task.getByTestId('task-claim').click();
  await expect(message.getByTestId('ask-status')).toHaveAttribute('data-status', 'claimed');
  await task.getByTestId('task-answer').fill('京都の写真、楽しみにしていますね！');
  await task.getByTestId('task-send').click();
  await expect(task).toHaveAttribute('data-status', 'done');

  // Keiko's message now reads in the translator's words, live.
  await expect(message).toContainText('京都の写真、楽しみにしていますね！');
  await expect(message.getByTestId('translated-from')).toContainText(text('ja', 'translation', 'engine.human'));
  await k.screenshot({ path: 'artifacts/translation-human-ja-1366.png', fullPage: false });

  // A translation she finds wrong can be reported to the moderators.
  await message.getByTestId('report-translation').click();
  await k.getByTestId('report-content').fill('翻訳が原文と違うと思います');
  await k.getByTestId('report-send').click();
  await expect(k.getByRole('status', { name: text('ja', 'common', 'toast.region') })).toContainText(
    text('ja', 'report', 'sent'),
  );

  await h.context().close();
  await y.context().close();
  await k.context().close();
});
