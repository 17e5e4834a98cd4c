import { CHAT_TYPING_KEEP_LENGTH, Limits } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api, apiHooks } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session-store';
import { connectSocket, disconnectSocket } from '../../lib/socket';
import { useUiStore } from '../../lib/ui-store';
import { navigateTo } from '../../lib/navigation';
import { refreshChatData, longestTypedLength } from '../chat';
import { listenSocialEvents } from '../notifications';
import { handlePayEvent, refreshMoneyData } from '../pay';
import { patchCounter, patchMe, setMe, type AuthPayload } from '../../lib/account.queries';

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
      listenSocialEvents(socket);
      socket.on('kick', () => {
        clearLocalSession();
        navigateTo('/', { replace: true });
      });
    },
  });
}

/** After sign-in: keep the tokens, seed the account cache, connect the realtime channel. */
export function signIn(auth: AuthPayload): void {
  useSessionStore.getState().setSession(auth);
  setMe(auth.me);
  useUiStore.getState().closeLogin();
  startRealtime();
}

/** Resumes a stored session on page load. */
export function resumeSession(): void {
  if (useSessionStore.getState().token) startRealtime();
}

/** Forgets the session locally: realtime channel, tokens, partner account entry and cached data. */
export function clearLocalSession(): void {
  const { token, removeAccount, clearSession } = useSessionStore.getState();
  disconnectSocket();
  if (token) removeAccount(token);
  clearSession();
  queryClient.clear();
  useUiStore.getState().setReconnectNotice(false);
}

/** The user's own log out: tell the server, then forget everything and go to the front page. */
export async function logout(): Promise<void> {
  try {
    await api.call(Api.account.logout, { body: {} }, { quiet: true });
  } catch {
    // Logging out must work offline too.
  }
  clearLocalSession();
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
