import { Api } from '@yuanfen/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiHooks } from '../../lib/api';
import { useSessionStore } from '../../lib/session-store';
import { signUpMember } from '../../test/session';

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
});
