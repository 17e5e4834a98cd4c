import type { ChatMessage, FeedItem, ThreadView, TranslationEvent, UserProfile } from '@yuanfen/contract';

type FeedPage = { data: FeedItem[]; next_max_id: number };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, fund, ledgerBalanceOf, recordEvents } from '../../test/money-helpers';
import { makeVip } from '../relations/relations.test-helpers';
import { eventually, speaker, translationApi, translationTestApp, type FakeEngine } from './translation.test-helpers';

const GERMAN = 'Hallo Keiko, wie war dein Wochenende in Osaka?';
const JAPANESE = 'こんにちは、大阪の週末はどうでしたか？';

let ctx: Awaited<ReturnType<typeof translationTestApp>>;
let fake: FakeEngine;
let c: ReturnType<typeof translationApi>;
beforeAll(async () => {
  ctx = await translationTestApp();
  fake = ctx.fake!;
  fake.phrases.set(GERMAN, { ja: JAPANESE, en: 'Hello Keiko, how was your weekend in Osaka?' });
  c = translationApi(ctx.t.app);
});
afterAll(async () => {
  await ctx.close();
});

const app = () => ctx.t.app;
const translateCalls = () => fake.calls.filter((call) => call.path === '/translate').length;

describe('receiving a message in another language', () => {
  it('arrives pending for a member in machine mode, then the translation event fills it and GET shows it', async () => {
    const [hans, keiko] = [await speaker(app(), 'de'), await speaker(app(), 'ja')];
    await makeVip(app(), hans);
    const events = recordEvents(app());
    const sent = await c.message(hans, keiko.id, GERMAN);
    expect(sent).toMatchObject({ lang: 'de', translate: null, translate_status: 'none' });

    const [delivered] = await events.waitFor(keiko.id, 'message');
    const toKeiko = (delivered!.payload as { message: ChatMessage }).message;
    expect(toKeiko).toMatchObject({ lang: 'de', translate_status: 'pending', translate: null });

    const [translated] = await events.waitFor(keiko.id, 'translation');
    expect(translated!.payload).toMatchObject({
      type: 'message',
      id: sent.id,
      target: 'ja',
      lang: 'de',
      translate: JAPANESE,
      translate_status: 'done',
      translate_engine: 'libretranslate',
    } satisfies Partial<TranslationEvent>);
    events.stop();

    const view = (await c.get(`/v1/message_threads/${hans.id}?user=1`, keiko.auth)).json<ThreadView>();
    expect(view.data.at(-1)).toMatchObject({ message_content: GERMAN, translate: JAPANESE, translate_status: 'done' });
    // The sender sees what the other side reads, beside their own words.
    const own = (await c.get(`/v1/message_threads/${keiko.id}?user=1`, hans.auth)).json<ThreadView>();
    expect(own.data.at(-1)).toMatchObject({ message_content: GERMAN, translate: JAPANESE });
  });

  it('stays untranslated when the member chose no translation, or turned receiving off in the conversation', async () => {
    const [hans, keiko, yuki] = [await speaker(app(), 'de'), await speaker(app(), 'ja'), await speaker(app(), 'ja')];
    await makeVip(app(), hans);
    expect((await c.put('/v1/user', { translate_engine: 0 }, keiko.auth)).statusCode).toBe(200);
    const before = translateCalls();
    const first = await c.message(hans, keiko.id, GERMAN);
    const seen = (await c.get(`/v1/messages/${first.id}`, keiko.auth)).json<ChatMessage>();
    expect(seen).toMatchObject({ lang: 'de', translate: null, translate_status: 'none' });

    await c.message(hans, yuki.id, 'Guten Morgen Yuki, hast du gut geschlafen heute Nacht?');
    const thread = (await c.get(`/v1/message_threads/${hans.id}?user=1`, yuki.auth)).json<ThreadView>().thread;
    await app().services.translation.drain();
    expect((await c.put(`/v1/message_threads/${thread.id}`, { receive_translate: false }, yuki.auth)).statusCode).toBe(
      200,
    );
    const second = await c.message(hans, yuki.id, 'Ich freue mich schon auf unser Gespräch am Abend!');
    const yukiSees = (await c.get(`/v1/messages/${second.id}`, yuki.auth)).json<ChatMessage>();
    expect(yukiSees).toMatchObject({ translate_status: 'none', translate: null });
    await app().services.translation.drain();
    expect(translateCalls()).toBe(before + 1);
  });

  it('does not translate a message written in the reader’s own language', async () => {
    const [a, b] = [await speaker(app(), 'ja'), await speaker(app(), 'ja')];
    await makeVip(app(), a);
    const before = translateCalls();
    const sent = await c.message(a, b.id, JAPANESE);
    const seen = (await c.get(`/v1/messages/${sent.id}`, b.auth)).json<ChatMessage>();
    expect(seen).toMatchObject({ lang: 'ja', translate_status: 'none' });
    expect((await c.translate(b, 'message', sent.id)).translate_status).toBe('none');
    expect(translateCalls()).toBe(before);
  });
});

