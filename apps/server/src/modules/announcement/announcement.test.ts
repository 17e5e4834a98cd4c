import type {
  AdminAnnouncement,
  AdminVersion,
  AuditEntry,
  LatestAnnouncement,
  Me,
  VersionInfo,
} from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, listen, type TestClient } from '../../realtime/test-client';
import { api } from '../../test/account-helpers';
import { signUp } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { signUpOperator, type OperatorMember } from '../admin/admin.test-helpers';

/*
 * Announcements and app versions (issue 19, docs/decisions.md 45): operators write them in the console,
 * members see the newest one in their language and close it once; older clients are asked to update.
 */

const t = useTestApp();
const http = () => api(t.app);
let url: string;
let support: OperatorMember;
let admin: OperatorMember;
const sockets: TestClient[] = [];

beforeAll(async () => {
  url = await listen(t.app);
  support = await signUpOperator(t.app, ['support']);
  admin = await signUpOperator(t.app, ['admin']);
});
afterAll(() => {
  for (const s of sockets.splice(0)) s.close();
});

const latest = async (language?: string) =>
  (
    await http().get('/v1/announcements/latest', language ? { 'accept-language': language } : {})
  ).json<LatestAnnouncement>();

async function announce(contents: Record<string, string>, publish = true) {
  const res = await http().post('/v1/admin/announcements', { contents, publish }, support.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminAnnouncement>();
}

describe('announcements', () => {
  it('are shown in the app language, in English where that language has no text, and live to open apps', async () => {
    const visitor = await connect(url);
    sockets.push(visitor);
    const heard = visitor.waitFor<LatestAnnouncement>('announcement', (p) => p.content === 'Maintenance tonight');
    const a = await announce({ en: 'Maintenance tonight', de: 'Wartung heute Nacht', zh: '今晚维护' });
    expect(await heard).toEqual({ id: a.id, content: 'Maintenance tonight' });

    expect(await latest('de-DE,de;q=0.9')).toEqual({ id: a.id, content: 'Wartung heute Nacht' });
    expect(await latest('zh-CN')).toEqual({ id: a.id, content: '今晚维护' });
    expect(await latest('ja')).toEqual({ id: a.id, content: 'Maintenance tonight' });
    expect(await latest()).toEqual({ id: a.id, content: 'Maintenance tonight' });
  });

  it('keeps drafts back until they are published, and withdrawn ones are no longer the latest', async () => {
    const before = await latest();
    const draft = await announce({ en: 'Coming soon', fr: 'Bientôt' }, false);
    expect(draft.published_at).toBeNull();
    expect(await latest()).toEqual(before);

    const edited = await http().put(
      `/v1/admin/announcements/${draft.id}`,
      { contents: { en: 'New gifts' } },
      support.auth,
    );
    expect(edited.json<AdminAnnouncement>().contents).toEqual({ en: 'New gifts' });
    const published = await http().put(`/v1/admin/announcements/${draft.id}`, { action: 'publish' }, support.auth);
    expect(published.json<AdminAnnouncement>().published_at).not.toBeNull();
    expect(await latest('fr')).toEqual({ id: draft.id, content: 'New gifts' });

    const edit = await http().put(`/v1/admin/announcements/${draft.id}`, { contents: { en: 'Changed' } }, support.auth);
    expect(edit.statusCode).toBe(409);
    const withdrawn = await http().put(`/v1/admin/announcements/${draft.id}`, { action: 'withdraw' }, support.auth);
    expect(withdrawn.json<AdminAnnouncement>().withdrawn_at).not.toBeNull();
    expect(await latest()).toEqual(before);
  });

  it('refuses a text without English, or blank, and changes nothing', async () => {
    const before = await latest();
    for (const contents of [{ de: 'Nur Deutsch' }, { en: '   ' }, { en: 'x'.repeat(2001) }, { en: 'Hi', xx: 'Hi' }]) {
      const res = await http().post('/v1/admin/announcements', { contents }, support.auth);
      expect(res.statusCode, JSON.stringify(contents)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001 });
    }
    expect(await latest()).toEqual(before);
  });

  it('are written by support and admin only; a moderator or a member is refused and nothing is announced', async () => {
    const before = await latest();
    const moderator = await signUpOperator(t.app, ['moderator']);
    const finance = await signUpOperator(t.app, ['finance']);
    const member = await signUp(t.app);
    for (const who of [moderator, finance, member]) {
      const res = await http().post('/v1/admin/announcements', { contents: { en: 'Free gold!' } }, who.auth);
      expect(res.statusCode).toBe(403);
    }
    const without2fa = await signUpOperator(t.app, ['support'], { twoFactor: false });
    const refused = await http().post('/v1/admin/announcements', { contents: { en: 'Free gold!' } }, without2fa.auth);
    expect(refused.json()).toMatchObject({ reason: 'two_factor_required' });
    expect(await latest()).toEqual(before);
  });

  it('are closed once per member: the read id only rises and is kept on the account', async () => {
    const member = await signUp(t.app);
    const a = await announce({ en: 'Read me' });
    const read = await http().post('/v1/announcements/read', { id: a.id }, member.auth);
    expect(read.json()).toEqual({ announcement: a.id });
    const lower = await http().post('/v1/announcements/read', { id: 1 }, member.auth);
    expect(lower.json()).toEqual({ announcement: a.id });
    expect((await http().get('/v1/me', member.auth)).json<Me>().announcement).toBe(a.id);
    expect((await http().post('/v1/announcements/read', { id: -1 }, member.auth)).statusCode).toBe(400);
    expect((await http().post('/v1/announcements/read', { id: 1 })).statusCode).toBe(401);
  });

  it('leave an audit entry for every write', async () => {
    const a = await announce({ en: 'Audited' });
    const audit = await http().get('/v1/admin/audit', admin.auth);
    const entry = audit.json<{ data: AuditEntry[] }>().data.find((e) => e.target === `announcement:${a.id}`);
    expect(entry).toMatchObject({ action: 'announcements.publish', after: { contents: { en: 'Audited' } } });
  });
});

