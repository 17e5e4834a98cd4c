import { RefusalReason, type AdminSession, type AdminUserDetail, type AuditEntry } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useSockets } from '../../realtime/test-client';
import { api, outboxOf, signedIn } from '../../test/account-helpers';
import { signUp } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { signUpOperator } from './admin.test-helpers';

/*
 * The console's member tools (issue 17): signing a member's devices out (their sockets are closed at once),
 * resetting a member's e-mail, resetting an operator's two-factor sign-in; each audited, each refused to the
 * roles that do not hold it and to operators without two-factor sign-in.
 */

const t = useTestApp();
const { socketOf } = useSockets(t);
const http = () => api(t.app);

const auditOf = async (target: string) => {
  const admin = await signUpOperator(t.app, ['admin']);
  const res = await http().get(`/v1/admin/audit?target=${encodeURIComponent(target)}`, admin.auth);
  return res.json<{ data: AuditEntry[] }>().data;
};

describe('signing a member out', () => {
  it('signs one device out: its socket is kicked and closed, its tokens stop working; the other device stays', async () => {
    const support = await signUpOperator(t.app, ['support']);
    const anna = await signUp(t.app);
    const phone = await signedIn(t.app, anna.email, anna.password, 'anna-phone');
    const laptopSocket = await socketOf(anna);
    const phoneSocket = await socketOf(phone);
    const detail = (await http().get(`/v1/admin/users/${anna.id}`, support.auth)).json<AdminUserDetail>();
    expect(detail.devices.filter((d) => d.signed_in)).toHaveLength(2);
    // The phone signed in last: it is the newest device.
    const phoneDevice = detail.devices[0]!;

    const res = await http().post(
      `/v1/admin/users/${anna.id}/sign-out`,
      { device_id: phoneDevice.id, reason: 'Lost phone, asked by mail' },
      support.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await phoneSocket.waitFor('kick')).toEqual({ reason: 'logout' });
    expect(await phoneSocket.waitForDisconnect()).toBe('io server disconnect');
    expect(res.json<AdminUserDetail>().devices.find((d) => d.id === phoneDevice.id)?.signed_in).toBe(false);
    expect((await http().get('/v1/me', phone.auth)).statusCode).toBe(401);
    expect((await http().post('/v1/token/refresh', { refresh_token: phone.refresh_token })).statusCode).toBe(401);
    // The laptop is untouched.
    expect((await http().get('/v1/me', anna.auth)).statusCode).toBe(200);
    expect(laptopSocket.all('kick')).toEqual([]);

    const [entry] = await auditOf(`user:${anna.id}`);
    expect(entry).toMatchObject({
      action: 'users.signOut',
      actor_id: support.id,
      reason: 'Lost phone, asked by mail',
      after: { device: phoneDevice.id },
    });
  });

  it('signs every device out at once', async () => {
    const moderator = await signUpOperator(t.app, ['moderator']);
    const ben = await signUp(t.app);
    const tablet = await signedIn(t.app, ben.email, ben.password, 'ben-tablet');
    const sockets = [await socketOf(ben), await socketOf(tablet)];
    const res = await http().post(`/v1/admin/users/${ben.id}/sign-out`, { reason: 'Account shared' }, moderator.auth);
    expect(res.statusCode, res.body).toBe(200);
    for (const socket of sockets) expect(await socket.waitForDisconnect()).toBe('io server disconnect');
    expect(res.json<AdminUserDetail>().devices.every((d) => !d.signed_in)).toBe(true);
    expect((await http().get('/v1/me', ben.auth)).statusCode).toBe(401);
    expect((await http().get('/v1/me', tablet.auth)).statusCode).toBe(401);
  });

  it("refuses finance, members, operators without 2FA, a missing reason and another member's device", async () => {
    const finance = await signUpOperator(t.app, ['finance']);
    const noTwoFactor = await signUpOperator(t.app, ['support'], { twoFactor: false });
    const support = await signUpOperator(t.app, ['support']);
    const [cleo, dan] = [await signUp(t.app), await signUp(t.app)];
    const url = `/v1/admin/users/${cleo.id}/sign-out`;
    expect((await http().post(url, { reason: 'x' }, finance.auth)).statusCode).toBe(403);
    expect((await http().post(url, { reason: 'x' }, dan.auth)).statusCode).toBe(403);
    const gated = await http().post(url, { reason: 'x' }, noTwoFactor.auth);
    expect(gated.statusCode).toBe(403);
    expect(gated.json<{ reason: string }>().reason).toBe(RefusalReason.TwoFactorRequired);
    expect((await http().post(url, {}, support.auth)).statusCode).toBe(400);
    const dansDevice = (await http().get(`/v1/admin/users/${dan.id}`, support.auth)).json<AdminUserDetail>()
      .devices[0]!;
    expect((await http().post(url, { device_id: dansDevice.id, reason: 'x' }, support.auth)).statusCode).toBe(404);
    expect((await http().get('/v1/me', cleo.auth)).statusCode).toBe(200);
    expect((await http().get('/v1/me', dan.auth)).statusCode).toBe(200);
  });
});

