import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GIFT_CATEGORIES,
  ONLINE_STATUS,
  RECHARGE_CUSTOM_MAX,
  RECHARGE_PRESETS,
  REPORT_TYPES,
  UPLOAD_FOLDERS,
  VIP_RECHARGE_DISCOUNT,
  VISIBILITY,
  WITHDRAW_METHODS,
  vipPrice,
} from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

/**
 * Pages that tell the truth (issue 21): each static page's features, as a map page → claims. A claim names
 * the words that make it on the page (English, so a rewrite that drops the claim drops it here too) and
 * checks it against the running product: the endpoint answers (anything but "no such route"), the web
 * app has the screen, the product's own constants say the same number.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.join(here, '..', '..', '..', '..', '..');
const locales = path.join(repo, 'packages', 'i18n', 'locales');
const LANGS = ['en', 'zh', 'tw', 'de', 'it', 'fr', 'ja', 'ko'] as const;
const PAGES = ['about', 'faq', 'paid', 'vip', 'terms', 'policy', 'contact'] as const;
type Page = (typeof PAGES)[number];

const staticTexts = (lang: string): Record<Page, { title: string; intro: string; sections: { body: string }[] }> =>
  JSON.parse(fs.readFileSync(path.join(locales, lang, 'static.json'), 'utf8'));
const pageText = (lang: string, page: Page) => {
  const p = staticTexts(lang)[page];
  return [p.title, p.intro, ...p.sections.flatMap((s) => Object.values(s))].join('\n');
};
/** The web app's screens, as its route table names them. */
const webRoutes = fs.readFileSync(path.join(repo, 'apps', 'web', 'src', 'app', 'route-table.tsx'), 'utf8');
const screen = (route: string) => webRoutes.includes(`'${route}'`);

const t = useTestApp();
let member: Member;
beforeAll(async () => {
  member = await signUp(t.app);
});

/** The route exists on the server: whatever it answers for an empty call, it is not "route not found". */
async function answers(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, signedIn = true): Promise<boolean> {
  const res = await t.app.inject({
    method,
    url,
    headers: signedIn ? member.auth : {},
    ...(method === 'GET' ? {} : { payload: {} }),
  });
  return !(res.statusCode === 404 && /^Route /.test(res.json<{ message?: string }>().message ?? ''));
}

interface Claim {
  /** What the page says, in a few words. */
  claim: string;
  /** Words on the English page that make the claim. */
  says: RegExp;
  holds: () => Promise<boolean> | boolean;
}

