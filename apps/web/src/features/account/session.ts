import { CHAT_TYPING_KEEP_LENGTH, Limits } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import type { Me } from '@yuanfen/contract';
import { api, apiHooks, renewSavedSession } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { useSessionStore, type SavedAccount } from '../../lib/session-store';
import { connectSocket, disconnectSocket } from '../../lib/socket';
import { useUiStore } from '../../lib/ui-store';
import { navigateTo } from '../../lib/navigation';
import { isWechatBrowser } from '../../lib/client-env';
import { refreshChatData, longestTypedLength } from '../chat';
import { listenSocialEvents } from '../notifications';
import { handlePayEvent, refreshMoneyData } from '../pay';
import { patchCounter, patchMe, setMe, type AuthPayload } from '../../lib/account.queries';
import { forgetPushOnSignOut } from '../pwa';

/** `GET counters`: the nav badges and the title's unread prefix read `me.counter`. */
async function refreshCounters(): Promise<void> {
  try {
    patchCounter(await api.call(Api.notification.counters, {}, { quiet: true }));
  } catch {
    // The next counter event or account load corrects them.
  }
}

/**
 * Spec §4, on every reconnect: counter and chat events sent during the gap never arrived, so the counters
 * and the chat (lists and cached conversations) are always fetched again. After more than 50 s everything
 * is, unless a composer holds a message being typed (over CHAT_TYPING_KEEP_LENGTH characters): then the
 * spec leaves the screen to the member, and a notice that no reply clears asks them to refresh when ready.
 * The chat still catches up meanwhile, by decision: it never touches a text box (a composer keeps its own
 * text; a refetched draft only seeds a new composer), and the member should see the replies they missed
 * in the very conversation they are answering.
 */
function onReconnect(awayMs: number): void {
  if (awayMs > Limits.reconnectRefreshSeconds * 1000) {
    if (longestTypedLength() <= CHAT_TYPING_KEEP_LENGTH) {
      useUiStore.getState().setReconnectNotice(false);
      void queryClient.invalidateQueries();
      return;
    }
    useUiStore.getState().setReconnectNotice(true);
  }
  void refreshCounters();
  void refreshChatData();
}

function startRealtime(): void {
  connectSocket({
    onReconnect,
    listen: (socket) => {
      socket.on('counter', (counter) => patchCounter(counter));
      socket.on('balance', ({ balance }) => patchMe({ balance }));
      socket.on('upgrade', ({ me }) => {
        if (me) patchMe(me);
        refreshMoneyData();
      });
      socket.on('pay', (event) => handlePayEvent(event));
      socket.on('refresh', () => void queryClient.invalidateQueries());
      // An operator changed the catalogue: open gift pickers and mall lists reload (issue 17). The keys are
      // giftKeys.catalogue's and mallKeys.products' prefixes, written out so this chunk does not pull those features.
      socket.on('catalogue', ({ kind }) => {
        const queryKey = kind === 'gifts' ? ['gifts', 'catalogue'] : ['mall', 'products'];
        void queryClient.invalidateQueries({ queryKey });
      });
      listenSocialEvents(socket);
      socket.on('kick', () => {
        clearLocalSession();
        navigateTo('/', { replace: true });
      });
    },
  });
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
