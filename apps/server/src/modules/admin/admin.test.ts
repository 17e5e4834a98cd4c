import {
  ADMIN_PERMISSIONS,
  ErrorCode,
  type AdminGoldResult,
  type AdminSession,
  type AdminUserDetail,
  type AuditEntry,
} from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { connect, listen, type TestClient } from '../../realtime/test-client';
import { api, signIn } from '../../test/account-helpers';
import { signUp } from '../../test/factories';
import { balanceOf, fund, ledgerBalanceOf } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { signUpOperator, type OperatorMember } from './admin.test-helpers';

/*
 * The console's members, gold corrections and audit log (issue 17), through the API on a real database.
 */

const t = useTestApp();
let url: string;
const sockets: TestClient[] = [];
let admin: OperatorMember;
let moderator: OperatorMember;
let finance: OperatorMember;
let support: OperatorMember;

beforeAll(async () => {
  url = await listen(t.app);
  admin = await signUpOperator(t.app, ['admin']);
  moderator = await signUpOperator(t.app, ['moderator']);
  finance = await signUpOperator(t.app, ['finance']);
  support = await signUpOperator(t.app, ['support', 'translator-manager']);
});
afterAll(() => {
  for (const s of sockets.splice(0)) s.close();
});

const http = () => api(t.app);
const auditOf = async (target: string) =>
  (await http().get(`/v1/admin/audit?target=${encodeURIComponent(target)}`, admin.auth)).json<{ data: AuditEntry[] }>()
    .data;
const statusOf = async (id: number) =>
  (await t.app.db.select({ status: users.status }).from(users).where(eq(users.id, id)))[0]!.status;

describe('GET admin/me', () => {
  it('lists the roles and what they allow; several roles add up', async () => {
    const me = (await http().get('/v1/admin/me', support.auth)).json<AdminSession>();
    expect(me).toMatchObject({
      roles: ['support', 'translator-manager'],
      two_factor: true,
      permissions: [
        'users.read',
        'users.mall',
        'users.devices',
        'users.email',
        'announcements.write',
        'support.read',
        'support.reply',
        'translators.read',
        'translators.write',
        'dashboard.read',
      ],
    });
    const all = (await http().get('/v1/admin/me', admin.auth)).json<AdminSession>();
    expect(all.permissions).toEqual(ADMIN_PERMISSIONS);
  });
});

