import { expect, test, type Browser, type Page, type WebSocketRoute } from '@playwright/test';
import { createMember, latestCode, signInThroughForm, type Member } from '../support/members';
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
  // The shortcode shows as its emoji character (a screen reader names it in the reader's language).
  await expect(sent).toContainText('hello 😊');
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

test('docked windows on a 1366 px laptop: four at most, no duplicates, minimise, kept over a reload and a resize', async ({
  page,
  request,
}) => {
  const me = await createMember(request, 'dock');
  const peers = await Promise.all([1, 2, 3, 4, 5].map((n) => createMember(request, `peer${n}`)));
  await signInThroughForm(page, me);
  const windows = page.getByTestId('chat-window');
  const openIds = () => windows.evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-user-id'))));
  const chatWith = async (peer: { id: number }) => {
    await page.goto(`/profile/${peer.id}`);
    await page.getByTestId('profile-chat').click();
  };

  // floor(1366 / 250) − 1 = 4: the fifth chat pushes out the first one opened; the newest docks on the right.
  for (const peer of peers) await chatWith(peer);
  await expect.poll(openIds).toEqual(peers.slice(1).map((p) => p.id));

  // Chatting again with an open member opens no second window, it moves that one to the newest place.
  await chatWith(peers[2]!);
  await expect.poll(openIds).toEqual([peers[1]!.id, peers[3]!.id, peers[4]!.id, peers[2]!.id]);

  // The bar folds a window and unfolds it; a folded one stays folded.
  const second = windows.and(page.locator(`[data-user-id="${peers[3]!.id}"]`));
  await second.getByTestId('chat-window-minimize').click();
  await expect(second.getByTestId('chat-input')).toHaveCount(0);
  await second.getByTestId('chat-window-minimize').click();
  await expect(second.getByTestId('chat-input')).toBeVisible();
  await second.getByTestId('chat-window-minimize').click();

  // A reload brings the same windows back from local storage, in order and folded as they were; the
  // stored online dot is replaced by what the server says now (nobody here is online).
  await page.evaluate(() => {
    const key = 'yuanfen-chat-windows';
    const stored = JSON.parse(localStorage.getItem(key)!) as { state: { windows: { online: boolean }[] } };
    for (const w of stored.state.windows) w.online = true;
    localStorage.setItem(key, JSON.stringify(stored));
  });
  await page.reload();
  await expect.poll(openIds).toEqual([peers[1]!.id, peers[3]!.id, peers[4]!.id, peers[2]!.id]);
  await expect(second.getByTestId('chat-input')).toHaveCount(0);
  await expect(windows.and(page.locator('[data-online=true]'))).toHaveCount(0);

  // A narrower browser has room for fewer: at 1000 px, floor(1000 / 250) − 1 = 3, the oldest goes. In the
  // mobile layout the dock is gone (no hidden window reads messages); widening brings the three back.
  await page.setViewportSize({ width: 1000, height: 768 });
  await expect.poll(openIds).toEqual([peers[3]!.id, peers[4]!.id, peers[2]!.id]);
  await page.setViewportSize({ width: 700, height: 768 });
  await expect(windows).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect.poll(openIds).toEqual([peers[3]!.id, peers[4]!.id, peers[2]!.id]);
});

test('realtime gaps: a short one refetches the counters; one over 50 s while typing shows a notice whose refresh keeps the text', async ({
  page,
  request,
}) => {
  const anna = await createMember(request, 'anna');
  const ben = await createMember(request, 'ben');
  // The realtime channel runs through a route the test can cut, and the page's clock can be moved.
  await page.clock.install();
  const links: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    links.push({ page: socket, server: socket.connectToServer() });
  });
  /** Stops the page's clock, then drops the channel: the client's retry waits until the clock moves. */
  const cutTheChannel = async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const link = links.at(-1)!;
    await link.server.close();
    await link.page.close();
  };
  const notice = page.getByTestId('network-banner');
  await signInThroughForm(page, anna);
  await expect.poll(() => links.length).toBe(1);

  // Ben writes while Anna's channel is down for 5 s: the counter event is lost, the reconnect fetches it.
  await cutTheChannel();
  const { token } = (await (
    await request.post('/v1/authenticate', { data: { identity: ben.name, password: ben.password } })
  ).json()) as { token: string };
  const sent = await request.post('/v1/messages', {
    data: { user_id: anna.id, message_content: 'Are you there?' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  await page.clock.runFor(5000);
  await page.clock.resume();
  await expect(page.getByTestId('bar-badge-chat')).toHaveText('1');
  await expect(page).toHaveTitle(/^\(1\) /);
  await expect(notice).toHaveCount(0);

  // Anna answers; the channel drops and the client is back only after a minute. Her text stays as typed,
  // and the notice (which no reply clears) asks for a refresh instead of everything reloading under her.
  await page.goto(`/chat/${ben.id}`);
  const input = page.getByTestId('chat-input');
  await input.fill('I was just about to say');
  // The page load opened the third channel (the first was cut, the second closed with the old page).
  await expect.poll(() => links.length).toBe(3);
  await cutTheChannel();
  await page.clock.fastForward('01:00');
  await page.clock.resume();
  await expect(notice).toContainText('The connection was interrupted for a while');
  await expect.poll(() => links.length).toBe(4);
  await expect(input).toHaveValue('I was just about to say');
  await expect(notice).toBeVisible();

  // The refresh saves the text as the conversation's draft, so it is back after the reload.
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Refresh' }).click();
  await reloaded;
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('chat-input')).toHaveValue('I was just about to say');
});