describe("resetting a member's e-mail", () => {
  it('sets the new address unverified, tells the old one in the member’s language, and is audited', async () => {
    const support = await signUpOperator(t.app, ['support']);
    const eva = await signUp(t.app);
    await t.app.db.update(users).set({ email_verified: 1, language: 'de' }).where(eq(users.id, eva.id));
    const fresh = `eva.new.${eva.id}@example.test`;
    const res = await http().put(
      `/v1/admin/users/${eva.id}/email`,
      { email: fresh, reason: 'Lost access, identity checked' },
      support.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUserDetail>()).toMatchObject({ email: fresh, email_verified: 0 });
    const [notice] = await outboxOf(t.app, eva.email);
    expect(notice?.subject).toBe('Deine E-Mail-Adresse bei Yuanfen wurde geändert');
    expect(notice?.text).toContain(`e***@example.test`);
    expect(notice?.text).not.toContain(fresh);
    const [entry] = await auditOf(`user:${eva.id}`);
    expect(entry).toMatchObject({
      action: 'users.email',
      actor_id: support.id,
      reason: 'Lost access, identity checked',
      before: { email: eva.email, email_verified: 1 },
      after: { email: fresh, email_verified: 0 },
    });
  });

  it("refuses another member's address, a bad address, moderators, finance and a missing reason", async () => {
    const support = await signUpOperator(t.app, ['support']);
    const moderator = await signUpOperator(t.app, ['moderator']);
    const [fay, gus] = [await signUp(t.app), await signUp(t.app)];
    const url = `/v1/admin/users/${fay.id}/email`;
    const taken = await http().put(url, { email: gus.email, reason: 'x' }, support.auth);
    expect(taken.statusCode).toBe(400);
    expect(taken.json<{ errors: Record<string, string> }>().errors).toHaveProperty('email');
    expect((await http().put(url, { email: 'not-an-address', reason: 'x' }, support.auth)).statusCode).toBe(400);
    expect((await http().put(url, { email: 'fay@example.test' }, support.auth)).statusCode).toBe(400);
    expect((await http().put(url, { email: 'fay@example.test', reason: 'x' }, moderator.auth)).statusCode).toBe(403);
    const detail = (await http().get(`/v1/admin/users/${fay.id}`, support.auth)).json<AdminUserDetail>();
    expect(detail.email).toBe(fay.email);
  });
});

describe("resetting an operator's two-factor sign-in", () => {
  it('makes the operator enrol again before the console opens; audited', async () => {
    const admin = await signUpOperator(t.app, ['admin']);
    const moderator = await signUpOperator(t.app, ['moderator']);
    const res = await http().post(`/v1/admin/users/${moderator.id}/2fa/reset`, { reason: 'New phone' }, admin.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUserDetail>().two_factor).toBe(false);
    const me = (await http().get('/v1/admin/me', moderator.auth)).json<AdminSession>();
    expect(me.two_factor).toBe(false);
    const gated = await http().get('/v1/admin/reports', moderator.auth);
    expect(gated.statusCode).toBe(403);
    expect(gated.json<{ reason: string }>().reason).toBe(RefusalReason.TwoFactorRequired);
    expect((await http().post('/v1/admin/2fa/setup', undefined, moderator.auth)).statusCode).toBe(200);
    const [entry] = await auditOf(`user:${moderator.id}`);
    expect(entry).toMatchObject({ action: 'users.twoFactor', actor_id: admin.id, reason: 'New phone' });
  });

  it('is for the admin only, never on oneself, and only where 2FA is on', async () => {
    const admin = await signUpOperator(t.app, ['admin']);
    const support = await signUpOperator(t.app, ['support', 'moderator']);
    const finance = await signUpOperator(t.app, ['finance']);
    const member = await signUp(t.app);
    const url = `/v1/admin/users/${finance.id}/2fa/reset`;
    expect((await http().post(url, { reason: 'x' }, support.auth)).statusCode).toBe(403);
    expect((await http().post(url, { reason: 'x' }, member.auth)).statusCode).toBe(403);
    expect((await http().post(url, {}, admin.auth)).statusCode).toBe(400);
    expect((await http().post(`/v1/admin/users/${admin.id}/2fa/reset`, { reason: 'x' }, admin.auth)).statusCode).toBe(
      403,
    );
    expect((await http().post(`/v1/admin/users/${member.id}/2fa/reset`, { reason: 'x' }, admin.auth)).statusCode).toBe(
      409,
    );
    expect((await http().get('/v1/admin/me', finance.auth)).json<AdminSession>().two_factor).toBe(true);
  });
});
