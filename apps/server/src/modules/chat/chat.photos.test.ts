import type { ChatMessage, UploadResult } from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiTestApp } from '../../test/account-helpers';
import type { Member } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { makeVip, members } from '../relations/relations.test-helpers';
import { twoColourImage, upload } from '../uploads/uploads.test-helpers';
import { chatApi } from './chat.test-helpers';

let t: TestApp;
let c: ReturnType<typeof chatApi>;
beforeAll(async () => {
  t = await createApiTestApp();
  c = chatApi(t.app);
  // The text check reads every photo with OCR; these photos are plain colours.
  await t.app.services.operator.set('photoTextCheck', 0);
});
afterAll(async () => {
  await t.close();
});

async function photoOf(m: Member, type: 'message' | 'avatar') {
  const data = await twoColourImage(320, 240, 'red', 'blue').jpeg().toBuffer();
  const res = await upload(t.app, m, data, { type, folder: 'public' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UploadResult>();
}

describe('photo messages', () => {
  it('sends the sender’s own message photos, with or without text; both sides see them', async () => {
    const [anna, bob] = await members(t.app, 2);
    await makeVip(t.app, anna);
    const [one, two] = [await photoOf(anna, 'message'), await photoOf(anna, 'message')];

    const sent = await c.sent(anna, bob.id, '', { upload_ids: [one.id, two.id] });
    expect(sent.upload_ids).toEqual([one.id, two.id]);
    expect(sent.uploads.map((u) => u.id)).toEqual([one.id, two.id]);
    const seen = (await c.openWith(bob, anna.id)).data[0] as ChatMessage;
    expect(seen.uploads.map((u) => u.id)).toEqual([one.id, two.id]);
    expect(seen.uploads[0]?.url).toBeTruthy();
    expect((await c.threads(bob)).data[0]).toMatchObject({ summary: '[photo]' });

    const withText = await c.sent(anna, bob.id, 'and a caption', { upload_ids: [(await photoOf(anna, 'message')).id] });
    expect(withText.uploads).toHaveLength(1);
  });

  it('refuses someone else’s photo, a photo of another type and one already sent, storing nothing', async () => {
    const [anna, bob] = await members(t.app, 2);
    await makeVip(t.app, anna);
    const bobs = await photoOf(bob, 'message');
    const avatar = await photoOf(anna, 'avatar');
    const used = await photoOf(anna, 'message');
    await c.sent(anna, bob.id, 'first', { upload_ids: [used.id] });

    for (const id of [bobs.id, avatar.id, used.id, 9_999_999]) {
      const res = await c.send(anna, bob.id, { message_content: 'look', upload_ids: [id] });
      expect(res.statusCode, `upload ${id}`).toBe(400);
    }
    expect((await c.openWith(bob, anna.id)).data.map((m) => m.message_content)).toEqual(['first']);
  });
});
