import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, signInThroughForm, type Member } from '../support/members';
import { laptop, phone } from '../support/screens';

/** A member in a browser of their own (a laptop or a phone), signed in through the form. */
async function openAs(browser: Browser, member: Member, screen: typeof laptop | typeof phone): Promise<Page> {
  const context = await browser.newContext({ ...screen, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, member);
  return page;
}

test('a mutual like tells both; typing and "Seen" show live, and stop once switched off', async ({
  browser,
  request,
}) => {
  // Two browsers and a settings round trip: longer than one page's journey.
  test.setTimeout(240_000);
  const anna = await createMember(request, 'anna');
  const ben = await createMember(request, 'ben');
  const a = await openAs(browser, anna, laptop);
  const b = await openAs(browser, ben, phone);
  // What Ben's client sends on its realtime channel: with typing switched off it must send no signal.
  const benFrames: string[] = [];
  b.on('websocket', (socket) => socket.on('framesent', (frame) => benFrames.push(String(frame.payload))));

  // Anna likes Ben; Ben likes her back: both see the match, not only Ben.
  await a.goto(`/profile/${ben.id}`);
  await a.getByTestId('profile-like').click();
  await expect(a.getByTestId('profile-like')).toHaveAttribute('data-liked', 'true');
  await b.goto(`/profile/${anna.id}`);
  await b.getByTestId('profile-like').click();
  const benMatch = b.getByTestId('match-dialog');
  const annaMatch = a.getByTestId('match-dialog');
  await expect(benMatch).toContainText(`You and ${anna.name} like each other`);
  await expect(annaMatch).toContainText(`You and ${ben.name} like each other`);
  await a.screenshot({ path: test.info().outputPath('match-1366.png') });
  await b.screenshot({ path: test.info().outputPath('match-390.png') });

  // Anna says hi from the dialog: on a laptop the chat docks as a window. Ben leaves it for later.
  await a.getByTestId('match-say-hi').click();
  await expect(annaMatch).toHaveCount(0);
  const window = a.getByTestId('chat-window');
  await expect(window).toHaveAttribute('data-user-id', String(ben.id));
  await b.getByRole('button', { name: 'Later' }).click();
  await expect(benMatch).toHaveCount(0);
  await window.getByTestId('chat-input').fill('Hi Ben, we matched!');
  await window.getByTestId('chat-send').click();
  const mine = window.locator('[data-testid=message][data-side=mine]');
  await expect(mine).toContainText('Hi Ben, we matched!');
  await expect(window.getByTestId('message-seen')).toHaveCount(0);

  // Ben opens the chat: Anna sees "Seen" under her message. Ben types: Anna sees it.
  await b.goto(`/chat/${anna.id}`);
  await expect(b.locator('[data-testid=message][data-side=theirs]')).toContainText('Hi Ben, we matched!');
  await expect(window.getByTestId('message-seen')).toHaveText('Seen');
  await b.getByTestId('chat-input').fill('Hi Anna');
  await expect(window.getByTestId('chat-typing')).toHaveText(`${ben.name} is typing…`);
  await a.screenshot({ path: test.info().outputPath('typing-seen-1366.png') });
  await b.getByTestId('chat-input').press('Enter');
  await expect(window.locator('[data-testid=message][data-side=theirs]')).toContainText('Hi Anna');
  await expect(window.getByTestId('chat-typing')).toHaveCount(0);

  // Ben switches both off in his privacy settings.
  await b.goto('/setting/privacy');
  await b.getByTestId('privacy-typing-indicator').click();
  await b.getByTestId('privacy-read-receipts').click();
  // The save is done once the server took both switches (the button is busy only for that instant).
  const saved = b.waitForResponse((r) => r.url().endsWith('/v1/user') && r.request().method() === 'PUT');
  await b.getByTestId('settings-save').click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ typing_indicator: false, read_receipts: false });
  await b.screenshot({ path: test.info().outputPath('privacy-390.png') });

  // Anna writes again and Ben reads it: no "Seen" for this one; typing to Anna sends nothing.
  await window.getByTestId('chat-input').fill('How is your day?');
  await window.getByTestId('chat-send').click();
  await b.goto(`/chat/${anna.id}`);
  await expect(b.locator('[data-testid=message][data-side=theirs]').last()).toContainText('How is your day?');
  const framesBefore = benFrames.length;
  await b.getByTestId('chat-input').fill('Great, thanks');
  await b.getByTestId('chat-input').press('Enter');
  await expect(window.locator('[data-testid=message][data-side=theirs]').last()).toContainText('Great, thanks');
  expect(benFrames.slice(framesBefore).filter((f) => f.includes('"typing"'))).toEqual([]);
  await expect(window.getByTestId('chat-typing')).toHaveCount(0);
  // After a reload Anna's view comes from the server: with Ben's receipts off, nothing shows as seen.
  await a.reload();
  await expect(window.locator('[data-testid=message][data-side=mine]').last()).toContainText('How is your day?');
  await expect(window.getByTestId('message-seen')).toHaveCount(0);

  await a.context().close();
  await b.context().close();
});
