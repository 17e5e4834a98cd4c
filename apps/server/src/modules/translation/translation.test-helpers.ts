import type { AskView, ChatMessage, FeedItem, Language, TranslatableType, TranslationResult } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { api } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import type { FakeEngine } from '../../test/fake-translation';
import { createApiTestApp } from '../../test/account-helpers';
import type { TestApp } from '../../test/harness';
import type { EngineSettings } from './engines';

/** The app with a fake LibreTranslate as its only engine (or none), as operators configure it. */
export async function translationTestApp(opts: { engine?: boolean } = {}) {
  const fake =
    opts.engine === false ? null : await (await import('../../test/fake-translation')).startFakeLibreTranslate();
  const engines: EngineSettings[] = fake ? [{ name: 'libretranslate', url: fake.url }] : [];
  const t: TestApp = await createApiTestApp({ config: { translation: { engines, timeoutMs: 2000 } } });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake?.close();
    },
  };
}

/**
 * A member who reads and writes in `language`. Writers are women and readers men by default, so the
 * readers' news feeds (whom they seek) show the writers' posts.
 */
export const speaker = (app: FastifyInstance, language: Language, gender: 0 | 1 = 1) =>
  signUp(app, { language, gender });

/** The translation calls of a member's client. */
export function translationApi(app: FastifyInstance) {
  const http = api(app);
  return {
    ...http,
    translate: async (m: Member, type: TranslatableType, id: number) => {
      const res = await http.post('/v1/translations', { type, id }, m.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TranslationResult>();
    },
    ask: (m: Member, type: TranslatableType, id: number) => http.post('/v1/ask', { type, id }, m.auth),
    asked: async (m: Member, type: TranslatableType, id: number) => {
      const res = await http.post('/v1/ask', { type, id }, m.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AskView>();
    },
    /** A news-feed post. */
    publish: async (m: Member, content: string) => {
      const res = await http.post('/v1/feeds', { content }, m.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<FeedItem>();
    },
    message: async (m: Member, to: number, text: string, extra: Record<string, unknown> = {}) => {
      const res = await http.post('/v1/messages', { user_id: to, message_content: text, ...extra }, m.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ChatMessage>();
    },
  };
}

/** Waits until `check` holds (the engines work after the answer that showed a translation pending). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 4000) {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

export type { FakeEngine };