describe('the reader’s languages (issue 21)', () => {
  it('translates nothing from a language the reader speaks natively or fluently, but does from one they learn', async () => {
    const [hans, keiko, yuki] = [await speaker(app(), 'de'), await speaker(app(), 'ja'), await speaker(app(), 'ja')];
    await makeVip(app(), hans);
    await c.put('/v1/user', { languages: [{ code: 'de', level: 'fluent' }] }, keiko.auth);
    await c.put('/v1/user', { languages: [{ code: 'de', level: 'learning' }] }, yuki.auth);
    const before = translateCalls();
    const toKeiko = await c.message(hans, keiko.id, GERMAN);
    const seen = (await c.get(`/v1/messages/${toKeiko.id}`, keiko.auth)).json<ChatMessage>();
    expect(seen).toMatchObject({ lang: 'de', translate_status: 'none', translate: null });
    expect(await c.translate(keiko, 'message', toKeiko.id)).toMatchObject({ translate_status: 'none', charged: 0 });
    expect(translateCalls()).toBe(before);
    // A learner still gets the translation offered and made.
    const toYuki = await c.message(hans, yuki.id, GERMAN);
    expect(await c.translate(yuki, 'message', toYuki.id)).toMatchObject({
      translate_status: 'done',
      translate: JAPANESE,
    });
  });
});

