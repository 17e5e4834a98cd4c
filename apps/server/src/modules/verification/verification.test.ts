import {
  ErrorCode,
  RefusalReason,
  VERIFICATION_GESTURES,
  type AdminVerification,
  type AdminVerificationPage,
  type Me,
  type NotificationItem,
  type UserCard,
  type UserProfile,
  type VerificationState,
} from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users, verifications } from '../../db/schema';
import { connect, listen, type TestClient } from '../../realtime/test-client';
import { api } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { signUpOperator, type OperatorMember } from '../admin/admin.test-helpers';
import { fetchStatus, scenery, uploadPhoto } from '../uploads/uploads.test-helpers';
import { sendSelfie } from './verification.test-helpers';

/*
 * Identity verification by selfie (issue 19): the states a member goes through, the operators' queue and
 * decisions, the privacy of the selfie, the refusals, and the badge where members are shown.
 */

const t = useTestApp();
const http = () => api(t.app);
let url: string;
let moderator: OperatorMember;
let support: OperatorMember;
const sockets: TestClient[] = [];

beforeAll(async () => {
  await t.app.services.operator.set('photoTextCheck', 0);
  url = await listen(t.app);
  moderator = await signUpOperator(t.app, ['moderator']);
  support = await signUpOperator(t.app, ['support']);
});
afterAll(() => {
  for (const s of sockets.splice(0)) s.close();
});

