import type { AdminAnnouncement, AdminAnnouncementBody, Language } from '@yuanfen/contract';

export type AnnouncementDraft = Record<Language, string>;
export type AnnouncementState = 'draft' | 'published' | 'withdrawn';

export const announcementState = (item: Pick<AdminAnnouncement, 'published_at' | 'withdrawn_at'>): AnnouncementState =>
  item.withdrawn_at ? 'withdrawn' : item.published_at ? 'published' : 'draft';

/**
 * The texts to send: trimmed, blank languages left out (members of those languages read the English
 * text); null when the English text, the fallback for everyone, is missing.
 */
export function contentsFrom(draft: AnnouncementDraft): AdminAnnouncementBody['contents'] | null {
  const entries = Object.entries(draft)
    .map(([language, text]) => [language, text.trim()] as const)
    .filter(([, text]) => text.length > 0);
  const contents = Object.fromEntries(entries) as AdminAnnouncementBody['contents'];
  return contents.en ? contents : null;
}

/** A version as operators type it: numbers separated by dots, as the server's check. */
export const isVersion = (value: string): boolean => /^\d+(\.\d+){0,3}$/.test(value.trim());
