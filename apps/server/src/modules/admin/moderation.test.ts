import { ErrorCode, type AdminReport, type ChatMessage, type FeedItem, type NotificationItem } from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, listen, type TestClient } from '../../realtime/test-client';
import { api, signIn } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { chatApi, verifyEmail } from '../chat/chat.test-helpers';
import { makeVip } from '../relations/relations.test-helpers';
import { fetchStatus, uploadPhoto } from '../uploads/uploads.test-helpers';
import { signUpOperator, type OperatorMember } from './admin.test-helpers';

/*
 * Report queues and decisions (issue 17): the reported content in context, the decision applied, the
 * reporter told, the decision audited.
 */

const t = useTestApp();
let url: string;
const sockets: TestClient[] = [];
let moderator: OperatorMember;
let support: OperatorMember;
const http = () => api(t.app);

beforeAll(async () => {
  url = await listen(t.app);
  moderator = await signUpOperator(t.app, ['moderator']);
  support = await signUpOperator(t.app, ['support']);
});
afterAll(() => {
  for (const s of sockets.splice(0)) s.close();
});

async function fileReport(reporter: Member, type: string, relatedId: number, content = 'Not OK') {
  const res = await http().post('/v1/reports', { type, related_id: relatedId, content }, reporter.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}
async function post(author: Member, content: string) {
  const res = await http().post('/v1/feeds', { content }, author.auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FeedItem>();
}
const openReports = async (kind?: string) =>
  (await http().get(`/v1/admin/reports${kind ? `?kind=${kind}` : ''}`, moderator.auth)).json<{ data: AdminReport[] }>()
    .data;

describe('the report queue', () => {
  it('shows a reported message with the conversation around it, and the members involved', async () => {
    const [anna, ben] = [await signUp(t.app), await signUp(t.app)];
    for (const m of [anna, ben]) {
      await verifyEmail(t.app, m);
      await makeVip(t.app, m);
    }
    const chat = chatApi(t.app);
    await chat.send(anna, ben.id, { message_content: 'Hello Ben' });
    const rude = (await chat.send(ben, anna.id, { message_content: 'Send me money now' })).json<ChatMessage>();
    await chat.send(anna, ben.id, { message_content: 'No.' });
    const id = await fileReport(anna, 'message', rude.id, 'Asks for money');

    const report = (await openReports('message')).find((r) => r.id === id)!;
    expect(report).toMatchObject({
      kind: 'message',
      status: 'open',
      content: 'Asks for money',
      reporter: { id: anna.id, name: anna.name },
      subject: { type: 'message', id: rude.id, missing: false, text: 'Send me money now', member: { id: ben.id } },
    });
    expect(report.subject.context.map((l) => [l.text, l.reported])).toEqual([
      ['Hello Ben', false],
      ['Send me money now', true],
      ['No.', false],
    ]);
  });

  it("shows a reported post's photos, the secret one too, as links the moderator can open", async () => {
    const [ivy, jon] = [await signUp(t.app), await signUp(t.app)];
    const open = await uploadPhoto(t.app, ivy, { type: 'feed' });
    const secret = await uploadPhoto(t.app, ivy, { type: 'feed', folder: 'secret', price: 20 });
    const res = await http().post('/v1/feeds', { content: 'Look', upload_ids: [open.id, secret.id] }, ivy.auth);
    expect(res.statusCode, res.body).toBe(200);
    const id = await fileReport(jon, 'feed', res.json<FeedItem>().id, 'Nudity');
    const report = (await openReports('feed')).find((r) => r.id === id)!;
    expect(report.subject.photos).toHaveLength(2);
    for (const url of report.subject.photos) expect(await fetchStatus(t.app, url)).toBe(200);
    // The secret photo is shown whole (a signed link), not blurred as to members who have not paid.
    expect(report.subject.photos[1]).not.toContain('_blur');
  });

  it("shows a reported member's album photos, private ones included, as signed links", async () => {
    const [kim, lou] = [await signUp(t.app), await signUp(t.app)];
    await uploadPhoto(t.app, kim, { type: 'album', folder: 'private' });
    const id = await fileReport(lou, 'user', kim.id, 'Fake photos');
    const report = (await openReports('user')).find((r) => r.id === id)!;
    expect(report.subject.photos).toHaveLength(1);
    expect(await fetchStatus(t.app, report.subject.photos[0]!)).toBe(200);
  });

  it('is for moderators and admins: support and members are refused', async () => {
    const member = await signUp(t.app);
    expect((await http().get('/v1/admin/reports', support.auth)).statusCode).toBe(403);
    expect((await http().get('/v1/admin/reports', member.auth)).statusCode).toBe(403);
    expect((await http().get('/v1/admin/reports?status=closed', moderator.auth)).statusCode).toBe(400);
  });
});

describe('deciding a report', () => {
  it('hide takes the post down, tells the reporter (bell + counter event) and is audited; a second decision is 409', async () => {
    const [carl, dora] = [await signUp(t.app), await signUp(t.app)];
    const item = await post(carl, 'Buy followers at example dot com');
    const id = await fileReport(dora, 'feed', item.id, 'Spam');
    const socket = await connect(url, { token: dora.token });
    sockets.push(socket);

    const res = await http().put(`/v1/admin/reports/${id}`, { decision: 'hide', reason: 'spam link' }, moderator.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminReport>()).toMatchObject({
      status: 'reviewed',
      decision: 'hide',
      decision_reason: 'spam link',
      decided_by: moderator.id,
      subject: { hidden: true },
    });
    expect((await http().get(`/v1/feeds/${item.id}`, dora.auth)).statusCode).toBe(404);
    expect(await socket.waitFor<{ notification: number }>('counter', (c) => c.notification > 0)).toMatchObject({
      notification: 1,
    });
    const bell = (await http().get('/v1/notifications', dora.auth)).json<{ data: NotificationItem[] }>().data;
    expect(bell[0]).toMatchObject({ type: 'report', data: { report_id: id, decision: 'hide' } });

    const audit = await http().get(`/v1/admin/audit?target=report:${id}`, await adminAuth());
    expect(audit.json<{ data: { action: string; actor_id: number }[] }>().data[0]).toMatchObject({
      action: 'reports.decide',
      actor_id: moderator.id,
    });
    const again = await http().put(`/v1/admin/reports/${id}`, { decision: 'dismiss' }, moderator.auth);
    expect(again.statusCode).toBe(409);
  });

  it('ban bans the reported member at once (socket kicked, sign-in 400015)', async () => {
    const [eve, finn] = [await signUp(t.app), await signUp(t.app)];
    const id = await fileReport(finn, 'user', eve.id, 'Scammer');
    const socket = await connect(url, { token: eve.token });
    sockets.push(socket);
    const res = await http().put(`/v1/admin/reports/${id}`, { decision: 'ban' }, moderator.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminReport>().subject.member).toMatchObject({ id: eve.id, status: 'banned' });
    expect(await socket.waitFor('kick')).toEqual({ reason: 'banned' });
    expect((await signIn(t.app, eve.email, eve.password)).json<{ code: number }>().code).toBe(ErrorCode.AccountBanned);
  });

  it('warn tells the warned member (bell + counter) what about, never who reported; the reporter hears too', async () => {
    const [mia, ned] = [await signUp(t.app), await signUp(t.app)];
    const item = await post(mia, 'Cheap watches, write me');
    const id = await fileReport(ned, 'feed', item.id, 'Ned here: this is spam');
    const socket = await connect(url, { token: mia.token });
    sockets.push(socket);
    const noCategory = await http().put(`/v1/admin/reports/${id}`, { decision: 'warn' }, moderator.auth);
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json<{ errors: Record<string, string> }>().errors).toHaveProperty('category');

    const res = await http().put(
      `/v1/admin/reports/${id}`,
      { decision: 'warn', category: 'spam', reason: 'first time' },
      moderator.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminReport>()).toMatchObject({ status: 'reviewed', decision: 'warn', subject: { hidden: false } });
    expect(await socket.waitFor<{ notification: number }>('counter', (c) => c.notification > 0)).toMatchObject({
      notification: 1,
    });
    const bell = (await http().get('/v1/notifications', mia.auth)).json<{ data: NotificationItem[] }>().data;
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      type: 'warning',
      data: { user_id: mia.id, name: mia.name, kind: 'feed', category: 'spam' },
    });
    // Nothing of the reporter: not their id, name or words.
    const said = JSON.stringify(bell[0]);
    for (const secret of [ned.name, String(ned.id), 'Ned here', 'first time']) expect(said).not.toContain(secret);
    const reporterBell = (await http().get('/v1/notifications', ned.auth)).json<{ data: NotificationItem[] }>().data;
    expect(reporterBell[0]).toMatchObject({ type: 'report', data: { report_id: id, decision: 'warn' } });
    // The post stays up.
    expect((await http().get(`/v1/feeds/${item.id}`, ned.auth)).statusCode).toBe(200);
  });

  it('refuses hide for a member report, an unknown decision and an unknown report; the report stays open', async () => {
    const [gil, hana] = [await signUp(t.app), await signUp(t.app)];
    const id = await fileReport(hana, 'user', gil.id);
    const hide = await http().put(`/v1/admin/reports/${id}`, { decision: 'hide' }, moderator.auth);
    expect(hide.statusCode).toBe(400);
    expect(hide.json<{ errors: Record<string, string> }>().errors).toHaveProperty('decision');
    expect((await http().put(`/v1/admin/reports/${id}`, { decision: 'delete' }, moderator.auth)).statusCode).toBe(400);
    expect((await http().put('/v1/admin/reports/999999', { decision: 'dismiss' }, moderator.auth)).statusCode).toBe(
      404,
    );
    expect((await http().put(`/v1/admin/reports/${id}`, { decision: 'dismiss' }, support.auth)).statusCode).toBe(403);
    expect((await openReports('user')).find((r) => r.id === id)).toMatchObject({ status: 'open', decision: null });
  });
});

let admin: OperatorMember | undefined;
async function adminAuth() {
  admin ??= await signUpOperator(t.app, ['admin']);
  return admin.auth;
}