describe('members', () => {
  it('finds members by part of the name or e-mail, or by id, 20 a page', async () => {
    const anna = await signUp(t.app);
    const byName = await http().get(`/v1/admin/users?q=${anna.name.slice(2, 10).toUpperCase()}`, support.auth);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json<{ data: { id: number }[] }>().data.map((u) => u.id)).toContain(anna.id);
    const byId = await http().get(`/v1/admin/users?q=${anna.id}`, support.auth);
    expect(byId.json<{ data: { id: number }[] }>().data[0]!.id).toBe(anna.id);
    const wild = await http().get('/v1/admin/users?q=%25_%25', support.auth);
    expect(wild.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('shows a member with devices and recent ledger', async () => {
    const anna = await signUp(t.app);
    await fund(t.app, anna.id, 30);
    const detail = (await http().get(`/v1/admin/users/${anna.id}`, finance.auth)).json<AdminUserDetail>();
    expect(detail).toMatchObject({ id: anna.id, status: 'active', roles: [], balance: 30, two_factor: false });
    expect(detail.devices).toHaveLength(1);
    expect(detail.ledger[0]).toMatchObject({ amount: 30, kind: 'adjustment', counterpart: 'system:adjustments' });
    expect((await http().get('/v1/admin/users/999999', finance.auth)).statusCode).toBe(404);
  });

  it('bans a member: their socket is kicked at once, their token stops working, sign-in is 400015; audited', async () => {
    const bob = await signUp(t.app);
    const socket = await connect(url, { token: bob.token });
    sockets.push(socket);
    const res = await http().put(`/v1/admin/users/${bob.id}`, { status: 'banned', reason: 'spam' }, moderator.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUserDetail>().status).toBe('banned');
    expect(await socket.waitFor('kick')).toEqual({ reason: 'banned' });
    expect(await socket.waitForDisconnect()).toBe('io server disconnect');
    expect((await http().get('/v1/me', bob.auth)).statusCode).toBe(401);
    const again = await signIn(t.app, bob.email, bob.password);
    expect(again.json<{ code: number }>().code).toBe(ErrorCode.AccountBanned);
    const [entry] = await auditOf(`user:${bob.id}`);
    expect(entry).toMatchObject({
      actor_id: moderator.id,
      action: 'users.update',
      reason: 'spam',
      before: { status: 'active' },
      after: { status: 'banned' },
    });
  });

  it('suspends a member (400073 at sign-in, no reactivation) and reinstates them', async () => {
    const cleo = await signUp(t.app);
    const socket = await connect(url, { token: cleo.token });
    sockets.push(socket);
    expect((await http().put(`/v1/admin/users/${cleo.id}`, { status: 'suspended' }, admin.auth)).statusCode).toBe(200);
    expect(await socket.waitFor('kick')).toEqual({ reason: 'suspended' });
    const refused = await signIn(t.app, cleo.email, cleo.password);
    expect(refused.json<{ code: number }>().code).toBe(ErrorCode.AccountRestricted);
    expect((await http().put(`/v1/admin/users/${cleo.id}`, { status: 'active' }, admin.auth)).statusCode).toBe(200);
    expect((await signIn(t.app, cleo.email, cleo.password)).statusCode).toBe(200);
  });

  it('sets roles, partner and VIP months (admin only); another role is refused and nothing changes', async () => {
    const dan = await signUp(t.app);
    const refused = await http().put(`/v1/admin/users/${dan.id}`, { roles: ['admin'] }, moderator.auth);
    expect(refused.statusCode).toBe(403);
    const partnerRefused = await http().put(
      `/v1/admin/users/${dan.id}`,
      { status: 'active', is_partner: 1 },
      moderator.auth,
    );
    expect(partnerRefused.statusCode).toBe(403);
    expect((await t.app.db.select().from(users).where(eq(users.id, dan.id)))[0]).toMatchObject({
      roles: [],
      is_partner: 0,
    });
    expect(await auditOf(`user:${dan.id}`)).toEqual([]);

    const res = await http().put(
      `/v1/admin/users/${dan.id}`,
      { roles: ['moderator', 'finance'], is_partner: 1, vip_months: 3 },
      admin.auth,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUserDetail>()).toMatchObject({ roles: ['moderator', 'finance'], is_partner: 1, vip: 1 });
    const [entry] = await auditOf(`user:${dan.id}`);
    expect(entry!.after).toMatchObject({ roles: ['moderator', 'finance'], is_partner: 1 });
    // The new roles count at once, on the member's existing session.
    expect((await http().get('/v1/admin/me', dan.auth)).json<AdminSession>().roles).toEqual(['moderator', 'finance']);
  });

  it('opens the mall to a member (support or admin): bd 1 in their own me, audited; a moderator is refused', async () => {
    const fay = await signUp(t.app);
    const bdOf = async () => (await http().get('/v1/me', fay.auth)).json<{ bd: number }>().bd;
    expect(await bdOf()).toBe(0);
    const refused = await http().put(`/v1/admin/users/${fay.id}`, { bd: 1 }, moderator.auth);
    expect(refused.statusCode).toBe(403);
    expect(await bdOf()).toBe(0);
    expect(await auditOf(`user:${fay.id}`)).toEqual([]);

    const opened = await http().put(`/v1/admin/users/${fay.id}`, { bd: 1, reason: 'flower partner' }, support.auth);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<AdminUserDetail>().bd).toBe(1);
    expect(await bdOf()).toBe(1);
    const [entry] = await auditOf(`user:${fay.id}`);
    expect(entry).toMatchObject({ before: { bd: 0 }, after: { bd: 1 }, reason: 'flower partner' });

    expect((await http().put(`/v1/admin/users/${fay.id}`, { bd: 0 }, admin.auth)).statusCode).toBe(200);
    expect(await bdOf()).toBe(0);
    expect((await http().put(`/v1/admin/users/${fay.id}`, { bd: 2 }, admin.auth)).statusCode).toBe(400);
  });

  it('refuses bad input with 400001 and changes nothing', async () => {
    const erin = await signUp(t.app);
    for (const body of [
      {},
      { status: 'deleted' },
      { roles: ['owner'] },
      { roles: ['admin', 'admin'] },
      { vip_months: 0 },
    ]) {
      const res = await http().put(`/v1/admin/users/${erin.id}`, body, admin.auth);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ code: number }>().code).toBe(ErrorCode.ValidationFailed);
    }
    expect(await statusOf(erin.id)).toBe('active');
    expect((await http().put(`/v1/admin/users/${admin.id}`, { status: 'banned' }, admin.auth)).statusCode).toBe(403);
  });
});

