import { PHOTO_HAS_TEXT_MESSAGE } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photoFlags, uploads } from '../../db/schema';
import { members } from '../relations/relations.test-helpers';
import { holdsText, MAYBE_RULE, readText, TEXT_RULE, type OcrPage } from './text-detection';
import { scenery, upload, writing } from './uploads.test-helpers';
import { useTestApp } from '../../test/use-test-app';

const page = (...words: [string, number][]): OcrPage => ({
  blocks: [{ paragraphs: [{ lines: [{ words: words.map(([text, confidence]) => ({ text, confidence })) }] }] }],
});

const t = useTestApp();

describe('photos must not contain text (spec §5)', () => {
  it('refuses feed, message, album and avatar photos showing contact details, and stores nothing', async () => {
    const [anna] = await members(t.app, 1);
    const contact = await writing('WeChat: abc1234');
    for (const type of ['feed', 'message', 'album', 'avatar']) {
      const res = await upload(t.app, anna, contact, { type });
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toEqual({
        code: 400001,
        message: PHOTO_HAS_TEXT_MESSAGE,
        errors: { file: PHOTO_HAS_TEXT_MESSAGE },
        reason: 'photo_has_text',
      });
    }
    const phone = await upload(t.app, anna, await writing('Call 138 0013 8000'), { type: 'album' });
    expect(phone.json()).toMatchObject({ message: PHOTO_HAS_TEXT_MESSAGE });
    expect(await t.app.db.select().from(uploads).where(eq(uploads.user_id, anna.id))).toEqual([]);
  });

  it('accepts a picture without text', async () => {
    const [anna] = await members(t.app, 1);
    for (const seed of [1, 2, 3]) {
      const res = await upload(t.app, anna, await scenery(seed), { type: 'feed' });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('counts confident words of 3+ letters or digits only, 4 such characters in all', () => {
    expect(holdsText(page(['WeChat:', 91], ['abc1234', 88]))).toBe(true);
    expect(holdsText(page(['1380', 75]))).toBe(true);
    // What OCR reads into leaves and fences: short or unsure "words".
    expect(holdsText(page(['il', 95], ['|:', 96], ['a', 99], ['Wm', 90], ['ee', 92]))).toBe(false);
    expect(holdsText(page(['Hello', 40], ['world', 55]))).toBe(false);
    expect(holdsText(page(['abc', 90]))).toBe(false);
    expect(holdsText({ blocks: null })).toBe(false);
  });

  it('judges a page text, maybe or none by the two rules, and answers the words read', () => {
    expect(MAYBE_RULE.minConfidence).toBeLessThan(TEXT_RULE.minConfidence);
    expect(readText(page(['WeChat:', 91], ['abc1234', 88]))).toEqual({
      verdict: 'text',
      words: ['WeChat:', 'abc1234'],
    });
    // One confident word of 3 characters: below the refusal rule, but someone wrote something.
    expect(readText(page(['SUN', 92]))).toEqual({ verdict: 'maybe', words: ['SUN'] });
    expect(readText(page(['abc', 90], ['il', 95]))).toEqual({ verdict: 'maybe', words: ['abc'] });
    // Unsure words of 3+ characters adding up to 6: faint or slanted writing.
    expect(readText(page(['Hello', 55], ['world', 60]))).toEqual({ verdict: 'maybe', words: ['Hello', 'world'] });
    expect(readText(page(['Hel', 50], ['low', 50]))).toMatchObject({ verdict: 'maybe' });
    // What OCR reads into leaves and fences stays none: short, or too unsure, or too little.
    expect(readText(page(['il', 95], ['|:', 96], ['Wm', 90], ['ee', 92]))).toEqual({ verdict: 'none', words: [] });
    expect(readText(page(['Hello', 40], ['world', 45]))).toEqual({ verdict: 'none', words: [] });
    expect(readText(page(['abcde', 60]))).toEqual({ verdict: 'none', words: [] });
    expect(readText({ blocks: null })).toEqual({ verdict: 'none', words: [] });
  });

  it('stores a photo with one short word (maybe) and queues it; a longer word is refused', async () => {
    const [anna] = await members(t.app, 1);
    const short = await upload(t.app, anna, await writing('SUN'), { type: 'album' });
    expect(short.statusCode, short.body).toBe(200);
    const [flag] = await t.app.db.select().from(photoFlags).where(eq(photoFlags.user_id, anna.id));
    expect(flag).toMatchObject({ upload_id: short.json<{ id: number }>().id, words: ['SUN'], status: 'open' });
    expect((await upload(t.app, anna, await writing('SUNNY'), { type: 'album' })).statusCode).toBe(400);
  });

  it('lets the operator switch the check off', async () => {
    const [anna] = await members(t.app, 1);
    await t.app.services.operator.set('photoTextCheck', 0);
    expect((await upload(t.app, anna, await writing(), { type: 'album' })).statusCode).toBe(200);
    await t.app.services.operator.set('photoTextCheck', 1);
    expect((await upload(t.app, anna, await writing(), { type: 'album' })).statusCode).toBe(400);
  });
});
