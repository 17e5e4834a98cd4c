import { api, apiHooks } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session-store';
import { connectSocket, disconnectSocket } from '../../lib/socket';
import { useUiStore } from '../../lib/ui-store';
import { navigateTo } from '../../lib/navigation';
import { listenSocialEvents } from '../notifications/realtime';
import { handlePayEvent } from '../pay/pay-flow';
import { refreshMoneyData } from '../pay/pay.queries';
import { patchCounter, patchMe, setMe, type AuthPayload } from './account.queries';

/** Chat drafts longer than this are protected from the reconnect refetch (spec §4). */
const DRAFT_PROTECT_CHARS = 5;

function startRealtime(): void {
  connectSocket({
    onLongReconnect: () => {
      if (useUiStore.getState().chatDraftLength > DRAFT_PROTECT_CHARS) {
        useUiStore.getState().setNetworkError(true);
        return;
      }
      void queryClient.invalidateQueries();
    },
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
}

/** The user's own log out: tell the server, then forget everything and go to the front page. */
export async function logout(): Promise<void> {
  try {
    await api.post('logout', {}, { quiet: true });
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
