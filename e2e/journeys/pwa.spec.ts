import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { createMember, signInThroughForm } from '../support/members';
import { phone } from '../support/screens';

/*
 * The installable app (issue 20) in Debian's Chromium: the manifest and the service worker meet Chromium's
 * install criteria (asked through the DevTools protocol: Playwright cannot press the browser's own install
 * button); opened in its own window (display-mode standalone) the app is the desktop client; offline, a
 * page comes from the worker's cache (the app shell, else the offline page); a push shows a notification
 * with no tab of the app open. A real push service is out of reach of a headless browser, so the push is
 * handed to the worker through the protocol (ServiceWorker.deliverPushMessage) with the payload the server
 * sends; the server's side (VAPID, encryption, who gets what) is shown against the push-service fake in
 * apps/server/src/modules/push/push.test.ts.
 */

test.use({ serviceWorkers: 'allow' });

/** Waits until the worker is active and controls the page (a reload after the first visit). */
async function controlledBy(page: Page): Promise<string> {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return scope;
}

async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.endsWith('/') && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('the manifest and the service worker meet Chromium’s install criteria, with scope / and control of the page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.goto('/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Yuanfen',
    short_name: 'Yuanfen',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: '#e0455f',
  });
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/chats', '/home']);
  for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
  }
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );

  expect(await controlledBy(page)).toBe(`${baseURL}/`);

  // Chromium's own verdict: what it would need before offering installation. A Playwright context is an
  // incognito-like profile, where Chromium never installs; that is the only objection it may raise.
  const cdp = await context.newCDPSession(page);
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  expect(manifestErrors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test('opened in its own window (display-mode: standalone) on a computer, the app is the desktop client', async ({
  browser,
}) => {
  // Headless Chromium cannot open the installed app's window, and its DevTools protocol does not emulate
  // display-mode: the page is told so before it starts, exactly as the installed window would answer.
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 1366, height: 768 } });
  await context.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query);
  });
  const page = await context.newPage();
  const apiCall = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/v1/'));
  await page.goto('/home');
  expect((await apiCall).headers()['x-client']).toBe('desktop');
  // The desktop layout (width decides it, as in a browser tab): the top bar, no bottom tabs.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('standalone-1366.png') });
  await context.close();
});

test('offline, a page comes from the cached app shell, and without the shell the offline page shows', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  await controlledBy(page);
  await expect(page.getByRole('heading', { level: 1, name: 'About Yuanfen' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#root')).not.toBeEmpty();

  // The shell gone from the cache (a storage eviction): the worker answers with the offline page.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (new URL(request.url).pathname === '/index.html') await cache.delete(request);
    }
  });
  await page.goto('/home');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-1366.png') });

  // Back online, the offline page reloads itself (or on "Try again") and the app comes back. (A server too
  // slow to answer within the worker's 4 s gets the offline page again: "Try again" then.)
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await context.setOffline(false);
  await expect(async () => {
    const retry = page.getByRole('button', { name: 'Try again' });
    // The page reloads itself on the 'online' event: a click may find the button gone, so it is given a
    // short time-out (an unbounded click waited for it through the whole minute) and the loop tries again.
    if (await retry.isVisible()) await retry.click({ timeout: 2_000 });
    await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
});

test('the offline page speaks the browser’s language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', serviceWorkers: 'allow', ...phone });
  const page = await context.newPage();
  await page.goto('/about');
  await controlledBy(page);
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (new URL(request.url).pathname === '/index.html') await cache.delete(request);
    }
  });
  await context.setOffline(true);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Du bist offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('offline-390-de.png') });
  await context.close();
});

test('a push for a new message shows a notification while no tab of the app is open', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await page.goto('/home');
  await controlledBy(page);
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const id = await registrationId(cdp);
  await page.close();

  // What the server sends for a new message (modules/push): the service worker shows it as is.
  const payload = {
    kind: 'message',
    title: 'New message from Mei',
    body: 'Are you free on Sunday?',
    url: '/chat/7',
    tag: 'chat-7',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: id,
    data: JSON.stringify(payload),
  });

  const app = await context.newPage();
  await app.goto('/about');
  await expect
    .poll(() =>
      app.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      ),
    )
    .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: payload.url }]);
});

test('the built worker answers notification clicks and renewed subscriptions, which the app hands to the server', async ({
  page,
  request,
}) => {
  // The handlers are in the worker the build serves (their logic is unit-tested in src/sw/push-logic.test.ts;
  // a headless browser can neither click a notification nor renew a subscription).
  const worker = await (await request.get('/sw.js')).text();
  for (const event of ['push', 'notificationclick', 'pushsubscriptionchange']) {
    expect(worker, event).toMatch(new RegExp(`addEventListener\\(\\s*[\`'"]${event}[\`'"]`));
  }

  // A renewal the worker left for the app (as its pushsubscriptionchange handler does): the next start of
  // the app, signed in, stores the new subscription for this device and forgets the old endpoint.
  const member = await createMember(request, 'swc');
  await signInThroughForm(page, member);
  await controlledBy(page);
  const calls: { method: string; body: unknown }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/push/subscriptions')
      calls.push({ method: r.method(), body: r.postDataJSON() });
  });
  const change = {
    subscribe: {
      endpoint: 'https://push.example.test/send/renewed',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'Q'.repeat(22) },
    },
    remove: 'https://push.example.test/send/expired',
  };
  await page.evaluate(async (value) => {
    const cache = await caches.open('yf-push');
    await cache.put('/__yf/push-subscription-change', new Response(JSON.stringify(value)));
  }, change);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/v1/push/subscriptions') && r.request().method() === 'DELETE',
  );
  await page.reload();
  expect((await answered).ok()).toBe(true);
  expect(calls).toEqual([
    { method: 'POST', body: change.subscribe },
    { method: 'DELETE', body: { endpoint: change.remove } },
  ]);
  await expect
    .poll(() =>
      page.evaluate(async () => Boolean(await (await caches.open('yf-push')).match('/__yf/push-subscription-change'))),
    )
    .toBe(false);
});

test('the install offer comes on the second visit to the news feed, and "Not now" is remembered', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'pwa');
  await signInThroughForm(page, member);
  /** Chromium's beforeinstallprompt, as it fires once its criteria are met (headless never shows its own UI). */
  const offerInstall = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
    });
  const offer = page.getByTestId('install-prompt');

  await offerInstall();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(offer).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await offerInstall();
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('heading', { name: 'Install Yuanfen' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('install-1366.png') });
  await page.setViewportSize(phone.viewport);
  await page.screenshot({ path: test.info().outputPath('install-390.png') });

  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await offerInstall();
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(offer).toHaveCount(0);
});