describe('POST translations', () => {
  it('translates a post into the caller’s language once; the next reader and the same text come from storage and memory', async () => {
    const [writer, reader, other] = [
      await speaker(app(), 'de', 0),
      await speaker(app(), 'en'),
      await speaker(app(), 'en'),
    ];
    await makeVip(app(), writer);
    await c.put('/v1/user', { translate_engine: 0 }, reader.auth);
    await c.put('/v1/user', { translate_engine: 0 }, other.auth);
    const post = await c.publish(writer, GERMAN);
    const before = translateCalls();
    expect(await c.translate(reader, 'feed', post.id)).toEqual({
      lang: 'de',
      translate: 'Hello Keiko, how was your weekend in Osaka?',
      translate_status: 'done',
      translate_engine: 'libretranslate',
      target: 'en',
      failure: null,
      charged: 0,
    });
    expect(translateCalls()).toBe(before + 1);
    // Cached per target language: another English reader gets it without an engine call.
    expect(await c.translate(other, 'feed', post.id)).toMatchObject({ translate_status: 'done' });
    const page = (await c.get('/v1/feeds', other.auth)).json<FeedPage>();
    expect(page.data.find((p) => p.id === post.id)).toMatchObject({ translate_engine: 'libretranslate' });
    // The same words in another post: the translation memory answers.
    const again = await c.publish(writer, GERMAN);
    expect(await c.translate(reader, 'feed', again.id)).toMatchObject({ translate_engine: 'memory' });
    expect(translateCalls()).toBe(before + 1);
  });

  it('translates a biography, and an edited biography is translated anew', async () => {
    const [owner, reader] = [await speaker(app(), 'de'), await speaker(app(), 'ja')];
    const bio = 'Ich bin Tierärztin in Leipzig und gehe gern mit meinem Hund am See spazieren.';
    fake.phrases.set(bio, { ja: '私はライプツィヒの獣医で、犬と湖のほとりを散歩するのが好きです。' });
    await c.put('/v1/user', { biography: bio }, owner.auth);
    const profile = (await c.get(`/v1/user/${owner.id}`, reader.auth)).json<UserProfile>();
    expect(profile.biography_lang).toBe('de');
    // A reader in machine mode gets it translated like a post: pending, then stored.
    expect(profile.biography_translation).toMatchObject({ lang: 'de', translate_status: 'pending' });
    await app().services.translation.drain();
    const again = (await c.get(`/v1/user/${owner.id}`, reader.auth)).json<UserProfile>();
    expect(again.biography_translation).toEqual({
      lang: 'de',
      translate: '私はライプツィヒの獣医で、犬と湖のほとりを散歩するのが好きです。',
      translate_status: 'done',
      translate_engine: 'libretranslate',
    });
    expect(await c.translate(reader, 'bio', owner.id)).toMatchObject({ translate_status: 'done', lang: 'de' });

    await c.put(
      '/v1/user',
      { biography: 'Ich wandere gern in den Alpen und koche leidenschaftlich gern.' },
      owner.auth,
    );
    const fresh = await c.translate(reader, 'bio', owner.id);
    expect(fresh.translate).toBe('«ja» Ich wandere gern in den Alpen und koche leidenschaftlich gern.');
  });

  it('keeps emoji codes, links and numbers exactly as written', async () => {
    const [writer, reader] = [await speaker(app(), 'fr'), await speaker(app(), 'ko')];
    const text = 'Regarde ça [love] https://example.com/photo?id=7 on se voit à 19:30 !';
    const post = await c.publish(writer, text);
    const result = await c.translate(reader, 'feed', post.id);
    expect(result.lang).toBe('fr');
    for (const token of ['[love]', 'https://example.com/photo?id=7', '19:30'])
      expect(result.translate).toContain(token);
  });

  it('refuses items the caller may not see: someone else’s message, a deleted post, a hidden profile', async () => {
    const [a, b, stranger] = [await speaker(app(), 'de'), await speaker(app(), 'ja'), await speaker(app(), 'ja')];
    await makeVip(app(), a);
    const message = await c.message(a, b.id, GERMAN);
    expect((await c.post('/v1/translations', { type: 'message', id: message.id }, stranger.auth)).statusCode).toBe(404);
    const post = await c.publish(a, GERMAN);
    await c.delete(`/v1/feeds/${post.id}`, undefined, a.auth);
    expect((await c.post('/v1/translations', { type: 'feed', id: post.id }, stranger.auth)).statusCode).toBe(404);
    await c.put('/v1/user', { biography: GERMAN, visibility: 'hidden' }, a.auth);
    const hidden = await c.post('/v1/translations', { type: 'bio', id: a.id }, stranger.auth);
    expect(hidden.json()).toMatchObject({ code: 400061 });
    expect((await c.post('/v1/translations', { type: 'song', id: 1 }, stranger.auth)).statusCode).toBe(400);
    expect((await c.post('/v1/translations', { type: 'feed', id: 1 })).statusCode).toBe(401);
  });
});

describe('when every engine fails', () => {
  it('shows the failure (never the original as a translation), and a retry succeeds', async () => {
    const [writer, reader] = [await speaker(app(), 'de'), await speaker(app(), 'it')];
    await c.put('/v1/user', { translate_engine: 0 }, reader.auth);
    const post = await c.publish(writer, 'Wir gehen heute Abend ins Kino, kommst du mit?');
    fake.failNext('unavailable');
    const failed = await c.translate(reader, 'feed', post.id);
    expect(failed).toMatchObject({ translate: null, translate_status: 'failed', failure: 'engines' });
    const listed = (await c.get(`/v1/feeds/${post.id}`, reader.auth)).json();
    expect(listed).toMatchObject({ translate_status: 'failed', translate: null });

    const retried = await c.translate(reader, 'feed', post.id);
    expect(retried).toMatchObject({ translate_status: 'done', translate_engine: 'libretranslate' });
  });

  it('charges members without VIP the operator’s price only for a translation made, refunding a failure once', async () => {
    await app().services.operator.set('machineTranslationPrice', 3);
    app().services.translation.forgetSettings();
    try {
      const [writer, reader, vip] = [
        await speaker(app(), 'de', 0),
        await speaker(app(), 'fr'),
        await speaker(app(), 'fr'),
      ];
      await makeVip(app(), vip);
      await makeVip(app(), writer);
      await fund(app(), reader.id, 10);
      const post = await c.publish(writer, 'Der Sonnenuntergang am Meer war heute einfach traumhaft.');

      fake.failNext('quota');
      expect(await c.translate(reader, 'feed', post.id)).toMatchObject({ translate_status: 'failed', charged: 0 });
      expect(await balanceOf(app(), reader.id)).toBe(10);
      expect(await ledgerBalanceOf(app(), reader.id)).toBe(10);

      const paid = await c.translate(reader, 'feed', post.id);
      expect(paid).toMatchObject({ translate_status: 'done', charged: 3 });
      expect(await balanceOf(app(), reader.id)).toBe(7);
      // Stored now: nobody pays for it again, and VIP members never pay.
      expect(await c.translate(reader, 'feed', post.id)).toMatchObject({ charged: 0 });
      const other = await c.publish(writer, 'Morgen früh gehe ich mit meinem Hund im Park spazieren.');
      expect(await c.translate(vip, 'feed', other.id)).toMatchObject({ translate_status: 'done', charged: 0 });

      const broke = await speaker(app(), 'fr');
      const refused = await c.post('/v1/translations', { type: 'feed', id: other.id }, broke.auth);
      // The VIP member's stored translation serves the next French reader free of charge.
      expect(refused.json()).toMatchObject({ translate_status: 'done', charged: 0 });
      const third = await c.publish(writer, 'Am Wochenende besuche ich meine Großeltern auf dem Land.');
      const noGold = await c.post('/v1/translations', { type: 'feed', id: third.id }, broke.auth);
      expect(noGold.statusCode).toBe(400);
      expect(noGold.json()).toMatchObject({ code: 400022 });
    } finally {
      await app().services.operator.set('machineTranslationPrice', 0);
      app().services.translation.forgetSettings();
    }
  });
});

