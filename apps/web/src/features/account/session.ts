import { Api } from '@yuanfen/contract/routes';
import type { Me } from '@yuanfen/contract';
import { api, apiHooks, renewSavedSession } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { useSessionStore, type SavedAccount } from '../../lib/session-store';
import { connectSocket, disconnectSocket } from '../../lib/socket';
import { useUiStore } from '../../lib/ui-store';
import { navigateTo } from '../../lib/navigation';
import { ensurePayTexts } from '../../lib/i18n';
import { isWechatBrowser } from '../../lib/client-env';
import { setMe, type AuthPayload } from '../../lib/account.queries';
import { forgetPushOnSignOut } from '../pwa';

/**
 * Connects the realtime channel. What listens on it (counters, balance, pay, social events, the reconnect
 * catch-up) is `realtime-wiring.ts`, a chunk fetched with the Socket.IO client rather than before the first
 * paint: no event can arrive before the socket exists, so the listeners are never late (decision 69).
 */
function startRealtime(): void {
  // The pay events toast in the `pay` texts (pay-flow.ts), which are apart from the language's chunk.
  connectSocket(() =>
    Promise.all([import('./realtime-wiring'), ensurePayTexts()]).then(([module]) => module.realtimeWiring(kicked)),
  );
}

/** The server ended this session (`kick`): forget it here too and go to the front page. */
function kicked(): void {
  clearLocalSession();
  navigateTo('/', { replace: true });
}

/** A signed-in account as the switch list keeps it (spec §3: name, avatar, token, channel). */
const savedFrom = (auth: AuthPayload, channel: string | null): SavedAccount => ({
  id: auth.me.id,
  name: auth.me.name,
  avatar: auth.me.avatar,
  token: auth.token,
  refreshToken: auth.refresh_token,
  channel,
});

/**
 * After sign-in: keep the tokens, seed the account cache, connect the realtime channel. After "Add another
 * account" the new account joins the saved list too.
 */
export function signIn(auth: AuthPayload): void {
  const session = useSessionStore.getState();
  session.setSession(auth);
  if (session.addingAccount) {
    session.saveAccount(savedFrom(auth, session.channel));
    session.set({ addingAccount: false });
  }
  setMe(auth.me);
  useUiStore.getState().closeLogin();
  startRealtime();
}

/** "Add this account": the signed-in account joins the switch list. */
export function saveCurrentAccount(me: Me): void {
  const { token, refreshToken, channel, saveAccount } = useSessionStore.getState();
  if (!token) return;
  saveAccount({ id: me.id, name: me.name, avatar: me.avatar, token, refreshToken, channel });
}

/** Forgets this tab's session without signing the device out on the server (the saved entry stays usable). */
function leaveLocally(): void {
  disconnectSocket();
  useSessionStore.getState().clearSession();
  queryClient.clear();
  useUiStore.getState().setReconnectNotice(false);
}

/**
 * "Add another account": keeps the current account in the list, signs out here only (its session stays
 * valid for switching back) and opens the login form; the account signed in next is saved too.
 */
export function addAnotherAccount(me: Me): void {
  saveCurrentAccount(me);
  leaveLocally();
  useSessionStore.getState().set({ addingAccount: true });
  navigateTo('/?type=login');
}

export type SwitchResult = 'switched' | 'expired' | 'failed';

/**
 * Switches to a saved account without a password (spec §4: log out, reset, log in with the saved account):
 * its refresh token is traded for a fresh session first, so nothing changes when that fails. The account
 * left stays in the list. A saved session the server no longer knows (401) is removed from the list.
 */
export async function switchAccount(target: SavedAccount, current: Me | undefined): Promise<SwitchResult> {
  const session = useSessionStore.getState();
  if (!target.refreshToken) {
    session.removeAccount(target.id);
    return 'expired';
  }
  let auth: Awaited<ReturnType<typeof renewSavedSession>>;
  try {
    auth = await renewSavedSession(target.refreshToken);
  } catch {
    return 'failed';
  }
  if (!auth) {
    session.removeAccount(target.id);
    return 'expired';
  }
  if (current) saveCurrentAccount(current);
  leaveLocally();
  const fresh = useSessionStore.getState();
  fresh.setSession(auth);
  fresh.saveAccount(savedFrom(auth, target.channel));
  setMe(auth.me);
  startRealtime();
  return 'switched';
}

/** Resumes a stored session on page load. */
export function resumeSession(): void {
  if (useSessionStore.getState().token) startRealtime();
}

/**
 * Forgets the session locally: realtime channel, tokens, partner account entry and cached data. Spec §4:
 * a 401 (and a log out, which ends the device's session on the server) removes the stored partner account.
 */
export function clearLocalSession(): void {
  useSessionStore.getState().removeCurrentAccount();
  leaveLocally();
}

/** The user's own log out: tell the server, then forget everything and go to the front page. */
export async function logout(): Promise<void> {
  await forgetPushOnSignOut();
  try {
    await api.call(Api.account.logout, { body: {} }, { quiet: true });
  } catch {
    // Logging out must work offline too.
  }
  clearLocalSession();
  // Inside WeChat a protected page would sign the member straight back in: the skip flag stops that.
  if (isWechatBrowser()) useSessionStore.getState().set({ wechatSkip: true });
  navigateTo('/', { replace: true });
}

apiHooks.onUnauthorized = () => {
  clearLocalSession();
  useUiStore.getState().openLogin();
};
apiHooks.onRefreshFailed = () => {
  clearLocalSession();
  window.location.reload();
};
apiHooks.onRefreshed = (auth) => setMe(auth.me);
