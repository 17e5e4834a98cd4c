import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';

/*
 * A page whose data the API's per-IP limit refuses (429000, ARCHITECTURE §4) renders a page: what happened,
 * a countdown from the answer's Retry-After, then it loads by itself. The journeys' own server has no HTTP
 * limit to speak of, so this one starts a server of its own with a low one (RATE_LIMIT_HTTP), on the same
 * build, and spends its budget from the test's address before the page asks for its data.
 */

/** Away from the ports playwright.config.ts gives the journeys' servers and fakes (E2E_PORT … E2E_PORT + 7). */
const port = Number(process.env.E2E_RATE_LIMIT_PORT ?? Number(process.env.E2E_PORT ?? 8137) + 10_000);
const origin = `http://127.0.0.1:${port}`;
/** API calls per minute and address: enough to open the app, few enough to spend quickly. */
const LIMIT = 30;
let server: ChildProcess | undefined;
let dataDir: string;
const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url));

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    if (server?.exitCode !== null) throw new Error('The rate-limited server stopped');
    try {
      // The web app's page: not an API call, so it spends none of the budget.
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The rate-limited server did not start');
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-e2e-rl-'));
  server = spawn('npx', ['tsx', fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url))], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    // Only what the server needs: the runner's environment may hold another server's settings.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT: '0',
      RATE_LIMIT_HTTP: String(LIMIT),
      PUBLIC_URL: origin,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: npx starts tsx, which starts node; stopping the group stops all of them.
    detached: true,
  });
  await waitForServer();
});

test.afterAll(async () => {
  const running = server;
  if (running?.pid && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    process.kill(-running.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Asks the API until it refuses: the rest of this minute's budget of the test's address is spent. */
async function spendTheBudget(request: APIRequestContext) {
  for (let i = 0; i <= LIMIT; i++) {
    const res = await request.get(`${origin}/v1/config`);
    // This journey's server, with its low limit (not another one on the port).
    expect(res.headers()['x-ratelimit-limit']).toBe(String(LIMIT));
    if (res.status() === 429) {
      expect(await res.json()).toMatchObject({ code: 429000 });
      expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
      return;
    }
  }
  throw new Error('The API never refused');
}

test('a page refused by the rate limit says so with a countdown, and loads once the time is up', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${origin}/about`);
  await expect(page.getByRole('heading', { level: 1, name: 'About Yuanfen' })).toBeVisible();
  await spendTheBudget(request);

  // The visitor moves on to the feed inside the app: its data load is refused.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/home');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const notice = page.getByTestId('rate-limited');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Too many requests' })).toBeVisible();
  await expect(notice).toContainText(/Please wait a moment: you can try again in \d+ seconds?\./);
  // Not a toast and not the page's own failure: the page waits behind the notice.
  await expect(page.getByTestId('home-page')).toBeHidden();
  const retry = notice.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeDisabled();
  // The countdown runs down.
  const first = Number(await notice.getAttribute('data-seconds'));
  await expect.poll(async () => Number(await notice.getAttribute('data-seconds'))).toBeLessThan(first);
  await page.screenshot({ path: `${artifacts}rate-limited-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${artifacts}rate-limited-390.png` });

  // When the minute is over the page asks again by itself and shows its content.
  await expect(notice).toBeHidden({ timeout: 75_000 });
  await expect(page.getByTestId('home-page')).toBeVisible();
  await expect(page.getByTestId('feed-list-empty').or(page.getByTestId('feed-list'))).toBeVisible();
});
