import { queryClient } from '../../lib/query-client';
import { useUiStore } from '../../lib/ui-store';
import type { RealtimeSocket } from '../../lib/socket';
import { orderKeys, userKeys } from '../../lib/query-keys';
import { refreshCounters } from './counters';
import { notificationKeys } from './notifications.queries';

/**
 * The social graph's private events: someone liked the member, asked or answered a friend request, or
 * blocked them. Badges come from the server's counters (the `counter` event, or a refetch here), so an
 * event that arrives next to its `counter` event is never counted twice.
 */
export function listenSocialEvents(socket: RealtimeSocket): void {
  let lastOrderCount: number | undefined;
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    void refreshCounters();
  };
  socket.on('likeme', changed);
  socket.on('request', changed);
  socket.on('friend', changed);
  // A like became mutual: both members are told, and offered to say hi.
  socket.on('match', (peer) => {
    changed();
    useUiStore.getState().showMatch(peer);
  });
  socket.on('block', () => void queryClient.invalidateQueries({ queryKey: userKeys.all }));
  socket.on('counter', (counter) => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    // A mall order moved: the server raises the `order` counter with each move. The event carries every
    // counter, so the orders are fetched again only when that one changed or is up (the open /orders page
    // sets it back to 0 without an event, so the next move may bring the same number).
    if (counter.order !== undefined && (counter.order > 0 || counter.order !== lastOrderCount)) {
      lastOrderCount = counter.order;
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    }
  });
}
