import type { ChatMessage, Me, MessageTemplate, PaidUpload, UploadResult } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../test/factories';
import { balanceOf, fund } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { makeVip, members } from '../relations/relations.test-helpers';
import { fetchStatus, twoColourImage, upload } from '../uploads/uploads.test-helpers';
import { chatApi } from './chat.test-helpers';

let c: ReturnType<typeof chatApi>;
const t = useTestApp();
beforeAll(async () => {
  c = chatApi(t.app);
  // The text check reads every photo with OCR; these photos are plain colours.
  await t.app.services.operator.set('photoTextCheck', 0);
});

async function photoOf(m: Member, type: 'message' | 'avatar' | 'hi') {
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

describe('say hi with a picture', () => {
  it('each greeting carries its own copy of the template’s picture, which the recipient sees', async () => {
    const [anna, bob, carl] = await members(t.app, 3);
    const picture = await photoOf(anna, 'hi');
    const me = await c.put('/v1/user', { hi_photo: picture.id }, anna.auth);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json<Me>().hi_photo).toBe(picture.url);
    const template = (await c.get(`/v1/message_templates/${bob.id}`, anna.auth)).json<MessageTemplate>();
    expect(template).toMatchObject({ hi_content: null, hi_photo: picture.url, available: true });

    const toBob = await c.post('/v1/sayhi', { user_id: bob.id }, anna.auth);
    expect(toBob.statusCode, toBob.body).toBe(200);
    const greeting = toBob.json<ChatMessage>();
    expect(greeting).toMatchObject({ message_type: 'hi', message_content: '' });
    expect(greeting.uploads).toHaveLength(1);
    const seen = (await c.openWith(bob, anna.id)).data[0] as ChatMessage;
    expect(seen.uploads.map((u) => u.id)).toEqual(greeting.upload_ids);
    expect(await fetchStatus(t.app, seen.uploads[0]!.url)).toBe(200);

    const toCarl = (await c.post('/v1/sayhi', { user_id: carl.id }, anna.auth)).json<ChatMessage>();
    expect(toCarl.upload_ids).toHaveLength(1);
    expect(toCarl.upload_ids[0]).not.toBe(greeting.upload_ids[0]);
    // Deleting the picture from the template leaves the greetings already sent as they were.
    await c.put('/v1/user', { hi_photo: null }, anna.auth);
    expect(await fetchStatus(t.app, seen.uploads[0]!.url)).toBe(200);
  });

  it('a refused greeting leaves no copy behind; someone else’s or an unknown picture is refused', async () => {
    const [anna, bob] = await members(t.app, 2);
    const picture = await photoOf(anna, 'hi');
    await c.put('/v1/user', { hi_photo: picture.id }, anna.auth);
    expect((await c.post('/v1/sayhi', { user_id: bob.id }, anna.auth)).statusCode).toBe(200);
    // Without VIP the second message waits for a reply (400059): no orphan photo is kept.
    const again = await c.post('/v1/sayhi', { user_id: bob.id }, anna.auth);
    expect(again.json()).toMatchObject({ code: 400059 });
    const photos = await c.get('/v1/attachments/message', anna.auth);
    expect(photos.json<{ data: unknown[] }>().data).toHaveLength(1);

    const bobs = await photoOf(bob, 'hi');
    const album = await photoOf(anna, 'message');
    for (const id of [bobs.id, album.id, 9_999_999]) {
      const res = await c.put('/v1/user', { hi_photo: id }, anna.auth);
      expect(res.statusCode, `upload ${id}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001, message: 'Unknown say-hi picture' });
    }
    expect((await c.get('/v1/me', anna.auth)).json<Me>().hi_photo).toBe(picture.url);
  });

  it('say-hi pictures are public only and never move', async () => {
    const [anna] = await members(t.app, 1);
    const data = await twoColourImage(320, 240, 'red', 'blue').jpeg().toBuffer();
    const secret = await upload(t.app, anna, data, { type: 'hi', folder: 'secret' });
    expect(secret.statusCode).toBe(400);
    const picture = await photoOf(anna, 'hi');
    const move = await c.put(`/v1/uploads/${picture.id}`, { folder: 'private' }, anna.auth);
    expect(move.json()).toMatchObject({ code: 400001, message: 'This picture is always public' });
  });
});

describe('secret photos in messages', () => {
  it('the recipient buys a secret photo with the message id, sees the original; nobody else can buy it there', async () => {
    const [anna, bob, carl] = await members(t.app, 3);
    await makeVip(t.app, anna);
    const data = await twoColourImage(320, 240, 'red', 'blue').jpeg().toBuffer();
    const stored = await upload(t.app, anna, data, { type: 'message', folder: 'secret', price: '20' });
    expect(stored.statusCode, stored.body).toBe(200);
    const secret = stored.json<UploadResult>();
    const message = await c.sent(anna, bob.id, '', { upload_ids: [secret.id] });
    const locked = ((await c.openWith(bob, anna.id)).data[0] as ChatMessage).uploads[0]!;
    expect(locked).toMatchObject({ id: secret.id, secret: true, paid: 0, url: '', price: 20 });
    await fund(t.app, bob.id, 50);
    await fund(t.app, carl.id, 50);

    const pay = (m: Member) =>
      c.put('/v1/uploads/pay', { upload_id: secret.id, related_id: message.id, type: 'message' }, m.auth);
    const paid = await pay(bob);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<PaidUpload>()).toMatchObject({ balance: 30, photo: { id: secret.id, paid: 1, locked: false } });
    const seen = ((await c.openWith(bob, anna.id)).data[0] as ChatMessage).uploads[0]!;
    expect(seen).toMatchObject({ id: secret.id, paid: 1 });
    expect(await fetchStatus(t.app, seen.url)).toBe(200);
    // 20 gold less the operator's 30 % commission.
    expect(await balanceOf(t.app, anna.id)).toBe(14);
    expect(await balanceOf(t.app, bob.id)).toBe(30);

    expect((await pay(carl)).json()).toMatchObject({
      code: 400001,
      errors: { related_id: 'The photo is not in that message' },
    });
    expect(await balanceOf(t.app, carl.id)).toBe(50);
    expect(await balanceOf(t.app, anna.id)).toBe(14);
  });
});
