import {
  LANGUAGES,
  type FeedItem,
  type ThreadPage,
  type ThreadView,
  type TranslationResult,
  type UserProfile,
} from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { api, signedIn } from '../test/account-helpers';
import { SIGN_UP_FACTS } from '../test/factories';
import { useTestApp } from '../test/use-test-app';
import { splitProtected } from '../modules/translation/placeholders';
import { DEMO_CONVERSATIONS } from './conversations';
import { DEMO_LOGIN, seedDemo } from './index';
import { MEMBERS } from './members';
import { seededTexts } from './translations';
import { BIO_TRANSLATIONS } from './translations/bios';

/** The tokens a translation must keep: emoji codes, numbers, links… */
const tokensOf = (text: string) =>
  splitProtected(text)
    .filter((p) => p.kind === 'token' && !/^\s+$/.test(p.text))
    .map((p) => p.text)
    .sort();

describe('the seed’s human translations', () => {
  it('cover every seeded post, caption, biography and conversation line in the seven other languages', () => {
    const texts = seededTexts();
    expect(texts.length).toBeGreaterThan(150);
    const gaps = texts.flatMap(({ text, lang, translations }) =>
      LANGUAGES.filter((l) => l !== lang && !translations[l]?.trim()).map((l) => `${lang}→${l}: ${text}`),
    );
    expect(gaps).toEqual([]);
  });

  it('keep every emoji code, number and link of the original', () => {
    const broken = seededTexts().flatMap(({ text, lang, translations }) =>
      LANGUAGES.filter((l) => l !== lang).flatMap((l) =>
        tokensOf(translations[l]!).join(' ') === tokensOf(text).join(' ') ? [] : [`${lang}→${l}: ${translations[l]}`],
      ),
    );
    expect(broken).toEqual([]);
  });

  it('include conversations written in the other members’ own languages', () => {
    const writers = DEMO_CONVERSATIONS.map((c) => MEMBERS.find((m) => m.name === c.with)?.language);
    expect(new Set(writers).size).toBeGreaterThanOrEqual(3);
  });
});

describe('a fresh install without any engine', () => {
  const t = useTestApp();
  let demo: Record<string, string>;
  beforeAll(async () => {
    await seedDemo(t.app.db, { storage: t.app.services.storage, log: () => undefined });
    demo = (await signedIn(t.app, DEMO_LOGIN.email, DEMO_LOGIN.password, 'seed-translation-test')).auth;
  });

  it('shows the demo login its conversations in English, from the translation memory', async () => {
    const threads = (await api(t.app).get('/v1/message_threads', demo)).json<ThreadPage>();
    const foreign = threads.data.filter((thread) => thread.language !== 'en');
    expect(foreign.length).toBeGreaterThanOrEqual(2);
    for (const thread of foreign) {
      const view = (await api(t.app).get(`/v1/message_threads/${thread.id}`, demo)).json<ThreadView>();
      const theirs = view.data.filter((m) => m.can.translate);
      expect(theirs.length).toBeGreaterThan(0);
      for (const message of theirs) {
        expect(message).toMatchObject({ lang: thread.language, translate_status: 'done', translate_engine: 'memory' });
        expect(message.translate).not.toBe(message.message_content);
      }
    }
  });

  it('shows the news feed in English, and any post or biography in another reader’s language on request', async () => {
    const page = (await api(t.app).get('/v1/feeds', demo)).json<{ data: FeedItem[] }>();
    const foreign = page.data.filter((post) => post.lang !== 'en' && post.content);
    expect(foreign.length).toBeGreaterThan(0);
    for (const post of foreign) expect(post).toMatchObject({ translate_status: 'done', translate_engine: 'memory' });

    const japanese = (
      await api(t.app).post('/v1/register', {
        ...SIGN_UP_FACTS,
        email: 'seed-reader@example.test',
        name: 'seed_reader',
        password: 'secret123',
        gender: 1,
        language: 'ja',
      })
    ).json<{ token: string }>();
    const reader = { authorization: `Bearer ${japanese.token}` };
    const german = MEMBERS.find((m) => m.language === 'de' && !m.visibility)!;
    const [owner] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.name, german.name));
    // The demo login, in machine mode, reads the biography in English on the profile itself.
    const profile = (await api(t.app).get(`/v1/user/${owner!.id}`, demo)).json<UserProfile>();
    expect(profile.biography_translation).toEqual({
      lang: 'de',
      translate: BIO_TRANSLATIONS[german.bio]!.en,
      translate_status: 'done',
      translate_engine: 'memory',
    });
    const bio = await api(t.app).post('/v1/translations', { type: 'bio', id: owner!.id }, reader);
    expect(bio.json<TranslationResult>()).toMatchObject({
      lang: 'de',
      translate: BIO_TRANSLATIONS[german.bio]!.ja,
      translate_status: 'done',
      translate_engine: 'memory',
    });
  });
});
