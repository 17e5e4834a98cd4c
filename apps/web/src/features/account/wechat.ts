import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { accountKeys } from '../../lib/account.queries';
import { currentPid, isWechatBrowser } from '../../lib/client-env';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session-store';
import { signIn } from './session';

/** Where the member was going when the WeChat sign-in started: back there once it is done. */
const TARGET_KEY = 'yf:wechat-target';

const safePath = (path: string | null) => (path && path.startsWith('/') && !path.startsWith('//') ? path : null);

/** Whether the server has WeChat sign-in configured (GET config, cached). */
export async function wechatSignInConfigured(): Promise<boolean> {
  try {
    const config = await queryClient.fetchQuery({
      queryKey: accountKeys.config(),
      queryFn: () => api.call(Api.system.config, {}, { quiet: true }),
    });
    return config.wechat_signin;
  } catch {
    return false;
  }
}

/**
 * Sends the browser to WeChat's sign-in (the in-app authorisation inside WeChat, the QR page elsewhere);
 * WeChat comes back to `/?social=wechat&code&state`, which `finishWechatSignIn` completes. False when it
 * could not start (the page stays as it is).
 */
export async function startWechatSignIn(target: string): Promise<boolean> {
  try {
    const { url } = await api.call(Api.social.wechatUrl, {}, { quiet: true });
    sessionStorage.setItem(TARGET_KEY, safePath(target) ?? '/home');
    window.location.assign(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec §2: a protected route opened signed out inside WeChat signs in with WeChat automatically, unless
 * the skip flag is set (after the member logged out there, or declined or failed a WeChat sign-in), which
 * sends them to the front page like any browser.
 */
export async function autoWechatSignIn(target: string): Promise<boolean> {
  if (!isWechatBrowser() || useSessionStore.getState().wechatSkip) return false;
  if (!(await wechatSignInConfigured())) return false;
  return startWechatSignIn(target);
}

/**
 * WeChat's return to `/?social=wechat`: with a code, signs in and answers where to go; without one (the
 * member declined) or when the sign-in fails, sets the skip flag so no automatic attempt loops, and
 * answers null (the front page shows, with its forms).
 */
export async function finishWechatSignIn(search: URLSearchParams): Promise<string | null> {
  const code = search.get('code');
  const target = safePath(sessionStorage.getItem(TARGET_KEY)) ?? '/home';
  sessionStorage.removeItem(TARGET_KEY);
  const session = useSessionStore.getState();
  if (!code) {
    session.set({ wechatSkip: true });
    return null;
  }
  try {
    const pid = currentPid() ?? session.partnerId;
    const auth = await api.call(Api.social.signIn, {
      params: { provider: 'wechat' },
      body: { code, ...(search.get('state') ? { state: search.get('state')! } : {}) },
      query: pid ? { pid } : {},
    });
    signIn(auth);
    session.set({ wechatSkip: false });
    return target;
  } catch {
    session.set({ wechatSkip: true });
    return null;
  }
}