const claims: Record<Page, Claim[]> = {
  about: [
    { claim: 'eight languages', says: /eight languages/, holds: () => LANGS.length === 8 },
    {
      claim: 'chats are translated',
      says: /Every chat can be translated/,
      holds: () => answers('POST', '/v1/translations'),
    },
    { claim: 'human translation', says: /human translation/, holds: () => answers('POST', '/v1/ask') },
    {
      claim: 'a setting blocks messages in other languages',
      says: /blocks messages in other languages/,
      holds: async () =>
        'block_other_language' in
        (await t.app.inject({ method: 'GET', url: '/v1/me', headers: member.auth })).json<object>(),
    },
    {
      claim: 'a news feed with photos',
      says: /news feed/,
      holds: async () => (await answers('GET', '/v1/feeds')) && screen('/home'),
    },
    { claim: 'friend requests', says: /friend request/, holds: () => answers('POST', '/v1/friend_requests') },
    { claim: 'virtual gifts', says: /virtual gift/, holds: () => answers('GET', '/v1/gifts') },
    { claim: 'birthday gifts', says: /Birthdays/, holds: () => answers('GET', '/v1/gifts?category=birthday') },
    {
      claim: 'real flowers in China',
      says: /real flowers/,
      holds: async () => (await answers('GET', '/v1/products')) && screen('/mall'),
    },
    {
      claim: 'selfie verification',
      says: /verify their identity with a selfie/,
      holds: () => screen('/setting/verify') && answers('GET', '/v1/verification'),
    },
    {
      claim: 'five kinds of report',
      says: /profile, post, message, translation and set of contact details can be reported/,
      holds: () =>
        ['feed', 'user', 'message', 'translation', 'contact'].every((k) =>
          (REPORT_TYPES as readonly string[]).includes(k),
        ),
    },
    { claim: 'blocking', says: /block anyone/, holds: () => answers('POST', '/v1/blacklist') },
    {
      claim: 'four visibility levels',
      says: /hidden, visible to friends, to registered members or to everyone/,
      holds: () => VISIBILITY.length === 4,
    },
    {
      claim: 'public, private, secret photos',
      says: /public, private or secret/,
      holds: () => UPLOAD_FOLDERS.join() === 'public,private,secret',
    },
    {
      claim: 'works inside WeChat',
      says: /inside WeChat/,
      holds: () => answers('GET', '/v1/social/wechat/url', false),
    },
  ],
  faq: [
    {
      claim: 'posts and biographies translated',
      says: /biographies can be translated/,
      holds: () => answers('POST', '/v1/translations'),
    },
    {
      claim: 'identity verification in settings',
      says: /Identity verification/,
      holds: () => screen('/setting/verify'),
    },
    {
      claim: 'appear always offline',
      says: /always offline/,
      holds: () => (ONLINE_STATUS as readonly string[]).includes('offline'),
    },
    {
      claim: 'recharge presets',
      says: /20, 50, 100, 200 or 500 gold/,
      holds: () => RECHARGE_PRESETS.join() === '20,50,100,200,500',
    },
    { claim: 'custom amount up to 1000', says: /up to 1000/, holds: () => RECHARGE_CUSTOM_MAX === 1000 },
    { claim: 'VIP 5 % off', says: /5% off/, holds: () => VIP_RECHARGE_DISCOUNT === 0.05 },
    { claim: 'the VIP trial costs 8 gold', says: /7-day trial costs 8 gold/, holds: () => vipPrice(0.25) === 8 },
    { claim: 'unblock from the Blocked list', says: /Blocked list/, holds: () => answers('GET', '/v1/blacklist') },
    {
      claim: 'a code on more than five devices',
      says: /more than five devices/,
      holds: () => answers('POST', '/v1/verify', false),
    },
    {
      claim: 'forgot password',
      says: /Forgot password page/,
      holds: () => screen('/retrieve') && answers('PUT', '/v1/password/find', false),
    },
    {
      claim: 'reactivate',
      says: /Reactivate page/,
      holds: () => screen('/reactivate') && answers('PUT', '/v1/reactivate', false),
    },
    {
      claim: 'delete the account in Settings',
      says: /delete your account in Settings/,
      holds: () => answers('DELETE', '/v1/user'),
    },
  ],
  paid: [
    { claim: 'spending history', says: /spending history/, holds: () => screen('/bill') && answers('GET', '/v1/bill') },
    {
      claim: 'gift categories',
      says: /romantic, fashionable, floral, sexy, festive and birthday/,
      holds: () => GIFT_CATEGORIES.length === 5,
    },
    { claim: 'follow orders', says: /My orders/, holds: () => screen('/orders') && answers('GET', '/v1/orders') },
    { claim: 'secret photos unlocked for gold', says: /Secret photos/, holds: () => answers('PUT', '/v1/uploads/pay') },
    {
      claim: 'partners cash out',
      says: /Alipay, bank transfer/,
      holds: () => WITHDRAW_METHODS.join() === 'alipay,bank,other' && screen('/withdraw'),
    },
    {
      claim: 'contact details for gold',
      says: /contact details for gold/,
      holds: () => answers('POST', '/v1/contact/1'),
    },
    {
      claim: 'PayPal and WeChat Pay',
      says: /PayPal in US dollars, or with WeChat Pay/,
      holds: async () =>
        (await answers('POST', '/v1/payment/paypal/purchase')) && answers('POST', '/v1/payment/wechat/purchase'),
    },
  ],
  vip: [
    {
      claim: 'the pack prices',
      says: /1 month for 30 gold, 3 months for 84 gold, 6 months for 150 gold, 12 months for 228 gold, and lifetime for 240 gold/,
      holds: () => [1, 3, 6, 12, 15].map(vipPrice).join() === '30,84,150,228,240',
    },
    { claim: 'the visitors list', says: /who visited your profile/, holds: () => answers('GET', '/v1/visits') },
    { claim: 'give VIP to someone', says: /upgrade another member/, holds: () => answers('POST', '/v1/upgrade') },
  ],
  terms: [
    {
      claim: 'report and moderation',
      says: /You can report profiles, posts, messages, translations and contact details/,
      holds: () => answers('POST', '/v1/reports'),
    },
    {
      claim: 'announce changes in the app',
      says: /announce important changes in the app/,
      holds: () => answers('GET', '/v1/announcements/latest', false),
    },
  ],
  policy: [
    { claim: 'drafts on another device', says: /drafts are saved/, holds: () => answers('POST', '/v1/draft') },
    { claim: 'private notes (remarks)', says: /remarks/, holds: () => answers('POST', '/v1/remarks') },
    { claim: 'crash reports', says: /crash reports/, holds: () => answers('POST', '/v1/error', false) },
    {
      claim: 'promotional e-mails switchable',
      says: /notification settings/,
      holds: () => screen('/setting/notification'),
    },
  ],
  contact: [
    {
      claim: 'a support form, with a check for visitors',
      says: /support form on this page/,
      holds: async () => (await answers('POST', '/v1/support', false)) && (await answers('GET', '/v1/captcha', false)),
    },
    { claim: 'a Report option', says: /has a Report option/, holds: () => answers('POST', '/v1/reports') },
  ],
};

/**
 * What the product is not: named on no page in any language. Yuanfen is one web app (in any browser, on a
 * phone or a computer, and inside WeChat); there is no store app and no desktop program.
 */
const notInProduct: Record<(typeof LANGS)[number], RegExp> = {
  en: /mobile app|desktop client|App Store|Google Play/i,
  zh: /手机 ?App|电脑客户端|应用商店/,
  tw: /手機 ?App|電腦版客戶端|應用程式商店/,
  de: /in unserer App|die App,|Desktop-Client/,
  it: /app per smartphone|client desktop/,
  fr: /application mobile|client pour ordinateur/,
  ja: /スマートフォンアプリ|デスクトップ版/,
  ko: /모바일 앱|데스크톱 클라이언트/,
};

describe('static pages tell the truth', () => {
  for (const page of PAGES) {
    it.each(claims[page].map((c) => [c.claim, c] as const))(`${page}: %s`, async (_name, claim) => {
      expect(pageText('en', page)).toMatch(claim.says);
      expect(await claim.holds()).toBe(true);
    });
  }

  it.each(LANGS)('no page in %s names what the product does not have', (lang) => {
    for (const page of PAGES) expect(pageText(lang, page)).not.toMatch(notInProduct[lang]);
  });
});
