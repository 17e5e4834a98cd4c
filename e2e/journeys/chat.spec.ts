import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, signInThroughForm, type Member } from '../support/members';
import { textFreePhoto } from '../support/photos';
import { laptop, phone } from '../support/screens';

/** A member in a browser of their own, signed in through the form. */
async function openAs(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext({ ...laptop, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInThroughForm(page, member);
  return page;
}

test('two members chat live: photo and emoji, unread badge and title, reply, recall, and a block ends it', async ({
  browser,
  request,
}) => {
  const anna = await createMember(request, 'anna');
  const ben = await createMember(request, 'ben');
  const a = await openAs(browser, anna);
  const b = await openAs(browser, ben);
  await b.goto('/chats');
  await expect(b.getByTestId('threads-empty')).toBeVisible();

  // A opens B's profile and starts a chat: on a laptop it docks as a window instead of leaving the page.
  await a.goto(`/profile/${ben.id}`);
  await a.getByTestId('profile-chat').click();
  const window = a.getByTestId('chat-window');
  await expect(window).toHaveAttribute('data-user-id', String(ben.id));
  await expect(a).toHaveURL(new RegExp(`/profile/${ben.id}$`));
  // Chatting again with the same member opens no second window; the bar folds the window and unfolds it.
  await a.getByTestId('profile-chat').click();
  await expect(window).toHaveCount(1);
  await window.getByTestId('chat-window-minimize').click();
  await expect(window.getByTestId('chat-input')).toHaveCount(0);
  await window.getByTestId('chat-window-minimize').click();

  // Without VIP A may send one message before B replies, so the text and the photo go together.
  await window.getByTestId('chat-input').fill('hello [smile]');
  await window.getByTestId('chat-photo-input').setInputFiles(await textFreePhoto(a, 3));
  await expect(window.getByTestId('pending-photo')).toHaveAttribute('data-status', 'done');
  await window.getByTestId('chat-send').click();
  const sent = window.locator('[data-testid=message][data-side=mine]');
  await expect(sent).toContainText('hello');
  await expect(sent.getByRole('img', { name: 'smile' })).toBeVisible();
  await expect(sent.getByTestId('photo-grid')).toBeVisible();
  await expect(window.getByTestId('message-outgoing')).toHaveCount(0);

  // B, on the chat list, sees the thread, the unread badges and the "(1)" title prefix arrive without a reload.
  const thread = b.locator(`[data-testid=thread][data-user-id="${anna.id}"]`);
  await expect(b.getByTestId('bar-badge-chat')).toHaveText('1');
  await expect(b).toHaveTitle(/^\(1\) /);
  await expect(thread.getByTestId('thread-unread')).toHaveText('1');
  await expect(thread.getByTestId('thread-summary')).toContainText('hello');

  // B opens the conversation: the message and photo are there, the badge goes, B replies and A sees it live.
  await thread.getByRole('link').click();
  await expect(b).toHaveURL(new RegExp(`/chat/${anna.id}$`));
  const received = b.locator('[data-testid=message][data-side=theirs]');
  await expect(received).toContainText('hello');
  await expect(received.getByTestId('photo-grid')).toBeVisible();
  await expect(b.getByTestId('bar-badge-chat')).toHaveCount(0);
  await b.getByTestId('chat-input').fill('Hi Anna, nice to meet you');
  await b.getByTestId('chat-input').press('Enter');
  await expect(window.locator('[data-testid=message][data-side=theirs]')).toContainText('Hi Anna, nice to meet you');

  // A recalls the first message: both sides now show it as recalled.
  await sent.hover();
  await sent.getByTestId('message-menu').click();
  await sent.getByTestId('message-recall').click();
  await expect(window.getByTestId('message-recalled')).toHaveText('You recalled a message');
  await expect(b.getByTestId('message-recalled')).toHaveText('This message was recalled');

  // A moves on to the news feed: the docked window comes back with the page (it is kept in local storage).
  await a.goto('/home');
  await expect(window.locator('[data-testid=message][data-side=theirs]')).toContainText('Hi Anna, nice to meet you');

  // B blocks A from A's profile; B's chat then says so, and A's next message is refused with the reason.
  await b.goto(`/profile/${anna.id}`);
  await b.getByTestId('profile-block').click();
  await b.getByTestId('confirm-yes').click();
  await expect(b.getByTestId('profile-unblock')).toBeVisible();
  await b.goto(`/chat/${anna.id}`);
  await expect(b.getByTestId('chat-block')).toContainText('You are blocking this user, they cannot reply');

  await window.getByTestId('chat-input').fill('Are you still there?');
  await window.getByTestId('chat-send').click();
  const toasts = a.getByRole('status', { name: 'Notifications' });
  await expect(toasts).toContainText('You cannot message this member');
  await expect(window.getByTestId('message-outgoing')).toHaveAttribute('data-status', 'failed');
  await expect(window.getByTestId('message-retry')).toBeVisible();

  await a.context().close();
  await b.context().close();
});

test.describe('on a phone', () => {
  test.use(phone);

  test('chat opens as a page, and the chat list pins and deletes a conversation', async ({ page, request }) => {
    const anna = await createMember(request, 'anna');
    const ben = await createMember(request, 'ben');

    // A visitor who taps chat is asked to log in first.
    await page.goto(`/profile/${ben.id}`);
    await page.getByTestId('profile-chat').click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();

    await signInThroughForm(page, anna);
    await page.goto(`/profile/${ben.id}`);
    await page.getByTestId('profile-chat').click();
    await expect(page).toHaveURL(new RegExp(`/chat/${ben.id}$`));
    await expect(page.getByTestId('chat-header')).toContainText(ben.name);
    await page.getByTestId('chat-input').fill('Good morning [wink]');
    await page.getByTestId('chat-send').click();
    await expect(page.locator('[data-testid=message][data-side=mine]')).toContainText('Good morning');

    // The list shows the conversation; pinning marks it, the search finds it by name, and deleting (after a
    // confirmation) empties the list.
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/chats$/);
    const thread = page.locator(`[data-testid=thread][data-user-id="${ben.id}"]`);
    await expect(thread.getByTestId('thread-summary')).toContainText('Good morning');
    await thread.getByTestId('thread-menu').click();
    await thread.getByTestId('thread-pin').click();
    await expect(thread.getByTestId('thread-pinned')).toHaveText('Pinned');
    await page.getByTestId('chats-search').fill('nobody-like-this');
    await expect(page.getByTestId('threads-empty')).toHaveText('No conversation matches this name.');
    await page.getByTestId('chats-search').fill(ben.name.slice(0, 6));
    await expect(thread).toBeVisible();
    await thread.getByTestId('thread-menu').click();
    await thread.getByTestId('thread-delete').click();
    await page.getByTestId('confirm-yes').click();
    await expect(page.getByTestId('threads-empty')).toBeVisible();
  });
});
