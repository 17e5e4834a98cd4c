import type { AskEvent, Progress, TranslationEvent, TranslatorQueue, TranslatorTask } from '@yuanfen/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, translations } from '../../db/schema';
import type { Member } from '../../test/factories';
import { balanceOf, fund, ledgerBalanceOf, recordEvents } from '../../test/money-helpers';
import { SystemAccount } from '../money/ledger.service';
import { makeVip } from '../relations/relations.test-helpers';
import { speaker, translationApi, translationTestApp } from './translation.test-helpers';

const GERMAN = 'Hallo Keiko, wie war dein Wochenende in Osaka? Ich war wandern.';

let ctx: Awaited<ReturnType<typeof translationTestApp>>;
let c: ReturnType<typeof translationApi>;
let now = new Date();
beforeAll(async () => {
  // No engine: human translation works on its own.
  ctx = await translationTestApp({ engine: false });
  c = translationApi(ctx.t.app);
});
afterAll(async () => {
  await ctx.close();
});
const app = () => ctx.t.app;

/** A translator of German into Japanese, as an operator (here: the service) makes one. */
async function translator(pairs = ['de-ja']) {
  const member = await speaker(app(), 'ja');
  await app().services.humanTranslation.setTranslator(member.id, pairs);
  return member;
}

/** A German member's message to a Japanese member who has `gold`. */
async function conversation(gold = 20) {
  const [hans, keiko] = [await speaker(app(), 'de'), await speaker(app(), 'ja')];
  await makeVip(app(), hans);
  if (gold) await fund(app(), keiko.id, gold);
  const message = await c.message(hans, keiko.id, GERMAN);
  return { hans, keiko, message };
}

const claim = (m: Member, id: number) => c.post(`/v1/translation_requests/${id}/claim`, {}, m.auth);
const answer = (m: Member, id: number, content: string) => c.post('/v1/answer', { id, content }, m.auth);
const progress = async (m: Member, id: number) =>
  (await c.get(`/v1/progress?type=message&id=${id}`, m.auth)).json<Progress>();
const holdsBalance = async () => {
  const rows = await app().db.select().from(ledger);
  return rows.reduce(
    (sum, r) =>
      sum +
      (r.to_account === SystemAccount.translationHolds ? r.amount : 0) -
      (r.from_account === SystemAccount.translationHolds ? r.amount : 0),
    0,
  );
};