const state = async (m: Member) => {
  const res = await http().get('/v1/verification', m.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VerificationState>();
};
const queue = async (op: Member, status = 'pending') => {
  const res = await http().get(`/v1/admin/verifications?status=${status}`, op.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminVerificationPage>().data;
};
const queued = async (m: Member, status = 'pending') =>
  (await queue(moderator, status)).find((v) => v.member.id === m.id);
const decide = (op: Member, id: number, body: object) => http().put(`/v1/admin/verifications/${id}`, body, op.auth);
const me = async (m: Member) => (await http().get('/v1/me', m.auth)).json<Me>();

describe('a member’s verification', () => {
  it('goes unverified → pending → rejected (with the reason and a new gesture) → pending → verified', async () => {
    const anna = await signUp(t.app);
    const first = await state(anna);
    expect(first.status).toBe('unverified');
    expect(VERIFICATION_GESTURES).toContain(first.gesture);
    // The gesture is kept until a selfie is sent.
    expect((await state(anna)).gesture).toBe(first.gesture);

    const sent = await sendSelfie(t.app, anna);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ status: 'pending', gesture: first.gesture });
    expect(await state(anna)).toEqual({ status: 'pending', gesture: first.gesture });

    // The operator sees the selfie (signed, short-lived), the gesture asked for and the member's photos.
    await uploadPhoto(t.app, anna, { type: 'album', folder: 'private' });
    const item = (await queued(anna))!;
    expect(item).toMatchObject({ status: 'pending', gesture: first.gesture, member: { id: anna.id } });
    expect(item.selfie).toMatch(/^\/v1\/media\/verifications\/[0-9a-f]{32}\.webp\?exp=\d+&sig=/);
    expect(await fetchStatus(t.app, item.selfie!)).toBe(200);
    expect(item.photos.map((p) => p.kind)).toContain('album');
    for (const photo of item.photos.filter((p) => p.kind === 'album'))
      expect(await fetchStatus(t.app, photo.url)).toBe(200);

    // A rejection needs a reason; with one, the member reads it and may try again with another gesture.
    const noReason = await decide(moderator, item.id, { action: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toHaveProperty('reason');
    const rejected = await decide(moderator, item.id, { action: 'reject', reason: 'Your face is not visible' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<AdminVerification>()).toMatchObject({ status: 'rejected', selfie: null });
    const after = await state(anna);
    expect(after).toMatchObject({ status: 'rejected', reason: 'Your face is not visible' });
    expect(after.gesture).not.toBe(first.gesture);
    expect((await state(anna)).gesture).toBe(after.gesture);
    // Nothing is kept of the rejected selfie.
    expect(await fetchStatus(t.app, item.selfie!)).toBe(404);
    expect((await me(anna)).verified).toBe(0);

    const again = await sendSelfie(t.app, anna);
    expect(again.json()).toEqual({ status: 'pending', gesture: after.gesture });
    const second = (await queued(anna))!;
    expect(second.gesture).toBe(after.gesture);
    expect((await decide(moderator, second.id, { action: 'approve' })).statusCode).toBe(200);
    expect(await state(anna)).toEqual({ status: 'verified', gesture: after.gesture });
    expect((await me(anna)).verified).toBe(1);
    // Decided once: a second decision is refused.
    expect((await decide(moderator, second.id, { action: 'reject', reason: 'x' })).statusCode).toBe(409);
    expect((await me(anna)).verified).toBe(1);
  });

  it('tells the member live: the bell in their language, and a refresh so the badge shows without reloading', async () => {
    const ben = await signUp(t.app, { language: 'de' });
    const socket = await connect(url, { token: ben.token });
    sockets.push(socket);
    await sendSelfie(t.app, ben);
    const item = (await queued(ben))!;
    expect((await decide(moderator, item.id, { action: 'approve' })).statusCode).toBe(200);
    expect(await socket.waitFor<{ scope?: string }>('refresh')).toEqual({ scope: 'verification' });
    expect(await socket.waitFor<{ notification: number }>('counter', (c) => c.notification > 0)).toMatchObject({
      notification: 1,
    });
    const bell = (await http().get('/v1/notifications', ben.auth)).json<{ data: NotificationItem[] }>().data;
    expect(bell[0]).toMatchObject({ type: 'verification', data: { user_id: ben.id, status: 'verified' } });
    // Audited, with the operator and the member.
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${ben.id}`));
    expect(audit).toEqual([
      expect.objectContaining({ actor_id: moderator.id, action: 'verifications.decide', after: expect.anything() }),
    ]);
  });
});

describe('refusals', () => {
  it('refuses a second selfie while one waits, and any once verified', async () => {
    const cleo = await signUp(t.app);
    expect((await sendSelfie(t.app, cleo)).statusCode).toBe(200);
    const twice = await sendSelfie(t.app, cleo);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ reason: RefusalReason.VerificationPending });
    expect((await queue(moderator)).filter((v) => v.member.id === cleo.id)).toHaveLength(1);

    const item = (await queued(cleo))!;
    await decide(moderator, item.id, { action: 'approve' });
    const verified = await sendSelfie(t.app, cleo);
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toMatchObject({ code: ErrorCode.AlreadyVerified });
    expect(await t.app.db.select().from(verifications).where(eq(verifications.user_id, cleo.id))).toHaveLength(1);
  });

  it('refuses what is not an image, and a file over the size limit, storing nothing', async () => {
    const dan = await signUp(t.app);
    const text = await sendSelfie(t.app, dan, Buffer.from('not an image at all'), { type: 'text/plain' });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: ErrorCode.ValidationFailed, reason: RefusalReason.NotImage });
    const huge = await sendSelfie(t.app, dan, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(await state(dan)).toMatchObject({ status: 'unverified' });
  });

  it('lets moderators and admins review, not support; nobody decides their own', async () => {
    const eve = await signUp(t.app);
    await sendSelfie(t.app, eve);
    const item = (await queued(eve))!;
    expect((await http().get('/v1/admin/verifications', support.auth)).statusCode).toBe(403);
    expect((await http().get('/v1/admin/verifications', eve.auth)).statusCode).toBe(403);
    expect((await decide(support, item.id, { action: 'approve' })).statusCode).toBe(403);
    expect((await decide(eve, item.id, { action: 'approve' })).statusCode).toBe(403);
    expect(await state(eve)).toMatchObject({ status: 'pending' });

    const self = await signUpOperator(t.app, ['moderator']);
    await sendSelfie(t.app, self);
    const own = (await queued(self))!;
    expect((await decide(self, own.id, { action: 'approve' })).statusCode).toBe(403);
    expect((await me(self)).verified).toBe(0);
    expect((await decide(moderator, 2_000_000_000, { action: 'approve' })).statusCode).toBe(404);
  });
});

describe('the selfie stays private', () => {
  it('is served only under its own valid signature, never publicly, and its key leads from nothing public', async () => {
    const fay = await signUp(t.app);
    const gus = await signUp(t.app);
    // A selfie with EXIF (GPS included) that must not survive.
    const withExif = await sharp(await scenery(7))
      .withExif({ IFD0: { Artist: 'Fay', Copyright: 'secret-exif-marker' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const sent = await sendSelfie(t.app, fay, withExif);
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await t.app.db.select().from(verifications).where(eq(verifications.user_id, fay.id));
    const key = row!.upload_key;
    expect(key).toMatch(/^verifications\/[0-9a-f]{32}\.webp$/);
    const stored = (await t.app.services.storage.read('private', key))!;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('secret-exif-marker')).toBe(false);
    // Not in the public area.
    expect(await t.app.services.storage.read('public', key)).toBeNull();
    expect(await fetchStatus(t.app, `/uploads/${key}`)).toBe(404);

    // Nothing a member sees names the key: their own state, their account, their profile as others see it.
    for (const body of [
      (await http().get('/v1/verification', fay.auth)).body,
      (await http().get('/v1/me', fay.auth)).body,
      (await http().get(`/v1/user/${fay.id}`, gus.auth)).body,
    ])
      expect(body).not.toContain(key.slice('verifications/'.length, -'.webp'.length));

    const selfie = (await queued(fay))!.selfie!;
    const parsed = new URL(selfie, 'http://x');
    const exp = Number(parsed.searchParams.get('exp'));
    const sig = parsed.searchParams.get('sig')!;
    // Short-lived: minutes, not the hour of other private photos.
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(20 * 60_000);
    expect(await fetchStatus(t.app, selfie)).toBe(200);
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'a' ? 'b' : 'a') + s.slice(i + 1);
    const refused = [
      `/v1/media/${key}`,
      `/v1/media/${key}?exp=${exp}`,
      `/v1/media/${key}?sig=${sig}`,
      `/v1/media/${key}?exp=${exp + 600}&sig=${sig}`,
      ...Array.from({ length: 10 }, (_, i) => `/v1/media/${key}?exp=${exp}&sig=${flip(sig, i * 4)}`),
    ];
    // Another member's signed photo URL does not open the selfie either.
    const own = await uploadPhoto(t.app, gus, { type: 'album', folder: 'private' });
    const ownUrl = new URL(own.url, 'http://x');
    refused.push(`/v1/media/${key}?${ownUrl.searchParams.toString()}`);
    for (const attempt of refused) expect(await fetchStatus(t.app, attempt), attempt).toBeGreaterThanOrEqual(400);
    // Other members cannot reach the queue that hands the URL out.
    expect((await http().get('/v1/admin/verifications', gus.auth)).statusCode).toBe(403);
  });
});

describe('the badge', () => {
  it('shows on cards, the profile (with its approval date) and chat; search filters on it', async () => {
    const tag = `vb${Date.now().toString(36)}`;
    const [hana, ivo, jon] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    for (const [m, n] of [
      [hana, 1],
      [ivo, 2],
    ] as const)
      await t.app.db
        .update(users)
        .set({ name: `${tag}${n}`, birthday: '1990-01-01' })
        .where(eq(users.id, m.id));
    await sendSelfie(t.app, hana);
    await decide(moderator, (await queued(hana))!.id, { action: 'approve' });

    const search = async (body: object) => {
      const res = await http().post('/v1/search', { q: tag, ...body }, jon.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: UserCard[] }>().data;
    };
    const all = await search({});
    expect(all.map((c) => [c.user_id, c.verified]).sort()).toEqual(
      [
        [hana.id, 1],
        [ivo.id, 0],
      ].sort(),
    );
    expect((await search({ verified: true })).map((c) => c.user_id)).toEqual([hana.id]);

    const profile = (await http().get(`/v1/user/${hana.id}`, jon.auth)).json<UserProfile>();
    expect(profile.verified).toBe(1);
    expect(Date.parse(profile.verified_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await http().get(`/v1/user/${ivo.id}`, jon.auth)).json<UserProfile>()).toMatchObject({
      verified: 0,
      verified_at: null,
    });

    const opened = await http().get(`/v1/message_threads/${hana.id}?user=1`, jon.auth);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<{ thread: { verified: number } }>().thread.verified).toBe(1);
  });
});
