import type { Page } from '@playwright/test';

/**
 * The test harness of the app wrapper's bridge (docs/wrapper.md): what the iOS/Android wrapper does,
 * played in the page. Before any script of the site runs, it injects `window.YuanfenNative` (here it
 * keeps every message) — as a WebView's "inject before content loaded" does — so the site runs in app
 * mode; `sendToPage` is the wrapper calling `window.YuanfenBridge.receive`.
 */
export async function installWrapperHarness(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    (window as unknown as { __nativeInbox: unknown[] }).__nativeInbox = sent;
    (window as unknown as { YuanfenNative: { postMessage: (m: string) => void } }).YuanfenNative = {
      postMessage: (message: string) => sent.push(JSON.parse(message)),
    };
  });
}

/** Everything the page sent to the wrapper so far. */
export const nativeInbox = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __nativeInbox: { type: string; [key: string]: unknown }[] }).__nativeInbox,
  );

/** The wrapper sends the page a message (its back button, the push id, its version). */
export const sendToPage = (page: Page, message: object) =>
  page.evaluate((m) => window.YuanfenBridge!.receive(m as never), message);

declare global {
  interface Window {
    /** The site's side of the bridge (apps/web/src/lib/bridge.ts). */
    YuanfenBridge?: { version: 1; receive: (message: never) => void; goBack: () => void };
  }
}