describe('app versions', () => {
  it('ask older clients of that platform to update once an admin publishes a newer version', async () => {
    const version = (b: string) =>
      http()
        .get(`/v1/version/android/${b}`)
        .then((r) => r.json<VersionInfo>());
    expect((await version('1.0.0')).update).toBe(0);
    const res = await http().post(
      '/v1/admin/versions',
      { platform: 'android', version: '1.2.0', url: 'https://example.com/yuanfen.apk', notes: 'Faster chats' },
      admin.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminVersion>()).toMatchObject({ platform: 'android', version: '1.2.0', force: false });
    expect(await version('1.0.0')).toMatchObject({ update: 1, version: '1.2.0', notes: 'Faster chats' });
    expect((await version('1.2.0')).update).toBe(0);
    expect((await http().get('/v1/version/ios/1.0.0')).json<VersionInfo>().update).toBe(0);

    const list = await http().get('/v1/admin/versions', admin.auth);
    expect(list.json<{ data: AdminVersion[] }>().data[0]).toMatchObject({ platform: 'android', version: '1.2.0' });
  });

  it('refuses a duplicate, a malformed version or download address, and anyone but an admin', async () => {
    const body = { platform: 'ios', version: '2.0.0', url: 'https://example.com/app' };
    expect((await http().post('/v1/admin/versions', body, admin.auth)).statusCode).toBe(200);
    expect((await http().post('/v1/admin/versions', body, admin.auth)).statusCode).toBe(409);
    for (const bad of [
      { ...body, version: '2.x' },
      { ...body, version: '3.0.0', url: 'http://example.com/app' },
      { ...body, version: '3.0.0', platform: 'symbian' },
    ]) {
      const res = await http().post('/v1/admin/versions', bad, admin.auth);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const refused = await http().post('/v1/admin/versions', { ...body, version: '4.0.0' }, support.auth);
    expect(refused.statusCode).toBe(403);
    expect((await http().get('/v1/version/ios/3.9.0')).json<VersionInfo>().version).toBe('2.0.0');
  });
});
