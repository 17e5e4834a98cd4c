import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AuthResponse, Language } from '@yuanfen/contract';

/**
 * A partner's account kept so they can switch to it without a password (spec §3: name, avatar, token,
 * channel). The refresh token is kept too: the access token lives an hour, the refresh token renews the
 * session long after, and each renewal of the account (while it is the signed-in one) is written back here.
 */
export interface SavedAccount {
  id: number;
  name: string;
  avatar: string | null;
  token: string;
  refreshToken: string | null;
  channel: string | null;
}

const ACCOUNTS_MAX_CHARS = 4096;

/** The tokens of a session; `refresh_token` is null for a recharge-portal session. */
export interface SessionTokens {
  token: string;
  refresh_token: string | null;
  expires_in: number;
}

/** Drops the oldest saved accounts until the serialised list fits the spec's 4096 characters. */
export function capAccounts(accounts: SavedAccount[]): SavedAccount[] {
  const kept = [...accounts];
  while (kept.length > 0 && JSON.stringify(kept).length > ACCOUNTS_MAX_CHARS) kept.shift();
  return kept;
}

/** Adds an account, or replaces the entry of the same member (moved to the newest place), within the cap. */
export function upsertAccount(accounts: SavedAccount[], account: SavedAccount): SavedAccount[] {
  return capAccounts([...accounts.filter((a) => a.id !== account.id), account]);
}

/**
 * After the member's session was renewed or started: their saved entry (if any) takes the new tokens,
 * name and avatar, in place; other entries are left alone. A list without that member is unchanged.
 */
export function syncAccount(
  accounts: SavedAccount[],
  auth: Pick<SessionTokens, 'token' | 'refresh_token'> & { me?: Pick<AuthResponse['me'], 'id' | 'name' | 'avatar'> },
): SavedAccount[] {
  const me = auth.me;
  if (!me || !auth.refresh_token || !accounts.some((a) => a.id === me.id)) return accounts;
  return capAccounts(
    accounts.map((a) =>
      a.id === me.id
        ? { ...a, name: me.name, avatar: me.avatar, token: auth.token, refreshToken: auth.refresh_token }
        : a,
    ),
  );
}

/** The saved list without the entry of the session holding these tokens (a 401, a log out). */
export function withoutSession(accounts: SavedAccount[], token: string | null, refreshToken: string | null) {
  return accounts.filter((a) => !((token && a.token === token) || (refreshToken && a.refreshToken === refreshToken)));
}

interface SessionState {
  token: string | null;
  refreshToken: string | null;
  /** When the access token was issued (ms since epoch). */
  tokenTime: number | null;
  expiresIn: number;
  fingerprint: string | null;
  channel: string | null;
  partnerId: string | null;
  language: Language | null;
  /** The server's edition, learnt on the first visit: the China edition's default language is Chinese. */
  edition: 'global' | 'cn' | null;
  appWrapper: boolean;
  /**
   * Spec §2's flag that skips the automatic WeChat sign-in inside WeChat: set when the member logs out
   * there or a WeChat sign-in was declined or failed, cleared by a WeChat sign-in that worked.
   */
  wechatSkip: boolean;
  /** The app wrapper's push id (docs/wrapper.md): sent with every sign-in from the app. */
  pushId: string | null;
  /** The app wrapper's platform and version, for the update check (GET version/{platform}/{version}). */
  nativeVersion: { platform: string; version: string } | null;
  accounts: SavedAccount[];
  /** "Add another account": the next sign-in is saved to the list too (kept across the login page). */
  addingAccount: boolean;
  announcementReadId: number;
  translationTipSeen: boolean;
  versionRemindedAt: number | null;
  /**
   * Keeps the tokens; with `me`, the member's saved entry follows them (`syncAccount`). A recharge-portal
   * session has no refresh token (null): it ends with its access token.
   */
  setSession: (auth: SessionTokens & { me?: AuthResponse['me'] }) => void;
  clearSession: () => void;
  saveAccount: (account: SavedAccount) => void;
  removeAccount: (id: number) => void;
  /** Drops the saved entry of the current session (spec §4: a 401 removes the stored partner account). */
  removeCurrentAccount: () => void;
  set: (patch: Partial<Omit<SessionState, 'set'>>) => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      refreshToken: null,
      tokenTime: null,
      expiresIn: 3600,
      fingerprint: null,
      channel: null,
      partnerId: null,
      language: null,
      edition: null,
      appWrapper: false,
      wechatSkip: false,
      pushId: null,
      nativeVersion: null,
      accounts: [],
      addingAccount: false,
      announcementReadId: 0,
      translationTipSeen: false,
      versionRemindedAt: null,
      setSession: (auth) =>
        set((state) => ({
          token: auth.token,
          refreshToken: auth.refresh_token,
          expiresIn: auth.expires_in,
          tokenTime: Date.now(),
          accounts: syncAccount(state.accounts, auth),
        })),
      clearSession: () => set({ token: null, refreshToken: null, tokenTime: null, channel: null }),
      saveAccount: (account) => set((state) => ({ accounts: upsertAccount(state.accounts, account) })),
      removeAccount: (id) => set((state) => ({ accounts: state.accounts.filter((a) => a.id !== id) })),
      removeCurrentAccount: () =>
        set((state) => ({ accounts: withoutSession(state.accounts, state.token, state.refreshToken) })),
      set: (patch) => set(patch),
    }),
    {
      name: 'yuanfen',
      storage: createJSONStorage(() => localStorage),
      partialize: ({
        setSession: _s,
        clearSession: _c,
        saveAccount: _a,
        removeAccount: _r,
        removeCurrentAccount: _rc,
        set: _p,
        ...data
      }) => ({
        ...data,
        // Entries written before accounts kept their member id cannot be switched to: left out.
        accounts: data.accounts.filter((a) => typeof a.id === 'number'),
      }),
    },
  ),
);

export const isSignedIn = () => Boolean(useSessionStore.getState().token);
export const useIsSignedIn = () => useSessionStore((s) => Boolean(s.token));

/** True when the access token expires within the next minute. */
export function tokenNearExpiry(now = Date.now()): boolean {
  const { token, tokenTime, expiresIn } = useSessionStore.getState();
  if (!token || !tokenTime) return false;
  return now > tokenTime + (expiresIn - 60) * 1000;
}
