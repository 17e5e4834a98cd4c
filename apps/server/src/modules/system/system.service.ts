import type { IncomingHttpHeaders } from 'node:http';

/** Compares dotted versions numerically: 1.10.0 is newer than 1.9.3. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/**
 * The visitor's country, for the phone dial code: a CDN/proxy country header when present, else the
 * region of the preferred browser language, else the edition's home country.
 */
export function countryFromRequest(headers: IncomingHttpHeaders, edition: 'global' | 'cn'): string {
  for (const name of ['cf-ipcountry', 'x-country-code', 'cloudfront-viewer-country']) {
    const value = headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  const language = String(headers['accept-language'] ?? '');
  const region = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(language)?.[1];
  if (region) return region.toUpperCase();
  const byLanguage: Record<string, string> = { zh: 'CN', ja: 'JP', ko: 'KR', de: 'DE', fr: 'FR', it: 'IT' };
  const primary = language.slice(0, 2).toLowerCase();
  return byLanguage[primary] ?? (edition === 'cn' ? 'CN' : 'US');
}
