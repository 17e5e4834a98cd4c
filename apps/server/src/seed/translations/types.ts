import type { Language } from '@yuanfen/contract';

/**
 * Human translations of seeded texts: the original text exactly as seeded → its translation into each
 * of the other seven languages. The seed loads them as translation-memory entries, so a fresh install
 * reads the demo community in the reader's own language without any engine configured.
 */
export type SeedTranslations = Readonly<Record<string, Partial<Record<Language, string>>>>;