describe('gold corrections', () => {
  it('moves gold both ways as ledger entries, never below 0, keeping the ledger equal to the balance; audited', async () => {
    const fay = await signUp(t.app);
    const give = await http().post(
      `/v1/admin/users/${fay.id}/gold`,
      { amount: 50, reason: 'lost recharge' },
      finance.auth,
    );
    expect(give.statusCode, give.body).toBe(200);
    expect(give.json<AdminGoldResult>()).toMatchObject({ balance: 50, entry: { amount: 50, kind: 'adjustment' } });

    const overdraw = await http().post(`/v1/admin/users/${fay.id}/gold`, { amount: -51, reason: 'oops' }, finance.auth);
    expect(overdraw.statusCode).toBe(400);
    expect(overdraw.json<{ code: number }>().code).toBe(ErrorCode.NotEnoughGold);
    expect(await balanceOf(t.app, fay.id)).toBe(50);

    const take = await http().post(
      `/v1/admin/users/${fay.id}/gold`,
      { amount: -20, reason: 'double credit' },
      admin.auth,
    );
    expect(take.json<AdminGoldResult>()).toMatchObject({ balance: 30, entry: { amount: -20 } });
    expect(await ledgerBalanceOf(t.app, fay.id)).toBe(30);
    const entries = await auditOf(`user:${fay.id}`);
    expect(entries.map((e) => [e.action, e.reason, e.before, e.after?.balance])).toEqual([
      ['users.gold', 'double credit', { balance: 50 }, 30],
      ['users.gold', 'lost recharge', { balance: 0 }, 50],
    ]);
  });

  it('moves gold once for a retried request with the same Idempotency-Key', async () => {
    const gus = await signUp(t.app);
    const headers = { ...finance.auth, 'idempotency-key': 'ticket-4711' };
    const first = await http().post(`/v1/admin/users/${gus.id}/gold`, { amount: 7, reason: 'refund' }, headers);
    const second = await http().post(`/v1/admin/users/${gus.id}/gold`, { amount: 7, reason: 'refund' }, headers);
    expect(first.json<AdminGoldResult>().replayed).toBe(false);
    expect(second.json<AdminGoldResult>()).toMatchObject({ replayed: true, balance: 7 });
    expect(await balanceOf(t.app, gus.id)).toBe(7);
    expect(await auditOf(`user:${gus.id}`)).toHaveLength(1);
    const other = await http().post(`/v1/admin/users/${gus.id}/gold`, { amount: 8, reason: 'refund' }, headers);
    expect(other.statusCode).toBe(409);
  });

  it('refuses a moderator, an amount of 0 or a fraction, and a missing reason; nothing moves', async () => {
    const hal = await signUp(t.app);
    expect(
      (await http().post(`/v1/admin/users/${hal.id}/gold`, { amount: 5, reason: 'x' }, moderator.auth)).statusCode,
    ).toBe(403);
    for (const body of [
      { amount: 0, reason: 'x' },
      { amount: 1.5, reason: 'x' },
      { amount: 5 },
      { amount: 5, reason: ' ' },
    ]) {
      const res = await http().post(`/v1/admin/users/${hal.id}/gold`, body, finance.auth);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await balanceOf(t.app, hal.id)).toBe(0);
    expect(await auditOf(`user:${hal.id}`)).toEqual([]);
  });
});

describe('audit log', () => {
  it('is readable by admins only, newest first, and refuses changes at the database', async () => {
    expect((await http().get('/v1/admin/audit', finance.auth)).statusCode).toBe(403);
    const page = await http().get('/v1/admin/audit?page=1', admin.auth);
    expect(page.statusCode).toBe(200);
    const { data, next_page } = page.json<{ data: AuditEntry[]; next_page: number }>();
    expect(data.length).toBeGreaterThan(0);
    expect(next_page).toBe(-1);
    expect(data.map((e) => e.id)).toEqual([...data.map((e) => e.id)].sort((a, b) => b - a));
    await expect(t.app.db.update(auditLog).set({ reason: 'rewritten' })).rejects.toThrow();
    await expect(t.app.db.delete(auditLog)).rejects.toThrow();
  });
});
