import { Limits, type ClientKind } from '@yuanfen/contract';
import { useSessionStore } from './session-store';

const ua = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/** The desktop layout (spec §9: wider than the 767 px mobile layout), as a media query to watch. */
export const desktopLayout = () => window.matchMedia(`(min-width: ${Limits.mobileMaxWidth + 1}px)`);
export const isWechatBrowser = () => /MicroMessenger/i.test(ua());
export const isMobileBrowser = () => /Android|iPhone|iPad|iPod|Mobile|MicroMessenger/i.test(ua());

/**
 * Opened as an installed app in a window of its own (the PWA's `display: standalone`): on a computer this
 * is the desktop client (issue 20).
 */
export const isStandaloneWindow = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(display-mode: standalone)').matches;

/**
 * The X-Client header: the WeChat browser, the app wrapper (`?client=app`, remembered), desktop (a desktop
 * wrapper, or the PWA installed on a computer and opened in its own window) or web.
 */
export function clientKind(): ClientKind {
  if (isWechatBrowser()) return 'wechat';
  if (useSessionStore.getState().appWrapper) return 'app';
  if (/Electron/i.test(ua())) return 'desktop';
  if (isStandaloneWindow() && !isMobileBrowser()) return 'desktop';
  return 'web';
}

/** The pid of the current address, carried on every request while it is in the URL. */
export function currentPid(): string | null {
  return new URLSearchParams(window.location.search).get('pid');
}

/** Remembers URL flags: `?client=app` marks the app wrapper; a pid is kept only if none is yet. */
export function rememberUrlFlags(search: URLSearchParams): void {
  const session = useSessionStore.getState();
  if (search.get('client') === 'app' && !session.appWrapper) session.set({ appWrapper: true });
  const pid = search.get('pid');
  if (pid && !session.partnerId && Limits.partnerIdLengths.includes(pid.length)) {
    session.set({ partnerId: pid });
  }
}

function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function browserTraits(): string {
  const screenInfo = `${screen.width}x${screen.height}x${screen.colorDepth}`;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [ua(), navigator.language, screenInfo, zone, navigator.hardwareConcurrency].join('|');
}

/** A stable browser fingerprint for X-Client-Id, computed 2 s after start when missing or too short. */
export function scheduleFingerprint(): void {
  const current = useSessionStore.getState().fingerprint;
  if (current && current.length > 2) return;
  window.setTimeout(() => {
    const traits = browserTraits();
    const random = Math.random().toString(36).slice(2, 10);
    const fingerprint = fnv1a(traits, 2166136261) + fnv1a(traits, 374761393) + random;
    useSessionStore.getState().set({ fingerprint });
  }, 2000);
}
