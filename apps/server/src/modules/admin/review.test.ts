import type {
  AdminDashboard,
  AdminPhotoFlag,
  AdminSayHi,
  Me,
  NotificationItem,
  PhotoPage,
  UploadResult,
} from '@yuanfen/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { verifyEmail } from '../chat/chat.test-helpers';
import { makeVip } from '../relations/relations.test-helpers';
import { fetchStatus, scenery, twoColourImage, upload, uploadPhoto, writing } from '../uploads/uploads.test-helpers';
import { signUpOperator, type OperatorMember } from './admin.test-helpers';

/*
 * The console's review queues (issue 17, docs/decisions.md 66): say-hi templates changed since their last
 * review, and photos the text check found borderline.
 */

const t = useTestApp();
const http = () => api(t.app);
let moderator: OperatorMember;
let support: OperatorMember;
let admin: OperatorMember;

beforeAll(async () => {
  moderator = await signUpOperator(t.app, ['moderator']);
  support = await signUpOperator(t.app, ['support']);
  admin = await signUpOperator(t.app, ['admin']);
});

const sayHiQueue = async (query = '') => {
  const res = await http().get(`/v1/admin/say-hi${query}`, moderator.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AdminSayHi[] }>().data;
};
const templateOf = async (m: Member, query = '') => (await sayHiQueue(query)).find((x) => x.member.id === m.id);
const setTemplate = async (m: Member, body: { hi_content?: string | null; hi_photo?: number | null }) => {
  const res = await http().put('/v1/user', body, m.auth);
  expect(res.statusCode, res.body).toBe(200);
};
const bell = async (m: Member) =>
  (await http().get('/v1/notifications', m.auth)).json<{ data: NotificationItem[] }>().data;
const auditOf = async (target: string) =>
  (await http().get(`/v1/admin/audit?target=${encodeURIComponent(target)}`, admin.auth)).json<{
    data: { action: string; actor_id: number; reason: string | null; before: unknown; after: unknown }[];
  }>().data;

