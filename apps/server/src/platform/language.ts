import { LANGUAGES, type Language } from '@yuanfen/contract';

/**
 * The first of the given language tags (a member's choice, then an Accept-Language header's tags in
 * order) that Yuanfen speaks; `zh-TW`, `zh-Hant` and `zh-HK` are traditional Chinese (`tw`).
 */
export function firstSpoken(tags: readonly (string | null | undefined)[], fallback: Language): Language {
  for (const tag of tags) {
    if (!tag) continue;
    const lower = tag.trim().toLowerCase();
    if (lower === 'zh-tw' || lower === 'zh-hant' || lower === 'zh-hk' || lower.startsWith('zh-hant-')) return 'tw';
    const base = lower.split('-')[0] ?? '';
    if ((LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return fallback;
}

/** The tags of an Accept-Language header, in the order the client gave them (weights are not re-sorted). */
export const acceptedTags = (header: string | string[] | undefined): string[] =>
  String(header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);
