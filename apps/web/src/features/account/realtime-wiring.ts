import { CHAT_TYPING_KEEP_LENGTH, Limits } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { patchCounter, patchMe } from '../../lib/account.queries';
import { queryClient } from '../../lib/query-client';
import type { SocketWiring } from '../../lib/socket';
import { useUiStore } from '../../lib/ui-store';
import { longestTypedLength, refreshChatData } from '../chat';
import { listenSocialEvents } from '../notifications';
import { handlePayEvent, refreshMoneyData } from '../pay';

/*
 * What the realtime channel listens to once it is open. This module is a chunk fetched beside the Socket.IO
 * client when a signed-in session connects (session.ts `startRealtime`), not part of the first paint: an
 * event cannot arrive before the socket exists, and the socket exists only after both are here.
 */

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

/**
 * The listeners of the realtime channel and its catch-up after a gap (lib/socket.ts `SocketWiring`);
 * `onKick` is the session's own sign-out (session.ts), given here so this module does not import it back.
 */
export const realtimeWiring = (onKick: () => void): SocketWiring => ({
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
    socket.on('kick', onKick);
  },
});