async function hiPicture(m: Member) {
  const res = await upload(t.app, m, await twoColourImage(320, 240, 'red', 'blue').jpeg().toBuffer(), {
    type: 'hi',
    folder: 'public',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UploadResult>();
}

describe('the say-hi templates queue', () => {
  it('lists a changed template with its text, picture, member and sends; approval takes it out until it changes', async () => {
    const [anna, bob] = [await signUp(t.app), await signUp(t.app)];
    await verifyEmail(t.app, anna);
    await makeVip(t.app, anna);
    const picture = await hiPicture(anna);
    await setTemplate(anna, { hi_content: 'Hi! Add me on WeChat abc123', hi_photo: picture.id });

    const waiting = (await templateOf(anna))!;
    expect(waiting).toMatchObject({
      member: { id: anna.id, name: anna.name },
      text: 'Hi! Add me on WeChat abc123',
      photo: picture.url,
      sent: 0,
      reviewed_at: null,
    });
    expect((await http().post('/v1/sayhi', { user_id: bob.id }, anna.auth)).statusCode).toBe(200);
    expect((await templateOf(anna))!.sent).toBe(1);
    expect(await templateOf(anna, '?holds=photo')).toBeDefined();
    expect(await templateOf(anna, '?holds=text')).toBeDefined();

    const approved = await http().put(
      `/v1/admin/say-hi/${anna.id}`,
      { action: 'approve', changed_at: waiting.changed_at },
      moderator.auth,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<AdminSayHi>().reviewed_at).not.toBeNull();
    expect(await templateOf(anna)).toBeUndefined();
    expect((await auditOf(`user:${anna.id}`))[0]).toMatchObject({ action: 'sayHi.approve', actor_id: moderator.id });

    // Unchanged text saves nothing new; a changed one comes back, with the sends of the new version.
    await setTemplate(anna, { hi_content: 'Hi! Add me on WeChat abc123' });
    expect(await templateOf(anna)).toBeUndefined();
    await setTemplate(anna, { hi_content: 'Hello, I like hiking too' });
    const again = (await templateOf(anna))!;
    expect(again).toMatchObject({ text: 'Hello, I like hiking too', sent: 0 });

    // An approval of the version the operator saw before the change is refused; the new one stays queued.
    const stale = await http().put(
      `/v1/admin/say-hi/${anna.id}`,
      { action: 'approve', changed_at: waiting.changed_at },
      moderator.auth,
    );
    expect(stale.statusCode, stale.body).toBe(409);
    expect(await templateOf(anna)).toBeDefined();
  });

  it('removes the text for a category: the member keeps the picture, reads why in the bell, and it is audited', async () => {
    const anna = await signUp(t.app);
    const picture = await hiPicture(anna);
    await setTemplate(anna, { hi_content: 'Call me 138 0013 8000', hi_photo: picture.id });
    const waiting = (await templateOf(anna))!;

    const noCategory = await http().put(
      `/v1/admin/say-hi/${anna.id}`,
      { action: 'remove', changed_at: waiting.changed_at, remove: ['text'] },
      moderator.auth,
    );
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toMatchObject({ code: 400001, errors: { category: expect.any(String) } });

    const removed = await http().put(
      `/v1/admin/say-hi/${anna.id}`,
      { action: 'remove', changed_at: waiting.changed_at, remove: ['text'], category: 'contact', reason: 'Phone' },
      moderator.auth,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<AdminSayHi>()).toMatchObject({ text: null, photo: picture.url });
    const me = (await http().get('/v1/me', anna.auth)).json<Me>();
    expect(me).toMatchObject({ hi_content: null, hi_photo: picture.url });
    expect(await templateOf(anna)).toBeUndefined();

    const [notice] = await bell(anna);
    expect(notice).toMatchObject({ type: 'removal', data: { kind: 'say_hi', category: 'contact' } });
    const [entry] = await auditOf(`user:${anna.id}`);
    expect(entry).toMatchObject({
      action: 'sayHi.remove',
      actor_id: moderator.id,
      reason: 'Phone',
      before: { text: 'Call me 138 0013 8000', photo: expect.any(String) },
      after: { text: null, photo: expect.any(String), removed: ['text'], category: 'contact' },
    });
  });

  it('removes the picture: the account no longer shows it and its file is gone', async () => {
    const anna = await signUp(t.app);
    const picture = await hiPicture(anna);
    await setTemplate(anna, { hi_photo: picture.id });
    const waiting = (await templateOf(anna, '?holds=photo'))!;
    expect(await templateOf(anna, '?holds=text')).toBeUndefined();
    expect(await fetchStatus(t.app, picture.url)).toBe(200);
    const removed = await http().put(
      `/v1/admin/say-hi/${anna.id}`,
      { action: 'remove', changed_at: waiting.changed_at, remove: ['photo', 'text'], category: 'sexual' },
      admin.auth,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await http().get('/v1/me', anna.auth)).json<Me>()).toMatchObject({ hi_content: null, hi_photo: null });
    expect(await fetchStatus(t.app, picture.url)).toBe(404);
  });

  it('refuses members, support operators, a member without a template and a reviewed template', async () => {
    const [anna, olga] = [await signUp(t.app), await signUp(t.app)];
    await setTemplate(anna, { hi_content: 'Hello' });
    const { changed_at } = (await templateOf(anna))!;
    const body = { action: 'remove', changed_at, remove: ['text'], category: 'spam' };
    for (const who of [olga, support]) {
      expect((await http().get('/v1/admin/say-hi', who.auth)).statusCode).toBe(403);
      expect((await http().put(`/v1/admin/say-hi/${anna.id}`, body, who.auth)).statusCode).toBe(403);
    }
    expect((await http().get('/v1/me', anna.auth)).json<Me>().hi_content).toBe('Hello');
    expect(await bell(anna)).toEqual([]);
    expect((await http().put(`/v1/admin/say-hi/${olga.id}`, body, moderator.auth)).statusCode).toBe(404);
    const approve = { action: 'approve', changed_at };
    expect((await http().put(`/v1/admin/say-hi/${anna.id}`, approve, moderator.auth)).statusCode).toBe(200);
    expect((await http().put(`/v1/admin/say-hi/${anna.id}`, approve, moderator.auth)).statusCode).toBe(409);
  });

  it('exports both queues as CSV with the filters on screen', async () => {
    const anna = await signUp(t.app);
    await setTemplate(anna, { hi_content: 'Hello, "friend"' });
    const photo = await uploadPhoto(t.app, anna, { type: 'album', folder: 'public' }, await writing('SUN'));
    const sayHi = await http().get('/v1/admin/say-hi/export.csv?holds=text', moderator.auth);
    expect(sayHi.statusCode, sayHi.body).toBe(200);
    expect(sayHi.headers['content-type']).toContain('text/csv');
    expect(sayHi.body).toContain('member.id,member.name,text,photo,changed_at,sent');
    expect(sayHi.body).toContain(`${anna.id},${anna.name},"Hello, ""friend""",`);
    const photos = await http().get('/v1/admin/photo-flags/export.csv?status=open', moderator.auth);
    expect(photos.body).toContain(`${photo.id},${anna.id},${anna.name},album,public,SUN,open`);
  });

  it('counts waiting templates and flagged photos in the dashboard', async () => {
    const before = (await http().get('/v1/admin/dashboard', moderator.auth)).json<AdminDashboard>().queues;
    const anna = await signUp(t.app);
    await setTemplate(anna, { hi_content: 'Hello there' });
    await upload(t.app, anna, await writing('SUN'), { type: 'album', folder: 'public' });
    const after = (await http().get('/v1/admin/dashboard', moderator.auth)).json<AdminDashboard>().queues;
    expect(after.say_hi).toBe(before.say_hi + 1);
    expect(after.photo_flags).toBe(before.photo_flags + 1);
  });
});

const flags = async (status = 'open') => {
  const res = await http().get(`/v1/admin/photo-flags?status=${status}`, moderator.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AdminPhotoFlag[] }>().data;
};
const album = async (m: Member, folder: string) =>
  (await http().get(`/v1/photos/${m.id}?folder=${folder}`, m.auth)).json<PhotoPage>().data.map((p) => p.id);

describe('the photo review queue', () => {
  it('stores a borderline photo and queues it with the words read, shown by a signed link; plain photos pass', async () => {
    const anna = await signUp(t.app);
    const plain = await uploadPhoto(t.app, anna, { type: 'album', folder: 'private' }, await scenery(5));
    const sun = await uploadPhoto(t.app, anna, { type: 'album', folder: 'private' }, await writing('SUN'));
    expect(await album(anna, 'private')).toEqual(expect.arrayContaining([plain.id, sun.id]));
    const open = await flags();
    expect(open.find((f) => f.id === plain.id)).toBeUndefined();
    const flag = open.find((f) => f.id === sun.id)!;
    expect(flag).toMatchObject({
      member: { id: anna.id },
      type: 'album',
      folder: 'private',
      words: ['SUN'],
      status: 'open',
    });
    expect(flag.url).toContain('sig=');
    expect(await fetchStatus(t.app, flag.url!)).toBe(200);
  });

  it('keep clears the flag and leaves the photo; remove deletes it, tells the member why and is audited', async () => {
    const anna = await signUp(t.app);
    const kept = await uploadPhoto(t.app, anna, { type: 'album', folder: 'public' }, await writing('Bob'));
    const gone = await uploadPhoto(t.app, anna, { type: 'album', folder: 'public' }, await writing('Hi5'));

    const keep = await http().put(`/v1/admin/photo-flags/${kept.id}`, { action: 'keep' }, moderator.auth);
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json<AdminPhotoFlag>()).toMatchObject({ status: 'kept', decided_by: moderator.id });
    expect((await flags()).map((f) => f.id)).not.toContain(kept.id);
    expect((await flags('kept')).map((f) => f.id)).toContain(kept.id);

    const remove = await http().put(
      `/v1/admin/photo-flags/${gone.id}`,
      { action: 'remove', category: 'contact', reason: 'A handle' },
      moderator.auth,
    );
    expect(remove.statusCode, remove.body).toBe(200);
    expect(remove.json<AdminPhotoFlag>()).toMatchObject({ status: 'removed', category: 'contact', url: null });
    expect(await album(anna, 'public')).toEqual([kept.id]);
    expect(await fetchStatus(t.app, gone.url)).toBe(404);
    expect(await bell(anna)).toEqual([
      expect.objectContaining({
        type: 'removal',
        data: expect.objectContaining({ kind: 'photo', category: 'contact' }),
      }),
    ]);
    const audit = await auditOf(`upload:${gone.id}`);
    expect(audit[0]).toMatchObject({
      action: 'photos.remove',
      reason: 'A handle',
      before: { status: 'open', member: anna.id, words: ['Hi5'] },
      after: { status: 'removed', category: 'contact', deleted: true },
    });
    expect((await auditOf(`upload:${kept.id}`))[0]).toMatchObject({ action: 'photos.keep' });
  });

  it('removing a flagged avatar takes it off the account', async () => {
    const anna = await signUp(t.app);
    // A square picture with one short word in the middle, which the avatar's square crop keeps.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600"
      fill="#f4e3c1"/><text x="200" y="320" font-family="sans-serif" font-size="90" fill="#222">Tom</text></svg>`;
    const square = await sharp(Buffer.from(svg)).jpeg().toBuffer();
    const avatar = await upload(t.app, anna, square, { type: 'avatar', folder: 'public' });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const { id } = avatar.json<UploadResult>();
    expect((await http().put('/v1/user', { avatar: id }, anna.auth)).statusCode).toBe(200);
    expect((await http().get('/v1/me', anna.auth)).json<Me>().avatar).toBeTruthy();
    const res = await http().put(`/v1/admin/photo-flags/${id}`, { action: 'remove', category: 'other' }, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect((await http().get('/v1/me', anna.auth)).json<Me>().avatar).toBeFalsy();
  });

  it('refuses members and support operators, a removal without a category, and a second decision', async () => {
    const anna = await signUp(t.app);
    const photo = await uploadPhoto(t.app, anna, { type: 'feed' }, await writing('Kay'));
    for (const who of [anna, support]) {
      expect((await http().get('/v1/admin/photo-flags', who.auth)).statusCode).toBe(403);
      const res = await http().put(
        `/v1/admin/photo-flags/${photo.id}`,
        { action: 'remove', category: 'spam' },
        who.auth,
      );
      expect(res.statusCode).toBe(403);
    }
    expect((await flags()).map((f) => f.id)).toContain(photo.id);
    const bare = await http().put(`/v1/admin/photo-flags/${photo.id}`, { action: 'remove' }, moderator.auth);
    expect(bare.statusCode).toBe(400);
    expect((await http().put(`/v1/admin/photo-flags/${photo.id}`, { action: 'keep' }, moderator.auth)).statusCode).toBe(
      200,
    );
    const twice = await http().put(
      `/v1/admin/photo-flags/${photo.id}`,
      { action: 'remove', category: 'spam' },
      moderator.auth,
    );
    expect(twice.statusCode).toBe(409);
    expect(await bell(anna)).toEqual([]);
    expect((await http().put('/v1/admin/photo-flags/2147483647', { action: 'keep' }, moderator.auth)).statusCode).toBe(
      404,
    );
  });
});
