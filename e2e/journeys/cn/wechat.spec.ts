import { createHash, createVerify } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { merchantPublicKey, wechatControl, wechatUserAgent } from '../../support/cn';
import { text } from '../../support/locales';

const zh = (file: string, key: string) => text('zh', file, key);

interface BridgeParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent: wechatUserAgent,
});

test('inside WeChat a visitor is signed in through WeChat by itself and pays gold with JSAPI', async ({
  page,
  request,
}) => {
  // The WeChat browser's bridge: the page calls getBrandWCPayRequest with the order's parameters; here
  // they are kept for the test, and WeChat's answer is "ok" as when the member confirms with their PIN.
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __wxPayCalls: unknown[] }).__wxPayCalls = calls;
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke: (name: string, params: unknown, done: (res: { err_msg: string }) => void) => {
        calls.push({ name, params });
        setTimeout(() => done({ err_msg: 'get_brand_wcpay_request:ok' }), 50);
      },
    };
  });

  // A member's page while signed out: WeChat's sign-in runs on its own and brings them back here.
  await page.goto('/bill');
  await expect(page).toHaveURL(/\/bill$/);
  // The WeChat layout: a back bar instead of the top bar.
  await expect(page.locator('.mobile-header--wechat')).toBeVisible();
  await expect(page.getByRole('button', { name: zh('nav', 'bar.back') }).first()).toBeVisible();
  await expect(page.locator('.topbar')).toHaveCount(0);

  await page
    .getByRole('main')
    .getByRole('button', { name: zh('common', 'actions.recharge') })
    .click();
  const modal = page.getByTestId('pay-modal');
  await expect(modal).toHaveAttribute('data-mode', 'recharge');
  await modal.getByTestId('recharge-preset-50').click();
  // WeChat Pay is the China edition's gateway, chosen already.
  await expect(modal.getByTestId('pay-method-wechat').getByRole('radio')).toBeChecked();
  await modal.getByTestId('pay-submit').click();

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __wxPayCalls: unknown[] }).__wxPayCalls.length))
    .toBe(1);
  const [call] = await page.evaluate(
    () => (window as unknown as { __wxPayCalls: { name: string; params: BridgeParams }[] }).__wxPayCalls,
  );
  expect(call!.name).toBe('getBrandWCPayRequest');
  const js = call!.params;
  expect(js).toMatchObject({ signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx[0-9a-f]+$/) });
  // WeChat checks paySign with the merchant's public key over appId, timeStamp, nonceStr and package.
  const message = `${js.appId}\n${js.timeStamp}\n${js.nonceStr}\n${js.package}\n`;
  expect(createVerify('RSA-SHA256').update(message).verify(merchantPublicKey(), js.paySign, 'base64')).toBe(true);

  // WeChat Pay settles and notifies the server; the member sees the gold arrive.
  const paid = await request.post(`${wechatControl}/pay?prepay_id=${js.package.slice('prepay_id='.length)}`);
  expect(await paid.json()).toMatchObject({ notify_status: 204 });
  await expect(modal.getByTestId('pay-result')).toHaveAttribute('data-status', 'success');
  await expect(modal.getByText(zh('pay', 'result.successTitle'))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('wechat-paid-390.png') });
  await modal.getByRole('button', { name: zh('pay', 'result.done') }).click();

  // Sharing the member's profile: WeChat's JS-SDK (played here) gets wx.config signed for this page's URL.
  await page.route('https://res.wx.qq.com/**', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.wx = {
        config: (o) => { window.__wxConfig = o; },
        ready: (done) => done(),
        updateAppMessageShareData: (d) => { window.__wxShare = d; },
        updateTimelineShareData: () => {},
      };`,
    }),
  );
  const me = await page.evaluate(async () => {
    const { state } = JSON.parse(localStorage.getItem('yuanfen') ?? '{}') as { state?: { token?: string } };
    const res = await fetch('/v1/me', { headers: { Authorization: `Bearer ${state?.token ?? ''}` } });
    return (await res.json()) as { id: number; name: string };
  });
  await page.goto(`/profile/${me.id}`);
  const share = await expect
    .poll(() => page.evaluate(() => (window as unknown as { __wxShare?: { title: string; link: string } }).__wxShare))
    .toBeTruthy()
    .then(() =>
      page.evaluate(() => {
        const w = window as unknown as {
          __wxShare: { title: string; link: string };
          __wxConfig: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] };
        };
        return { card: w.__wxShare, config: w.__wxConfig };
      }),
    );
  expect(share.card).toMatchObject({
    title: zh('common', 'share.profileTitle').replace('{{name}}', me.name),
    link: page.url(),
  });
  const { tickets } = (await (await request.get(`${wechatControl}/tickets`)).json()) as { tickets: string[] };
  const { config } = share;
  const signed = `jsapi_ticket=${tickets.at(-1)}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${page.url()}`;
  expect(config.signature).toBe(createHash('sha1').update(signed).digest('hex'));
  expect(config.jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
});

test('inside WeChat, the sign-up panel’s WeChat button signs a new member up through WeChat', async ({ page }) => {
  // The front page is no member's page: nothing signs in by itself here, the visitor chooses.
  await page.goto('/?type=register');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: zh('auth', 'register.title') })).toBeVisible();
  const wechat = panel.getByRole('button', { name: zh('auth', 'register.wechat') });
  // WeChat first on the China edition: above the sign-up form, as on the sign-in panel.
  const wechatBox = await wechat.boundingBox();
  const contactBox = await panel.getByRole('radio', { name: zh('auth', 'register.byPhone') }).boundingBox();
  expect(wechatBox!.y).toBeLessThan(contactBox!.y);
  await page.screenshot({ path: test.info().outputPath('wechat-register-390.png') });

  // WeChat's authorisation (the fake consents for a new WeChat user) comes back and signs them in.
  await wechat.click();
  await expect(page).toHaveURL(/\/home$/);
  const me = await page.evaluate(async () => {
    const { state } = JSON.parse(localStorage.getItem('yuanfen') ?? '{}') as { state?: { token?: string } };
    const res = await fetch('/v1/me', { headers: { Authorization: `Bearer ${state?.token ?? ''}` } });
    return { status: res.status, me: (await res.json()) as { email: string | null; phone: string | null } };
  });
  expect(me).toMatchObject({ status: 200, me: { email: null, phone: null } });
});
