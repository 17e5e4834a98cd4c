import { useEffect } from 'react';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { isWechatBrowser } from '../../lib/client-env';
import { wechatSignInConfigured } from './wechat';

/** WeChat's JS-SDK, loaded only inside the WeChat browser (the server's CSP allows this one script host). */
const JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

interface ShareData {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

interface WechatSdk {
  config: (options: {
    debug: boolean;
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
  }) => void;
  ready: (callback: () => void) => void;
  updateAppMessageShareData: (data: ShareData) => void;
  updateTimelineShareData: (data: ShareData) => void;
}

let sdk: Promise<WechatSdk> | null = null;

function loadSdk(): Promise<WechatSdk> {
  sdk ??= new Promise<WechatSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = JSSDK_URL;
    script.async = true;
    script.onload = () => {
      const wx = (window as unknown as { wx?: WechatSdk }).wx;
      if (wx) resolve(wx);
      else reject(new Error('WeChat JS-SDK missing'));
    };
    script.onerror = () => {
      sdk = null;
      reject(new Error('WeChat JS-SDK did not load'));
    };
    document.head.append(script);
  });
  return sdk;
}

const absolute = (url: string) => new URL(url, window.location.origin).toString();

/**
 * The sharing card of this page inside WeChat (profiles and posts): `wx.config` signed by the server for
 * the page's URL (GET social/wechat/jsconfig), then the card for chats and for Moments. Outside WeChat,
 * or without WeChat configured, nothing loads.
 */
export function useWechatShare(card: { title: string; desc: string; image: string | null } | null): void {
  const title = card?.title;
  const desc = card?.desc;
  const image = card?.image;
  useEffect(() => {
    if (title === undefined || !isWechatBrowser()) return;
    let cancelled = false;
    const link = window.location.href.split('#')[0]!;
    void (async () => {
      if (!(await wechatSignInConfigured())) return;
      const [wx, config] = await Promise.all([
        loadSdk(),
        api.call(Api.social.wechatJsConfig, { query: { url: link } }, { quiet: true }),
      ]);
      if (cancelled) return;
      wx.config({ debug: false, ...config, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
      wx.ready(() => {
        const data = { title, desc: desc ?? '', link, imgUrl: absolute(image ?? '/favicon.svg') };
        wx.updateAppMessageShareData(data);
        wx.updateTimelineShareData(data);
      });
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [title, desc, image]);
}
