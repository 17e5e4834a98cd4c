import { queryClient } from '../../lib/query-client';
import type { RealtimeSocket } from '../../lib/socket';
import { userKeys } from '../../lib/query-keys';
import { refreshCounters } from './counters';
import { notificationKeys } from './notifications.queries';

/**
 * The social graph's private events: someone liked the member, asked or answered a friend request, or
 * blocked them. Badges come from the server's counters (the `counter` event, or a refetch here), so an
 * event that arrives next to its `counter` event is never counted twice.
 */
export function listenSocialEvents(socket: RealtimeSocket): void {
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    void refreshCounters();
  };
  socket.on('likeme', changed);
  socket.on('request', changed);
  socket.on('friend', changed);
  socket.on('block', () => void queryClient.invalidateQueries({ queryKey: userKeys.all }));
  socket.on('counter', () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
}
