import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AuthResponse, Language } from '@yuanfen/contract';

/** A partner's other account, kept so they can switch without typing a password (spec §3). */
export interface SavedAccount {
  name: string;
  avatar: string | null;
  token: string;
  channel: string | null;
}

const ACCOUNTS_MAX_CHARS = 4096;

/** Drops the oldest saved accounts until the serialised list fits the spec's 4096 characters. */
export function capAccounts(accounts: SavedAccount[]): SavedAccount[] {
  const kept = [...accounts];
  while (kept.length > 0 && JSON.stringify(kept).length > ACCOUNTS_MAX_CHARS) kept.shift();
  return kept;
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
  appWrapper: boolean;
  accounts: SavedAccount[];
  announcementReadId: number;
  translationTipSeen: boolean;
  versionRemindedAt: number | null;
  setSession: (auth: Pick<AuthResponse, 'token' | 'refresh_token' | 'expires_in'>) => void;
  clearSession: () => void;
  saveAccount: (account: SavedAccount) => void;
  removeAccount: (token: string) => void;
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
      appWrapper: false,
      accounts: [],
      announcementReadId: 0,
      translationTipSeen: false,
      versionRemindedAt: null,
      setSession: (auth) =>
        set({
          token: auth.token,
          refreshToken: auth.refresh_token,
          expiresIn: auth.expires_in,
          tokenTime: Date.now(),
        }),
      clearSession: () => set({ token: null, refreshToken: null, tokenTime: null, channel: null }),
      saveAccount: (account) =>
        set((state) => ({
          accounts: capAccounts([...state.accounts.filter((a) => a.name !== account.name), account]),
        })),
      removeAccount: (token) => set((state) => ({ accounts: state.accounts.filter((a) => a.token !== token) })),
      set: (patch) => set(patch),
    }),
    {
      name: 'yuanfen',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ setSession: _s, clearSession: _c, saveAccount: _a, removeAccount: _r, set: _p, ...data }) => data,
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