describe('the news feed in machine mode', () => {
  it('shows posts in other languages pending, then translated by the translation event', async () => {
    const [writer, reader] = [await speaker(app(), 'it', 0), await speaker(app(), 'de')];
    const post = await c.publish(writer, 'Domenica al mare con gli amici, che meraviglia di giornata!');
    const events = recordEvents(app());
    const first = (await c.get('/v1/feeds', reader.auth)).json<FeedPage>();
    expect(first.data.find((p) => p.id === post.id)).toMatchObject({ lang: 'it', translate_status: 'pending' });
    const [event] = await events.waitFor(reader.id, 'translation');
    events.stop();
    expect(event!.payload).toMatchObject({ type: 'feed', id: post.id, translate_status: 'done' });
    const later = await eventually(
      async () => (await c.get('/v1/feeds', reader.auth)).json<FeedPage>(),
      (page) => page.data.find((p) => p.id === post.id)?.translate_status === 'done',
    );
    expect(later.data.find((p) => p.id === post.id)?.translate).toBe(
      '«de» Domenica al mare con gli amici, che meraviglia di giornata!',
    );
  });
});

describe('settings', () => {
  it('tells clients which engines run and what translation costs', async () => {
    const res = await c.get('/v1/translations/settings');
    expect(res.json()).toEqual({
      machine: true,
      engines: ['libretranslate'],
      machine_price: 0,
      human_price: 5,
      human_block_chars: 100,
      human_deadline_minutes: 60,
    });
  });
});

describe('without any engine configured', () => {
  let bare: Awaited<ReturnType<typeof translationTestApp>>;
  beforeAll(async () => {
    bare = await translationTestApp({ engine: false });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('says machine translation is unavailable, and still serves what the memory holds', async () => {
    const a = bare.t.app;
    const api = translationApi(a);
    expect((await api.get('/v1/translations/settings')).json()).toMatchObject({ machine: false, engines: [] });
    const [writer, reader] = [await speaker(a, 'de', 0), await speaker(a, 'ja')];
    const post = await api.publish(writer, GERMAN);
    const unknown = await api.publish(writer, 'Heute habe ich zum ersten Mal Sushi selbst gemacht.');
    await rememberSeed(a, GERMAN, 'de', 'ja', JAPANESE);

    const page = (await api.get('/v1/feeds', reader.auth)).json<FeedPage>();
    expect(page.data.find((p) => p.id === post.id)).toMatchObject({ translate: JAPANESE, translate_engine: 'memory' });
    expect(page.data.find((p) => p.id === unknown.id)).toMatchObject({ translate_status: 'none', translate: null });
    expect(await api.translate(reader, 'feed', unknown.id)).toMatchObject({
      translate_status: 'failed',
      failure: 'unavailable',
    });
  });
});

async function rememberSeed(a: typeof ctx.t.app, text: string, source: string, target: string, translation: string) {
  await a.services.translation.remember(text, source, target, translation, 'seed');
}
