import { Api } from '@yuanfen/contract/routes';
import { generateSync } from 'otplib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiHooks } from '../../lib/api';
import { useSessionStore } from '../../lib/session-store';
import { signUpMember } from '../../test/session';

/** The test server's ADMIN_EMAILS (apps/server/src/test/api-server.global.ts). */
const ADMIN_EMAIL = 'web-admin@example.test';

/** The admin of the test server, signed up with the mailed code and with two-factor sign-in on. */
async function signUpOperator() {
  useSessionStore.getState().clearSession();
  await api.call(Api.account.verify, { body: { email: ADMIN_EMAIL, purpose: 'register' } });
  const { data } = await api.call(Api.system.debugOutbox, { query: { to: ADMIN_EMAIL } });
  const code = data.find((mail) => mail.code)?.code;
  expect(code).toMatch(/^\d+$/);
  const auth = await api.call(Api.account.register, {
    body: {
      email: ADMIN_EMAIL,
      code: code!,
      name: 'web_admin',
      password: 'secret123',
      gender: 1,
      birthday: '1990-01-01',
      terms: true,
    },
  });
  useSessionStore.getState().setSession(auth);
  const { secret } = await api.call(Api.admin.twoFactorSetup);
  await api.call(Api.admin.twoFactorEnable, { body: { code: generateSync({ secret }) } });
  return auth;
}

const hooks = { ...apiHooks };
const onError = vi.fn();
beforeEach(() => {
  useSessionStore.getState().clearSession();
  onError.mockReset();
  Object.assign(apiHooks, { onError });
});
afterEach(() => Object.assign(apiHooks, hooks));

describe('the console against the real server', () => {
  it('a member without an operator role is refused GET admin/me with a 403, and no toast shows', async () => {
    await signUpMember();
    const error = await api.call(Api.admin.me, {}, { quiet: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(onError).not.toHaveBeenCalled();
  });

  it('a member without an operator role cannot list members nor start a two-factor setup', async () => {
    await signUpMember();
    for (const call of [
      () => api.call(Api.admin.users, { query: { page: 1 } }, { quiet: true }),
      () => api.call(Api.admin.twoFactorSetup, {}, { quiet: true }),
      () => api.call(Api.admin.audit, { query: { page: 1 } }, { quiet: true }),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect((error as ApiError).status).toBe(403);
    }
  });

  it('a gold correction sent again with the same Idempotency-Key moves the ledger once', async () => {
    const member = await signUpMember();
    await signUpOperator();
    const correction = { params: { id: member.me.id }, body: { amount: 25, reason: 'web test' } };
    const first = await api.call(Api.admin.gold, correction, { idempotencyKey: 'web-gold-once' });
    const again = await api.call(Api.admin.gold, correction, { idempotencyKey: 'web-gold-once' });
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, balance: first.balance });
    const other = await api.call(Api.admin.gold, correction, { idempotencyKey: 'web-gold-twice' });
    expect(other.balance).toBe(first.balance + 25);
  });
});
