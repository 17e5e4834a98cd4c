import fs from 'node:fs';

/** One string of packages/i18n/locales/<language>/<file>.json by its dotted key, e.g. `text('ja', 'pages', 'landing.heroTitle')`. */
export function text(language: string, file: string, key: string): string {
  const url = new URL(`../../packages/i18n/locales/${language}/${file}.json`, import.meta.url);
  let node: unknown = JSON.parse(fs.readFileSync(url, 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`No string ${language}/${file}:${key}`);
  return node;
}
