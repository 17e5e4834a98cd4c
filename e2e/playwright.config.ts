import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The journeys run the real product (built web app + server on PGlite) in Debian's Chromium. */
const port = Number(process.env.E2E_PORT ?? 8137);
const baseURL = `http://127.0.0.1:${port}`;
/** A local LibreTranslate fake (speaking its documented API) is the journeys' translation engine. */
const translatePort = Number(process.env.E2E_TRANSLATE_PORT ?? port + 1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-e2e-'));

/**
 * The China edition (EDITION=cn) runs as a second server with its own database, with WeChat sign-in and
 * WeChat Pay pointed at local fakes (serve-wechat-fakes.ts on the three ports after `wechatPort`).
 */
const cnPort = Number(process.env.E2E_CN_PORT ?? port + 4);
const cnBaseURL = `http://127.0.0.1:${cnPort}`;
const wechatPort = Number(process.env.E2E_WECHAT_PORT ?? port + 5);
const cnDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yf-e2e-cn-'));
/** The merchant's and WeChat Pay's keys, made once per port and shared by every process (e2e/support/cn.ts). */
const wechatKeysFile = path.join(os.tmpdir(), `yf-e2e-wechat-keys-${wechatPort}.json`);
function wechatKeys() {
  if (fs.existsSync(wechatKeysFile))
    return JSON.parse(fs.readFileSync(wechatKeysFile, 'utf8')) as Record<string, string>;
  const pem = (kind: 'public' | 'private', key: ReturnType<typeof generateKeyPairSync>['publicKey']) =>
    key.export(kind === 'public' ? { type: 'spki', format: 'pem' } : { type: 'pkcs8', format: 'pem' }).toString();
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys = {
    appId: 'wx5f6e7d8c9b0a1234',
    appSecret: randomBytes(16).toString('hex'),
    mchid: '1900000109',
    apiV3Key: randomBytes(16).toString('hex'),
    serial: randomBytes(20).toString('hex').toUpperCase(),
    platformSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchantPublicKey: pem('public', merchant.publicKey),
    merchantPrivateKey: pem('private', merchant.privateKey),
    platformPublicKey: pem('public', platform.publicKey),
    platformPrivateKey: pem('private', platform.privateKey),
  };
  fs.writeFileSync(wechatKeysFile, JSON.stringify(keys));
  return keys;
}
const wx = wechatKeys();
const wechatControlURL = `http://127.0.0.1:${wechatPort + 2}`;
const cnJourneys = /journeys\/cn\/[^/]+\.spec\.ts$/;

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './journeys',
  outputDir: './test-results',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    screenshot: 'only-on-failure',
    trace: 'off',
    // The service worker is the PWA journey's (journeys/pwa.spec.ts allows it): elsewhere each fresh
    // context would precache the whole build, and pages answered by the worker escape `page.route`.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [/broadcast\.spec\.ts/, cnJourneys],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
    // Announcements and versions reach every open app: they run after every other journey, so their
    // dialogs never appear in the middle of one.
    {
      name: 'broadcast',
      testMatch: /broadcast\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } },
    },
    // The China edition's journeys, against its own server (journeys/cn/).
    {
      name: 'cn',
      testMatch: cnJourneys,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, baseURL: cnBaseURL },
    },
  ],
  webServer: [
    {
      command: 'npx tsx ../apps/server/src/test/fake-translation/serve-libretranslate.ts',
      url: `http://127.0.0.1:${translatePort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_LT_PORT: String(translatePort),
        FAKE_LT_PHRASES: new URL('./support/translation-phrases.json', import.meta.url).pathname,
      },
    },
    {
      // Earned gold is withdrawable at once in the journeys (issue 18): the operator setting, set with the
      // operator CLI on the fresh database before the server opens it (PGlite is one process's).
      command: 'npx tsx ../apps/server/src/cli.ts setting withdrawClearingDays 0 && npx tsx ../apps/server/src/main.ts',
      url: `${baseURL}/v1/config`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        // The journeys sign up dozens of members from one address within minutes; the sign-in, code and
        // sign-up limits themselves are shown by the API suite (account tests), not here.
        RATE_LIMIT: '0',
        PUBLIC_URL: baseURL,
        // Every member the journeys sign up sees the mall (bd = 1, spec §2), as an operator would set it.
        NEW_MEMBER_BD: '1',
        LIBRETRANSLATE_URL: `http://127.0.0.1:${translatePort}`,
        // Admins once signed up with a verified e-mail: the mall journey's shop operator (prepares and
        // delivers orders), and each journey's operator: the console's, the support desk's, the partners',
        // the cash-out's, the money screens'.
        ADMIN_EMAILS: [
          'shop@e2e.yuanfen.test',
          'ops-admin@example.com',
          'ops-admin2@example.com',
          'ops-admin3@example.com',
          'ops-admin4@example.com',
          'ops-members@example.com',
          'ops-verify@example.com',
          'support-desk@e2e.yuanfen.test',
          'partners@e2e.yuanfen.test',
          'partners-admin@example.com',
          'cashout@e2e.yuanfen.test',
          'partner-day@e2e.yuanfen.test',
          'pages-admin@example.com',
          'translators-admin@e2e.yuanfen.test',
          'money-admin@example.com',
          'catalogue-admin@example.com',
          'review-admin@example.com',
        ].join(','),
        // A separate build (vite build --outDir …) lets two people run journeys side by side.
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      },
    },
    {
      command: 'npx tsx ../apps/server/src/test/serve-wechat-fakes.ts',
      url: `${wechatControlURL}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_WECHAT_PORT: String(wechatPort), FAKE_WECHAT_KEYS: wechatKeysFile },
    },
    {
      // The operator's ICP filing number, set with the CLI before the server opens the database.
      command:
        'npx tsx ../apps/server/src/cli.ts setting icpNumber 京ICP备12345678号-1 && npx tsx ../apps/server/src/main.ts',
      url: `${cnBaseURL}/v1/config`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(cnPort),
        HOST: '127.0.0.1',
        DATA_DIR: cnDataDir,
        NODE_ENV: 'test',
        EDITION: 'cn',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        RATE_LIMIT: '0',
        PUBLIC_URL: cnBaseURL,
        NEW_MEMBER_BD: '1',
        WECHAT_APP_ID: wx.appId!,
        WECHAT_APP_SECRET: wx.appSecret!,
        WECHAT_API_BASE: `http://127.0.0.1:${wechatPort}`,
        WECHAT_OPEN_BASE: `http://127.0.0.1:${wechatPort}`,
        WECHATPAY_MCHID: wx.mchid!,
        WECHATPAY_API_V3_KEY: wx.apiV3Key!,
        WECHATPAY_PRIVATE_KEY: wx.merchantPrivateKey!,
        WECHATPAY_SERIAL: wx.serial!,
        WECHATPAY_PLATFORM_CERT: wx.platformPublicKey!,
        WECHATPAY_PLATFORM_SERIAL: wx.platformSerial!,
        WECHATPAY_API_BASE: `http://127.0.0.1:${wechatPort + 1}`,
        PAYMENT_SANDBOX: '0',
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      },
    },
  ],
});
