import type { AuthResponse } from '@yuanfen/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../db/schema';
import { activeDevices, api, bearer, otherCode, outboxOf, signIn, userRow } from '../../test/account-helpers';
import { signUp, uniqueName, type Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

let anna: Member;
const t = useTestApp();
beforeAll(async () => {
  anna = await signUp(t.app);
});

const deviceRows = async (userId: number) =>
  Number((await t.app.db.select({ n: count() }).from(devices).where(eq(devices.user_id, userId)))[0]?.n ?? 0);

describe('sign-in by e-mail, phone or name', () => {
  it('finds the member by e-mail, whatever its case and surrounding spaces', async () => {
    const res = await signIn(t.app, `  ${anna.email.toUpperCase()} `, anna.password);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.me).toMatchObject({ id: anna.id, name: anna.name, email: anna.email });
    const me = await api(t.app).get('/v1/me', bearer(body.token));
    expect(me.json()).toMatchObject({ id: anna.id });
  });

  it('finds the member by name, case-insensitively', async () => {
    const res = await signIn(t.app, anna.name.toUpperCase(), anna.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AuthResponse>().me.id).toBe(anna.id);
  });

  it('treats a numeric identity as a phone, however it is formatted', async () => {
    const digits = `4915${Math.floor(Math.random() * 1e8)
      .toString()
      .padStart(8, '0')}`;
    const phoneMember = await signUp(t.app, { email: undefined, phone: `+${digits}` });
    for (const identity of [digits, `+${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`]) {
      const res = await signIn(t.app, identity, phoneMember.password);
      expect(res.statusCode, `${identity}: ${res.body}`).toBe(200);
      expect(res.json<AuthResponse>().me).toMatchObject({ id: phoneMember.id, phone: digits, email: null });
    }
  });

  it('does not take an e-mail address for a name or a name for an e-mail', async () => {
    // The name is looked up by name only, and "name@…" is looked up as an e-mail only.
    const res = await signIn(t.app, `${anna.name}@elsewhere.test`, anna.password);
    expect(res.json()).toMatchObject({ code: 400002 });
  });
});

describe('refused sign-ins', () => {
  it('refuses a wrong password with 400002 and signs no device in', async () => {
    const before = await deviceRows(anna.id);
    const res = await signIn(t.app, anna.email, 'wrong-password', { clientId: 'client-wrong-pw' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400002, message: 'Wrong identity or password', reason: 'wrong_credentials' });
    expect(await deviceRows(anna.id)).toBe(before);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const wrongPassword = await signIn(t.app, anna.email, 'wrong-password');
    for (const identity of [`${uniqueName('nobody')}@example.test`, uniqueName('nobody'), '+1 555 010 9999']) {
      const unknown = await signIn(t.app, identity, 'secret123');
      expect(unknown.statusCode).toBe(wrongPassword.statusCode);
      expect(unknown.json()).toEqual(wrongPassword.json());
    }
  });

  it('refuses a too short password before looking at the account', async () => {
    const res = await signIn(t.app, anna.email, '12345');
    expect(res.json()).toMatchObject({ code: 400001, errors: { password: 'Password is invalid' } });
  });

  it('refuses a banned member with 400015 even with the right password, and ends the sessions', async () => {
    const banned = await signUp(t.app);
    await t.app.services.accounts.ban(banned.id);
    const before = await deviceRows(banned.id);
    const res = await signIn(t.app, banned.email, banned.password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400015, message: 'This account has been banned, please contact us' });
    expect(await deviceRows(banned.id)).toBe(before);
    expect((await api(t.app).get('/v1/me', banned.auth)).statusCode).toBe(401);
  });

  it('refuses a deactivated member with 400016 and the reactivation hint', async () => {
    const gone = await signUp(t.app);
    expect((await api(t.app).delete('/v1/user', { password: gone.password }, gone.auth)).statusCode).toBe(200);
    const res = await signIn(t.app, gone.name, gone.password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400016,
      message: 'This account is deactivated, reactivate it to sign in',
    });
    expect(await activeDevices(t.app, gone.id)).toBe(0);
  });
});

describe('more than 5 devices', () => {
  let bob: Member;
  const clients = ['laptop', 'phone', 'tablet', 'office', 'tv'].map((n) => `${n}-${uniqueName('c')}`);
  const sixth = `kiosk-${uniqueName('c')}`;

  beforeAll(async () => {
    bob = await signUp(t.app);
    // The sign-up's own session ends, so the five sign-ins below are the only devices.
    expect((await api(t.app).post('/v1/logout', undefined, bob.auth)).statusCode).toBe(200);
  });

  it('lets a member sign in on 5 distinct devices', async () => {
    for (const clientId of clients) {
      const res = await signIn(t.app, bob.email, bob.password, { clientId });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await activeDevices(t.app, bob.id)).toBe(5);
  });

  it('asks a 6th device for a code (400074) and mails a device code, without signing it in', async () => {
    const res = await signIn(t.app, bob.email, bob.password, { clientId: sixth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400074,
      message: 'Account signed in to more than 5 devices, verify status',
    });
    const [mail] = await outboxOf(t.app, bob.email);
    expect(mail).toMatchObject({ subject: 'Confirm your new device on Yuanfen' });
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(await activeDevices(t.app, bob.id)).toBe(5);
  });

  it('refuses the 6th device with a wrong code', async () => {
    const [mail] = await outboxOf(t.app, bob.email);
    const res = await signIn(t.app, bob.email, bob.password, { clientId: sixth, code: otherCode(mail!.code!) });
    expect(res.json()).toMatchObject({ code: 400003, errors: { code: 'Code is wrong or expired' } });
    expect(await activeDevices(t.app, bob.id)).toBe(5);
  });

  it('signs the 6th device in with the mailed code', async () => {
    const [mail] = await outboxOf(t.app, bob.email);
    const res = await signIn(t.app, bob.email, bob.password, { clientId: sixth, code: mail!.code! });
    expect(res.statusCode, res.body).toBe(200);
    expect(await activeDevices(t.app, bob.id)).toBe(6);
    expect((await api(t.app).get('/v1/me', bearer(res.json<AuthResponse>().token))).statusCode).toBe(200);
  });

  it('needs no code again on a device it already knows', async () => {
    const mailsBefore = (await outboxOf(t.app, bob.email)).length;
    for (const clientId of [sixth, clients[0]!]) {
      const res = await signIn(t.app, bob.email, bob.password, { clientId });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await outboxOf(t.app, bob.email)).length).toBe(mailsBefore);
    expect(await activeDevices(t.app, bob.id)).toBe(6);
    expect((await userRow(t.app, bob.id)).status).toBe('active');
  });
});
