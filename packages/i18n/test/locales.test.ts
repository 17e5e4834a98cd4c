import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import allowlist from '../allowlist.json';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const LANGS = ['en', 'zh', 'tw', 'de', 'it', 'fr', 'ja', 'ko'] as const;
const others = LANGS.filter((l) => l !== 'en');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const load = (lang: string, file: string): Json => JSON.parse(fs.readFileSync(path.join(root, lang, file), 'utf8'));

/** Every leaf of a namespace as `path → value`. */
function leaves(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

const namespaces = fs.readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));
const allowed = (lang: string) =>
  new Set(
    [...(allowlist.all ?? []), ...((allowlist as Record<string, string[]>)[lang] ?? [])].map((s) => s.toLowerCase()),
  );
/** Text that is the same in every language: placeholders, numbers, addresses, symbols. */
const languageNeutral = (text: string) =>
  !/\p{L}{2,}/u.test(text.replace(/\{\{[^}]+\}\}/g, '').replace(/\S+@\S+|https?:\/\/\S+/g, ''));

describe('locales', () => {
  it('has the English reference namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(3);
  });

  describe.each(others)('%s', (lang) => {
    it('has every namespace of English', () => {
      const files = fs.existsSync(path.join(root, lang)) ? fs.readdirSync(path.join(root, lang)) : [];
      expect(namespaces.filter((ns) => !files.includes(ns))).toEqual([]);
    });

    it.each(namespaces)('%s has every key of English and no key English lacks', (ns) => {
      const en = leaves(load('en', ns));
      const local = leaves(load(lang, ns));
      expect([...en.keys()].filter((k) => !local.has(k))).toEqual([]);
      expect([...local.keys()].filter((k) => !en.has(k))).toEqual([]);
    });

    it.each(namespaces)('%s keeps the placeholders of English', (ns) => {
      const en = leaves(load('en', ns));
      const local = leaves(load(lang, ns));
      const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      const broken = [...en].filter(
        ([k, v]) => local.has(k) && placeholders(v).join() !== placeholders(local.get(k)!).join(),
      );
      expect(broken.map(([k]) => k)).toEqual([]);
    });

    it.each(namespaces)('%s holds no untranslated English text', (ns) => {
      const en = leaves(load('en', ns));
      const local = leaves(load(lang, ns));
      const ok = allowed(lang);
      const untranslated = [...en].filter(
        ([k, v]) => local.get(k) === v && !languageNeutral(v) && !ok.has(v.toLowerCase()),
      );
      expect(untranslated.map(([k, v]) => `${k}: ${v}`)).toEqual([]);
    });
  });
});
