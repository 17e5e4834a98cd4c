import { ErrorCode } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiHooks } from './api';
import { signUpMember as signUp } from '../test/session';
import { useSessionStore } from './session-store';

const hooks = { ...apiHooks };
const spies = {
  onError: vi.fn(),
  onUnauthorized: vi.fn(),
  onRefreshFailed: vi.fn(),
  onRefreshed: vi.fn(),
  onNotFound: vi.fn(),
};
beforeEach(() => {
  useSessionStore.getState().clearSession();
  Object.values(spies).forEach((spy) => spy.mockReset());
  Object.assign(apiHooks, spies);
});
afterEach(() => Object.assign(apiHooks, hooks));

describe('api.call against the real server', () => {
  it('answers a visitor with the typed page of the endpoint', async () => {
    const page = await api.call(Api.feed.home);
    expect(Array.isArray(page.data)).toBe(true);
    expect(typeof page.next_max_id).toBe('number');
  });

  it('posts the body and path parameters the endpoint declares, and reads the answer', async () => {
    const me = await signUp();
    const post = await api.call(Api.feed.create, { body: { content: 'Hallo aus Berlin' } });
    expect(post).toMatchObject({ user_id: me.me.id, content: 'Hallo aus Berlin' });
    const again = await api.call(Api.feed.get, { params: { id: post.id } });
    expect(again.id).toBe(post.id);
  });

  it('refuses a visitor with a 401 ApiError, without ending a session it does not have', async () => {
    const error = await api.call(Api.feed.create, { body: { content: 'hello' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 0 });
    expect(spies.onUnauthorized).not.toHaveBeenCalled();
    expect(spies.onError).not.toHaveBeenCalled();
  });

  it('gives a validation refusal its code and field messages, and shows it unless the caller expects it', async () => {
    await signUp();
    const tooLong = { body: { content: 'x'.repeat(100_000) } };
    const error = (await api.call(Api.feed.create, tooLong).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 400, code: ErrorCode.ValidationFailed });
    expect(Object.keys(error.errors)).toContain('content');
    expect(spies.onError).toHaveBeenCalledTimes(1);

    await api.call(Api.feed.create, tooLong, { expect: [ErrorCode.ValidationFailed] }).catch(() => undefined);
    await api.call(Api.feed.create, tooLong, { quiet: true }).catch(() => undefined);
    expect(spies.onError).toHaveBeenCalledTimes(1);
  });

  it('sends a missing post to the not-found page, unless the caller is quiet', async () => {
    const missing = { params: { id: 2_000_000_000 } };
    await expect(api.call(Api.feed.get, missing)).rejects.toMatchObject({ status: 404 });
    expect(spies.onNotFound).toHaveBeenCalledTimes(1);
    await expect(api.call(Api.feed.get, missing, { quiet: true })).rejects.toMatchObject({ status: 404 });
    expect(spies.onNotFound).toHaveBeenCalledTimes(1);
  });
});

describe('the session of lib/api.ts', () => {
  it('trades the refresh token once when calls meet a lapsed access token, and retries them', async () => {
    const auth = await signUp();
    useSessionStore.getState().set({ token: 'lapsed.access.token' });
    // Two posts: a member without VIP may post twice a day.
    const posts = await Promise.all(
      ['eins', 'zwei'].map((content) => api.call(Api.feed.create, { body: { content } })),
    );
    expect(posts.map((p) => p.content).sort()).toEqual(['eins', 'zwei']);
    expect(spies.onRefreshed).toHaveBeenCalledTimes(1);
    const { token, refreshToken } = useSessionStore.getState();
    expect(token).not.toBe('lapsed.access.token');
    expect(refreshToken).not.toBe(auth.refresh_token);
    expect(spies.onUnauthorized).not.toHaveBeenCalled();
  });

  it('refreshes ahead of time when the access token is about to lapse', async () => {
    const auth = await signUp();
    useSessionStore.getState().set({ tokenTime: Date.now() - 10 * 86_400_000 });
    await api.call(Api.feed.home);
    expect(spies.onRefreshed).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().refreshToken).not.toBe(auth.refresh_token);
    expect(useSessionStore.getState().tokenTime).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends the session when the device was signed out elsewhere: the refresh is refused', async () => {
    await signUp();
    await api.call(Api.account.logout, { body: {} });
    const error = await api.call(Api.feed.create, { body: { content: 'too late' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401 });
    expect(spies.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(spies.onRefreshed).not.toHaveBeenCalled();
  });
});
