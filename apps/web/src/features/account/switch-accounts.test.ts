import { Api } from '@yuanfen/contract/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../lib/api';
import { setNavigator } from '../../lib/navigation';
import { cachedMe } from '../../lib/account.queries';
import {
  capAccounts,
  syncAccount,
  upsertAccount,
  useSessionStore,
  withoutSession,
  type SavedAccount,
} from '../../lib/session-store';
import { signUpMember } from '../../test/session';
import { addAnotherAccount, clearLocalSession, saveCurrentAccount, signIn, switchAccount } from './session';

const saved = (id: number, extra: Partial<SavedAccount> = {}): SavedAccount => ({
  id,
  name: `member${id}`,
  avatar: null,
  token: `access-${id}`,
  refreshToken: `refresh-${id}`,
  channel: null,
  ...extra,
});

const visited: string[] = [];
setNavigator((to) => visited.push(to));

beforeEach(() => {
  useSessionStore.getState().clearSession();
  useSessionStore.getState().set({ accounts: [], addingAccount: false });
});

describe('the saved list', () => {
  it('keeps one entry per member, the latest saved last', () => {
    const list = upsertAccount(upsertAccount(upsertAccount([], saved(1)), saved(2)), saved(1, { name: 'renamed' }));
    expect(list.map((a) => [a.id, a.name])).toEqual([
      [2, 'member2'],
      [1, 'renamed'],
    ]);
  });

  it('drops the oldest entries beyond 4096 characters', () => {
    const many = Array.from({ length: 40 }, (_, i) => saved(i + 1, { token: 'x'.repeat(120) }));
    const kept = capAccounts(many);
    expect(JSON.stringify(kept).length).toBeLessThanOrEqual(4096);
    expect(kept.at(-1)!.id).toBe(40);
    expect(kept[0]!.id).toBeGreaterThan(1);
  });

  it('follows a renewal of a saved member in place, and ignores others and portal sessions', () => {
    const list = [saved(1), saved(2)];
    const renewed = syncAccount(list, {
      token: 'new-access',
      refresh_token: 'new-refresh',
      me: { id: 2, name: 'Two', avatar: '/a.jpg' },
    });
    expect(renewed[1]).toMatchObject({
      id: 2,
      name: 'Two',
      avatar: '/a.jpg',
      token: 'new-access',
      refreshToken: 'new-refresh',
    });
    expect(renewed[0]).toEqual(list[0]);
    expect(syncAccount(list, { token: 't', refresh_token: 'r', me: { id: 3, name: 'x', avatar: null } })).toBe(list);
    expect(syncAccount(list, { token: 't', refresh_token: null, me: { id: 1, name: 'x', avatar: null } })).toBe(list);
  });

  it('finds the entry of a session by either of its tokens', () => {
    expect(withoutSession([saved(1), saved(2)], 'access-2', null).map((a) => a.id)).toEqual([1]);
    expect(withoutSession([saved(1), saved(2)], 'stale', 'refresh-1').map((a) => a.id)).toEqual([2]);
  });
});

describe('switching against the real server', () => {
  it('adds the current account, another one after signing in, and switches back and forth without a password', async () => {
    const first = await signUpMember();
    signIn(first);
    saveCurrentAccount(first.me);
    expect(useSessionStore.getState().accounts.map((a) => a.id)).toEqual([first.me.id]);

    // "Add another account": signed out here only, the list kept; the next sign-in joins it.
    addAnotherAccount(first.me);
    expect(useSessionStore.getState()).toMatchObject({ token: null, addingAccount: true });
    expect(visited.at(-1)).toBe('/?type=login');
    const second = await signUpMember();
    signIn(second);
    expect(useSessionStore.getState().accounts.map((a) => a.id)).toEqual([first.me.id, second.me.id]);
    expect(useSessionStore.getState().addingAccount).toBe(false);

    const back = useSessionStore.getState().accounts.find((a) => a.id === first.me.id)!;
    expect(await switchAccount(back, second.me)).toBe('switched');
    expect(cachedMe()?.id).toBe(first.me.id);
    expect((await api.call(Api.account.me)).id).toBe(first.me.id);

    const again = useSessionStore.getState().accounts.find((a) => a.id === second.me.id)!;
    expect(await switchAccount(again, first.me)).toBe('switched');
    expect((await api.call(Api.account.me)).id).toBe(second.me.id);
    // Every switch renewed the saved tokens: the list still switches after several rounds.
    const third = useSessionStore.getState().accounts.find((a) => a.id === first.me.id)!;
    expect(await switchAccount(third, second.me)).toBe('switched');
    expect((await api.call(Api.account.me)).id).toBe(first.me.id);
  });

  it('removes a saved account whose session the server ended, and stays where it was', async () => {
    const gone = await signUpMember();
    signIn(gone);
    saveCurrentAccount(gone.me);
    await api.call(Api.account.logout, { body: { all: true } });
    useSessionStore.getState().clearSession();
    const current = await signUpMember();
    signIn(current);

    const entry = useSessionStore.getState().accounts.find((a) => a.id === gone.me.id)!;
    expect(await switchAccount(entry, current.me)).toBe('expired');
    expect(useSessionStore.getState().accounts.some((a) => a.id === gone.me.id)).toBe(false);
    expect((await api.call(Api.account.me)).id).toBe(current.me.id);
  });

  it('a 401 (clearing the session) removes the stored partner account of that session only', async () => {
    const member = await signUpMember();
    signIn(member);
    saveCurrentAccount(member.me);
    useSessionStore.getState().saveAccount(saved(999_999));
    clearLocalSession();
    expect(useSessionStore.getState().accounts.map((a) => a.id)).toEqual([999_999]);
  });
});
