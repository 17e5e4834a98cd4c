/**
 * What an operator reads of a device (issue 17): its operating system and browser, guessed from the user
 * agent it signed in with. Product names, not texts: they read the same in every language.
 */
const PLATFORMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/MicroMessenger\//, 'WeChat'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const first = (ua: string, table: readonly [RegExp, string][]) => table.find(([test]) => test.test(ua))?.[1] ?? null;

/** `Android · Chrome`, `iOS · Safari`; null parts when the user agent does not say. */
export function deviceLabel(userAgent: string | null): { platform: string | null; browser: string | null } {
  if (!userAgent) return { platform: null, browser: null };
  return { platform: first(userAgent, PLATFORMS), browser: first(userAgent, BROWSERS) };
}
