import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The China edition's fakes, on the ports playwright.config.ts gives them. */
const port = Number(process.env.E2E_PORT ?? 8137);
const wechatPort = Number(process.env.E2E_WECHAT_PORT ?? port + 5);

/** The journeys' controls of the WeChat fakes (serve-wechat-fakes.ts). */
export const wechatControl = `http://127.0.0.1:${wechatPort + 2}`;

/** The merchant's public key, to check the paySign the page receives like WeChat would. */
export function merchantPublicKey(): string {
  const file = path.join(os.tmpdir(), `yf-e2e-wechat-keys-${wechatPort}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { merchantPublicKey: string }).merchantPublicKey;
}

/** The in-app browser of WeChat on an iPhone, as it names itself. */
export const wechatUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