test('a member saves a say-hi with a picture and greets someone new with one click', async ({ browser, request }) => {
  const sara = await createMember(request, 'sara', 0);
  const tom = await createMember(request, 'tom');
  const s = await openAs(browser, sara);
  const t = await openAs(browser, tom);

  await s.goto('/setting/sayhi');
  await s.getByTestId('say-hi-text').fill('Hi! Your travel photos are lovely ');
  await s.getByTestId('feed-emoji-toggle').click();
  await s.getByTestId('feed-emoji-wave').click();
  await s.getByTestId('say-hi-file').setInputFiles(await textFreePhoto(s, 5));
  await expect(s.getByTestId('pending-photo')).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  await s.getByTestId('settings-save').click();
  await expect(s.getByRole('status', { name: 'Notifications' })).toContainText('Your changes are saved');
  await s.reload();
  await expect(s.getByTestId('say-hi-text')).toHaveValue('Hi! Your travel photos are lovely [wave]');
  await expect(s.getByRole('img', { name: 'Your say-hi picture' })).toHaveJSProperty('complete', true);

  // An empty conversation offers the say-hi; the modal shows what goes, and one click sends it.
  await s.goto(`/profile/${tom.id}`);
  await s.getByTestId('profile-chat').click();
  const window = s.getByTestId('chat-window');
  await window.getByTestId('say-hi-open').click();
  const modal = s.getByTestId('say-hi-modal');
  await expect(modal).toContainText('Hi! Your travel photos are lovely 👋');
  await s.getByTestId('say-hi-send').click();
  await expect(modal).toBeHidden();
  const greeting = window.locator('[data-testid=message][data-side=mine]');
  await expect(greeting).toContainText('Hi! Your travel photos are lovely 👋');
  await expect(greeting.getByTestId('photo-grid')).toBeVisible();

  await t.goto(`/chat/${sara.id}`);
  const received = t.locator('[data-testid=message][data-side=theirs]');
  await expect(received).toContainText('Hi! Your travel photos are lovely 👋');
  await expect(received.getByTestId('photo-grid').locator('img')).toHaveJSProperty('complete', true);

  await s.context().close();
  await t.context().close();
});

test('without VIP or a verified e-mail the sixth new conversation of the day asks for the e-mail, which then unlocks it', async ({
  browser,
  request,
}) => {
  const newcomer = await createMember(request, 'newbie');
  const others = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createMember(request, 'lady', 0)));
  const session = await request.post('/v1/authenticate', {
    data: { identity: newcomer.name, password: newcomer.password },
  });
  const { token } = (await session.json()) as { token: string };
  // Five conversations started today through the API; the operator's default allows five.
  for (const lady of others.slice(0, 5)) {
    const sent = await request.post('/v1/messages', {
      data: { user_id: lady.id, message_content: 'Hello there' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }

  const n = await openAs(browser, newcomer);
  const sixth = others[5]!;
  await n.goto(`/profile/${sixth.id}`);
  await n.getByTestId('profile-chat').click();
  const window = n.getByTestId('chat-window');
  await window.getByTestId('chat-input').fill('Hi, lovely photos!');
  await window.getByTestId('chat-send').click();
  await expect(window.getByTestId('message-outgoing')).toHaveAttribute('data-status', 'failed');

  // 400058 with an unverified e-mail: the prompt offers to verify it, and the code is entered in settings.
  const prompt = n.getByRole('dialog', { name: 'Verify your email' });
  await expect(prompt.getByLabel('Email address')).toHaveValue(newcomer.email);
  await prompt.getByRole('button', { name: 'Send verification mail' }).click();
  await expect(prompt.getByRole('status')).toHaveText('Verification email sent. Please check your inbox.');
  await prompt.getByTestId('email-prompt-enter-code').click();
  await expect(n).toHaveURL(/\/setting\/information\?verify_email=/);
  await n.getByTestId('email-verify-code').fill(await latestCode(request, newcomer.email));
  await n.getByTestId('email-verify-check').click();
  await expect(n.getByTestId('email-verified')).toContainText(newcomer.email);

  // Verified, the same message goes through on retry (the window stayed docked meanwhile).
  await window.getByTestId('message-retry').click();
  await expect(window.locator('[data-testid=message][data-side=mine]')).toContainText('Hi, lovely photos!');

  await n.context().close();
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