describe('asking a translator', () => {
  it('holds the price, a translator claims and answers, the asker reads it live and the translator is paid', async () => {
    const { keiko, message } = await conversation(20);
    const yuki = await translator();
    const events = recordEvents(app());

    expect(await progress(keiko, message.id)).toEqual({ request: null, price: 5 });
    const asked = await c.asked(keiko, 'message', message.id);
    expect(asked).toMatchObject({ status: 'open', price: 5, source: 'de', target: 'ja', translate: null });
    expect(await balanceOf(app(), keiko.id)).toBe(15);
    expect(await ledgerBalanceOf(app(), keiko.id)).toBe(15);
    const [hold] = await app()
      .db.select()
      .from(ledger)
      .where(and(eq(ledger.kind, 'translation_hold'), eq(ledger.related_id, String(asked.id))));
    expect(hold).toMatchObject({ amount: 5, to_account: SystemAccount.translationHolds });
    // Asking again holds nothing more.
    expect((await c.asked(keiko, 'message', message.id)).id).toBe(asked.id);
    expect(await balanceOf(app(), keiko.id)).toBe(15);

    const [news] = await events.waitFor(yuki.id, 'ask');
    expect((news!.payload as AskEvent).kind).toBe('new');
    const queue = (await c.get('/v1/translation_requests', yuki.auth)).json<TranslatorQueue>();
    expect(queue.pairs).toEqual(['de-ja']);
    const task = queue.data.find((item) => item.id === asked.id)!;
    // The translator sees the text and the languages, never who asked or wrote.
    expect(task).toEqual({
      id: asked.id,
      type: 'message',
      status: 'open',
      source: 'de',
      target: 'ja',
      content: GERMAN,
      chars: [...GERMAN].length,
      earning: 4,
      deadline_at: expect.any(String),
      can: { claim: true, answer: false },
      answer: null,
    } satisfies TranslatorTask);

    expect((await claim(yuki, asked.id)).json()).toMatchObject({
      status: 'claimed',
      can: { claim: false, answer: true },
    });
    const [beingTranslated] = await events.waitFor(keiko.id, 'translation');
    expect((beingTranslated!.payload as TranslationEvent).request).toMatchObject({ status: 'claimed' });
    expect((await progress(keiko, message.id)).request).toMatchObject({ status: 'claimed' });

    const reply = 'こんにちは、ケイコ。大阪での週末はどうでしたか？私はハイキングに行きました。';
    expect((await answer(yuki, asked.id, reply)).json()).toMatchObject({ status: 'done', answer: reply });
    const done = (await events.waitFor(keiko.id, 'translation', 2))[1]!.payload as TranslationEvent;
    expect(done).toMatchObject({
      type: 'message',
      id: message.id,
      translate: reply,
      translate_status: 'done',
      translate_engine: 'human',
      request: { status: 'done', translate: reply },
    });
    events.stop();

    const seen = (await c.get(`/v1/messages/${message.id}`, keiko.auth)).json();
    expect(seen).toMatchObject({ translate: reply, translate_engine: 'human' });
    expect(await balanceOf(app(), yuki.id)).toBe(4);
    expect(await ledgerBalanceOf(app(), yuki.id)).toBe(4);
    expect(await balanceOf(app(), keiko.id)).toBe(15);
    // A second answer pays nothing more.
    expect((await answer(yuki, asked.id, 'もう一度')).statusCode).toBe(200);
    expect(await balanceOf(app(), yuki.id)).toBe(4);
    expect((await progress(keiko, message.id)).request).toMatchObject({ status: 'done', translate: reply });
  });

  it('refuses an ask the balance does not cover, holding nothing', async () => {
    const { keiko, message } = await conversation(3);
    const refused = await c.ask(keiko, 'message', message.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 400022 });
    expect(await balanceOf(app(), keiko.id)).toBe(3);
    expect((await progress(keiko, message.id)).request).toBeNull();
  });

  it('refuses to translate what is already in the caller’s language, or what they may not see', async () => {
    const { hans, keiko, message } = await conversation(20);
    expect((await c.ask(hans, 'message', message.id)).json()).toMatchObject({ code: 400001 });
    const stranger = await speaker(app(), 'ja');
    expect((await c.ask(stranger, 'message', message.id)).statusCode).toBe(404);
    expect(await balanceOf(app(), keiko.id)).toBe(20);
  });

  it('releases the hold when nobody answers before the deadline, and a late answer is refused', async () => {
    const { keiko, message } = await conversation(20);
    const yuki = await translator();
    const asked = await c.asked(keiko, 'message', message.id);
    expect((await claim(yuki, asked.id)).statusCode).toBe(200);
    const holdsBefore = await holdsBalance();

    now = new Date(Date.now() + 61 * 60_000);
    expect(await app().services.humanTranslation.expireDue(now)).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(app(), keiko.id)).toBe(20);
    expect(await ledgerBalanceOf(app(), keiko.id)).toBe(20);
    expect(await holdsBalance()).toBe(holdsBefore - 5);
    expect((await progress(keiko, message.id)).request).toMatchObject({ status: 'expired' });
    expect((await answer(yuki, asked.id, 'おそい')).statusCode).toBe(409);
    expect(await balanceOf(app(), yuki.id)).toBe(0);
    // Running the job again releases nothing twice.
    await app().services.humanTranslation.expireDue(now);
    expect(await balanceOf(app(), keiko.id)).toBe(20);
    // After expiry the member may ask again.
    expect((await c.asked(keiko, 'message', message.id)).status).toBe('open');
    expect(await balanceOf(app(), keiko.id)).toBe(15);
  });

  it('gives a request to exactly one of 20 translators claiming at once', async () => {
    const { keiko, message } = await conversation(20);
    const team = await Promise.all(Array.from({ length: 20 }, () => translator()));
    const asked = await c.asked(keiko, 'message', message.id);
    const results = await Promise.all(team.map((m) => claim(m, asked.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const winner = team[results.findIndex((r) => r.statusCode === 200)]!;
    const loser = team.find((m) => m !== winner)!;
    expect((await answer(loser, asked.id, '横取り')).statusCode).toBe(403);
    expect((await answer(winner, asked.id, 'こんにちは')).statusCode).toBe(200);
  });
});

describe('who may translate', () => {
  it('refuses the queue to members without the role, other pairs, and one’s own request', async () => {
    const { keiko, message } = await conversation(20);
    const asked = await c.asked(keiko, 'message', message.id);
    expect((await c.get('/v1/translation_requests', keiko.auth)).statusCode).toBe(403);
    expect((await claim(keiko, asked.id)).statusCode).toBe(403);
    const french = await translator(['fr-ja']);
    expect((await claim(french, asked.id)).statusCode).toBe(404);
    const queue = (await c.get('/v1/translation_requests', french.auth)).json<TranslatorQueue>();
    expect(queue.data.some((task) => task.id === asked.id)).toBe(false);
    await app().services.humanTranslation.setTranslator(keiko.id, ['de-ja']);
    expect((await claim(keiko, asked.id)).statusCode).toBe(403);
    expect(await translatorStatus(french)).toEqual({ translator: true, pairs: ['fr-ja'] });
  });

  it('takes a report of a received translation from its asker only', async () => {
    const { keiko, message } = await conversation(20);
    const yuki = await translator();
    const asked = await c.asked(keiko, 'message', message.id);
    await claim(yuki, asked.id);
    await answer(yuki, asked.id, 'ひどい翻訳');
    const report = { type: 'translation', related_id: asked.id, content: 'This is not what the message says' };
    expect((await c.post('/v1/reports', report, keiko.auth)).statusCode).toBe(200);
    expect((await c.post('/v1/reports', report, yuki.auth)).statusCode).toBe(404);
    // Reporting changes no gold: the translator keeps what they earned until a moderator decides.
    expect(await balanceOf(app(), yuki.id)).toBe(4);
  });

  it('hides a reported translation from its reporter at once, and only from them', async () => {
    const { keiko, message } = await conversation(20);
    const yuki = await translator();
    const asked = await c.asked(keiko, 'message', message.id);
    await claim(yuki, asked.id);
    await answer(yuki, asked.id, 'ひどい翻訳');
    const shown = async (m: Member) =>
      (await c.get(`/v1/messages/${message.id}`, m.auth)).json<{ translate: string | null }>().translate;
    expect(await shown(keiko)).toBe('ひどい翻訳');

    const report = { type: 'translation', related_id: asked.id, content: 'This is not what the message says' };
    expect((await c.post('/v1/reports', report, keiko.auth)).statusCode).toBe(200);
    expect(await shown(keiko)).toBeNull();
    // Asking to translate again does not bring it back (no engine here: the attempt fails, nothing is charged).
    const again = await c.translate(keiko, 'message', message.id);
    expect(again.translate).toBeNull();
    expect(again.charged).toBe(0);
    expect(await balanceOf(app(), keiko.id)).toBe(15);
    // What other readers in Japanese see is unchanged: the stored translation is the human one still.
    const [stored] = await app().db.select().from(translations).where(eq(translations.item_id, message.id));
    expect(stored).toMatchObject({ engine: 'human', text: 'ひどい翻訳' });
  });
});

const translatorStatus = async (m: Member) => (await c.get('/v1/translators/me', m.auth)).json();
