import { useSessionStore } from './session-store';

/**
 * The app wrapper's bridge (docs/wrapper.md). The wrapper loads the site with `?client=app` and injects,
 * before the page's scripts run, `window.YuanfenNative.postMessage(text)`: the page's channel to it. The
 * page answers with `window.YuanfenBridge`: `receive(message)` for what the wrapper sends and `goBack()`
 * for its back button. Every message is one JSON object with a `type`.
 */
export type ToNative =
  | { type: 'ready'; bridge: 1 }
  | { type: 'openExternal'; url: string }
  | { type: 'exit' }
  | { type: 'signedIn'; user_id: number }
  | { type: 'signedOut' };

export type FromNative =
  { type: 'back' } | { type: 'pushId'; push_id: string } | { type: 'version'; platform: string; version: string };

interface NativeChannel {
  postMessage: (message: string) => void;
}

declare global {
  interface Window {
    YuanfenNative?: NativeChannel;
    YuanfenBridge?: { version: 1; receive: (message: FromNative | string) => void; goBack: () => void };
  }
}

/** The wrapper's channel, when this page runs inside the app wrapper and the wrapper injected one. */
export const nativeChannel = (): NativeChannel | null =>
  useSessionStore.getState().appWrapper && typeof window.YuanfenNative?.postMessage === 'function'
    ? window.YuanfenNative
    : null;

export function postToNative(message: ToNative): boolean {
  const channel = nativeChannel();
  if (!channel) return false;
  channel.postMessage(JSON.stringify(message));
  return true;
}

/** Opens an address outside the app: the wrapper's system browser, else a new tab. */
export function openExternal(url: string): void {
  if (!postToNative({ type: 'openExternal', url })) window.open(url, '_blank', 'noopener');
}

/** Whether the in-app history has a screen to go back to (react-router keeps its index in history.state). */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/**
 * The goBack pseudo-route (spec §2): one screen back in the app's history; on the first screen the wrapper
 * is told to leave (`exit`), as a native back button would.
 */
export function goBack(navigateBack: () => void): void {
  if (canGoBack()) navigateBack();
  else postToNative({ type: 'exit' });
}

const isExternalLink = (anchor: HTMLAnchorElement) => {
  if (!anchor.href || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
};

/** Installs `window.YuanfenBridge` and, in the app, sends links to other sites to the system browser. */
export function installBridge(navigateBack: () => void): void {
  window.YuanfenBridge = {
    version: 1,
    goBack: () => goBack(navigateBack),
    receive: (raw) => {
      let message: FromNative;
      try {
        message = typeof raw === 'string' ? (JSON.parse(raw) as FromNative) : raw;
      } catch {
        return;
      }
      const session = useSessionStore.getState();
      if (message.type === 'back') goBack(navigateBack);
      if (message.type === 'pushId' && typeof message.push_id === 'string') {
        session.set({ pushId: message.push_id.slice(0, 200) });
      }
      if (
        message.type === 'version' &&
        /^[a-z]+$/.test(message.platform) &&
        /^\d+(\.\d+){0,3}$/.test(message.version)
      ) {
        session.set({ nativeVersion: { platform: message.platform, version: message.version } });
      }
    },
  };
  document.addEventListener(
    'click',
    (event) => {
      if (!nativeChannel() || event.defaultPrevented) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !isExternalLink(anchor)) return;
      event.preventDefault();
      openExternal(anchor.href);
    },
    true,
  );
  postToNative({ type: 'ready', bridge: 1 });
}
