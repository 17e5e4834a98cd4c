import {
  LANGUAGES,
  ValidationText,
  type AdminSupportTicketDetail,
  type NotificationItem,
  type SupportTicketDetail,
} from '@yuanfen/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, listen, type TestClient } from '../../realtime/test-client';
import { api, outboxOf } from '../../test/account-helpers';
import { randomIp, signUp, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { signUpOperator, type OperatorMember } from '../admin/admin.test-helpers';

/*
 * Support requests (issue 19): spec §5's refusals per field, visitors only `contact` with a captcha,
 * a ticket its member's alone, the console's replies (support.read / support.reply) reaching the member
 * in the bell, live and by e-mail, and a visitor by e-mail.
 */

const t = useTestApp();
const http = () => api(t.app);
const sockets: TestClient[] = [];
let url: string;
let support: OperatorMember;
let moderator: OperatorMember;
let member: Member;

beforeAll(async () => {
  url = await listen(t.app);
  support = await signUpOperator(t.app, ['support']);
  moderator = await signUpOperator(t.app, ['moderator']);
  member = await signUp(t.app);
});
afterAll(() => {
  for (const s of sockets.splice(0)) s.close();
});

/** A fresh captcha and its answer (the test app keeps answers, as outside production). */
async function captcha() {
  const { captcha_id, answer } = await t.app.services.captcha.create();
  return { captcha_id, captcha: answer };
}
const contact = async (overrides: Record<string, unknown> = {}) => ({
  category: 'contact',
  name: 'Li Wei',
  email: 'li.wei@example.test',
  content: 'How do I change my e-mail address?',
  ...(await captcha()),
  ...overrides,
});
const open = (body: unknown, headers: Record<string, string> = {}, ip?: string) =>
  http().post('/v1/support', body, headers, ip);

describe('POST support: the refusals of spec §5', () => {
  it('refuses a request without a category with "Illegal access", whatever the language', async () => {
    for (const language of LANGUAGES) {
      const res = await open({ content: 'Hello' }, { 'accept-language': language });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400001, errors: { category: 'Illegal access' } });
    }
    const unknown = await open({ category: 'gossip', content: 'Hello' }, member.auth);
    expect(unknown.json()).toMatchObject({ code: 400001, errors: { category: 'Illegal access' } });
  });

  it('names every missing field of a contact request with its spec text', async () => {
    const res = await open({ category: 'contact' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400001,
      errors: {
        captcha: ValidationText.captchaRequired,
        content: ValidationText.cannotBeEmpty,
        email: ValidationText.emailInvalid,
        name: ValidationText.nameInvalid,
      },
    });
    const bad = await open(await contact({ email: 'not-an-address', name: 'Li' }));
    expect(bad.json()).toMatchObject({
      errors: { email: 'Email address is invalid', name: 'Name is invalid, 4-20 symbols' },
    });
    expect((await open(await contact({ name: 'A name far too long for us' }))).json()).toMatchObject({
      errors: { name: 'Name is invalid, 4-20 symbols' },
    });
  });

  it('refuses a wrong or reused captcha with "Please click on the validation area"', async () => {
    const wrong = await open(await contact({ captcha: 'zzzz' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 400001, errors: { captcha: 'Please click on the validation area' } });
    const body = await contact();
    expect((await open(body)).statusCode).toBe(200);
    expect((await open(body)).json()).toMatchObject({ errors: { captcha: 'Please click on the validation area' } });
  });
});

describe('who may send what', () => {
  it('takes a visitor’s contact request, and refuses any other category from a visitor', async () => {
    const res = await open(await contact());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ category: 'contact', status: 'open' });
    const other = await open({ category: 'payment', content: 'Where is my gold?' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 400001, errors: { category: 'Illegal access' } });
  });

  it('takes any category from a member, who finds the ticket in their list', async () => {
    const res = await open(
      { category: 'payment', content: 'Where is my gold?', about: 'order', related_id: 42 },
      member.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ category: 'payment', related_id: '42', about: 'order' });
    const list = await http().get('/v1/support', member.auth);
    expect(list.json<{ data: { id: number }[] }>().data.map((x) => x.id)).toContain(res.json<{ id: number }>().id);
  });

  it('shows a ticket only to its member: to anyone else it does not exist', async () => {
    const id = (await open({ category: 'bug', content: 'Crash on upload' }, member.auth)).json<{ id: number }>().id;
    const other = await signUp(t.app);
    const theirs = await http().get(`/v1/support/${id}`, other.auth);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual((await http().get('/v1/support/99999999', other.auth)).json());
    expect((await http().post(`/v1/support/${id}/replies`, { content: 'me too' }, other.auth)).statusCode).toBe(404);
    expect((await http().get(`/v1/support/${id}`)).statusCode).toBe(401);
    expect((await http().get(`/v1/support/${id}`, member.auth)).statusCode).toBe(200);
  });

  it('limits contact requests per address (429000)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await open(await contact(), {}, ip)).statusCode).toBe(200);
    const res = await open(await contact(), {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429000 });
  });
});

