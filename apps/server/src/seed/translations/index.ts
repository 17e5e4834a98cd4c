/**
 * The demo community's translations as translation-memory entries (origin `seed`): every seeded post,
 * photo caption, biography and conversation line in the other seven languages, written by people. A
 * fresh install thus reads its members in the reader's own language from the first minute, with or
 * without a translation engine; entries come back as the engine `memory`.
 */
import { LANGUAGES, type Language } from '@yuanfen/contract';
import type { DbOrTx } from '../../db/client';
import { textHash } from '../../modules/translation/memory';
import { translationRepo } from '../../modules/translation/translation.repo';
import { DEMO_CONVERSATIONS } from '../conversations';
import { DEMO_MEMBER, MEMBERS } from '../members';
import { PHOTO_POSTS, POSTS } from '../posts';
import type { SceneKind } from '../scenes';
import { BIO_TRANSLATIONS } from './bios';
import { CONVERSATION_TRANSLATIONS } from './conversations';
import { POST_TRANSLATIONS } from './posts';
import type { SeedTranslations } from './types';

/** A seeded original, its language and its translations by language. */
export interface SeededText {
  text: string;
  lang: Language;
  translations: Partial<Record<Language, string>>;
}

const from = (texts: { text: string; lang: Language }[], table: SeedTranslations): SeededText[] =>
  texts.map(({ text, lang }) => ({ text, lang, translations: table[text] ?? {} }));

/** Photo captions are written in every language already: each is the others' translation. */
function captions(): SeededText[] {
  const kinds = Object.keys(PHOTO_POSTS.en) as SceneKind[];
  return kinds.flatMap((kind) =>
    LANGUAGES.map((lang) => ({
      text: PHOTO_POSTS[lang][kind],
      lang,
      translations: Object.fromEntries(LANGUAGES.map((other) => [other, PHOTO_POSTS[other][kind]])),
    })),
  );
}

/** Who writes each demo conversation's lines, by the member's name. */
const languageOf = (name: string): Language => [DEMO_MEMBER, ...MEMBERS].find((m) => m.name === name)?.language ?? 'en';

/** Every seeded text with its translations. */
export function seededTexts(): SeededText[] {
  const bios = [DEMO_MEMBER, ...MEMBERS].map((m) => ({ text: m.bio, lang: m.language }));
  const posts = LANGUAGES.flatMap((lang) => POSTS[lang].map((text) => ({ text, lang })));
  const lines = DEMO_CONVERSATIONS.flatMap((c) =>
    c.lines.map((line) => ({ text: line.text, lang: line.from === 'me' ? DEMO_MEMBER.language : languageOf(c.with) })),
  );
  return [
    ...from(bios, BIO_TRANSLATIONS),
    ...from(posts, POST_TRANSLATIONS),
    ...from(lines, CONVERSATION_TRANSLATIONS),
    ...captions(),
  ];
}

/** Rows per insert: well below PostgreSQL's parameter limit. */
const CHUNK = 500;

export async function seedTranslationMemory(tx: DbOrTx): Promise<number> {
  const rows = seededTexts().flatMap(({ text, lang, translations }) =>
    Object.entries(translations).flatMap(([target, translation]) =>
      target === lang || !translation
        ? []
        : [{ text_hash: textHash(text), source: lang, target, original: text, translation, origin: 'seed' }],
    ),
  );
  for (let i = 0; i < rows.length; i += CHUNK) await translationRepo.rememberMany(tx, rows.slice(i, i + CHUNK));
  return rows.length;
}