describe('the console', () => {
  it('refuses operators without support.* (a moderator) and members', async () => {
    const id = (await open({ category: 'vip', content: 'VIP not shown' }, member.auth)).json<{ id: number }>().id;
    for (const who of [moderator.auth, member.auth]) {
      expect((await http().get('/v1/admin/support', who)).statusCode).toBe(403);
      expect((await http().get(`/v1/admin/support/${id}`, who)).statusCode).toBe(403);
      expect((await http().post(`/v1/admin/support/${id}/replies`, { content: 'Hi' }, who)).statusCode).toBe(403);
      expect((await http().put(`/v1/admin/support/${id}`, { status: 'closed' }, who)).statusCode).toBe(403);
    }
    const ticket = (await http().get(`/v1/support/${id}`, member.auth)).json<SupportTicketDetail>();
    expect(ticket).toMatchObject({ status: 'open', replies: [] });
  });

  it('a reply reaches the member in the bell, live and by e-mail; a follow-up reopens; closing is audited', async () => {
    const id = (await open({ category: 'account', content: 'Cannot change my name' }, member.auth)).json<{
      id: number;
    }>().id;
    const queue = await http().get('/v1/admin/support?status=open', support.auth);
    expect(queue.json<{ data: { id: number }[] }>().data.map((x) => x.id)).toContain(id);
    const socket = await connect(url, { token: member.token });
    sockets.push(socket);

    const res = await http().post(`/v1/admin/support/${id}/replies`, { content: 'Done, please check.' }, support.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSupportTicketDetail>()).toMatchObject({
      status: 'answered',
      user: { id: member.id },
      replies: [{ from_operator: true, content: 'Done, please check.' }],
    });
    expect(await socket.waitFor<{ scope: string }>('refresh', (p) => p.scope === 'support')).toEqual({
      scope: 'support',
    });
    const bell = (await http().get('/v1/notifications', member.auth)).json<{ data: NotificationItem[] }>().data;
    expect(bell[0]).toMatchObject({ type: 'support', data: { ticket_id: id } });
    const [mail] = await outboxOf(t.app, member.email);
    expect(mail?.text).toContain('Done, please check.');
    expect(mail?.text).toContain(`/support/${id}`);

    const followUp = await http().post(`/v1/support/${id}/replies`, { content: 'Still wrong' }, member.auth);
    expect(followUp.json<SupportTicketDetail>()).toMatchObject({
      status: 'open',
      replies: [{ from_operator: true }, { from_operator: false, content: 'Still wrong' }],
    });
    const closed = await http().put(`/v1/admin/support/${id}`, { status: 'closed' }, support.auth);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    const admin = await signUpOperator(t.app, ['admin']);
    const audit = await http().get(`/v1/admin/audit?target=support:${id}`, admin.auth);
    expect(audit.json<{ data: { action: string }[] }>().data.map((a) => a.action)).toEqual([
      'support.status',
      'support.reply',
    ]);
  });

  it('mails no reply to a member who turned message e-mails off', async () => {
    const quiet = await signUp(t.app);
    const off = await http().put('/v1/user', { email_notifications: { messages: false } }, quiet.auth);
    expect(off.statusCode, off.body).toBe(200);
    const id = (await open({ category: 'other', content: 'Question' }, quiet.auth)).json<{ id: number }>().id;
    await http().post(`/v1/admin/support/${id}/replies`, { content: 'Answer' }, support.auth);
    expect((await outboxOf(t.app, quiet.email)).filter((m) => m.text.includes('Answer'))).toEqual([]);
    const bell = (await http().get('/v1/notifications', quiet.auth)).json<{ data: NotificationItem[] }>().data;
    expect(bell[0]).toMatchObject({ type: 'support', data: { ticket_id: id } });
  });

  it('mails the reply to a visitor’s address, in the language they wrote in', async () => {
    const email = `visitor.${Date.now()}@example.test`;
    const res = await open(await contact({ email }), { 'accept-language': 'de-DE,de;q=0.9' });
    const id = res.json<{ id: number }>().id;
    await http().post(`/v1/admin/support/${id}/replies`, { content: 'Hallo, erledigt.' }, support.auth);
    const [mail] = await outboxOf(t.app, email);
    expect(mail?.subject).toBe(`Antwort auf deine Support-Anfrage #${id} bei Yuanfen`);
    expect(mail?.text).toContain('Hallo, erledigt.');
  });
});
