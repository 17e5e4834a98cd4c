import { useEffect } from 'react';
import type { MessageEvent, PresenceChange } from '@yuanfen/contract';
import { queryClient } from '../../lib/query-client';
import { subscribeSocket } from '../../lib/socket';
import { cachedMe } from '../../lib/account.queries';
import {
  chatKeys,
  markThreadRead,
  patchPresence,
  raiseThread,
  refreshChatData,
  summaryOf,
  upsertMessage,
} from './chat.queries';
import { useChatWindowsStore } from './chat-windows.store';
import { isConversationOpen } from './open-conversations';
import { useOutboxStore } from './outbox.store';
import { onRead, onTyping, playMessageSound, typingEnded } from './signals';

/**
 * A new message (from the other member, or the member's own from another device) joins its cached
 * conversation and raises its thread. A message from the other member counts as unread unless the
 * conversation is open: then it is marked read at once, and the server's counter never rises.
 */
/**
 * Ids of the new messages this tab has taken in. The server pushes each message at least once (again
 * after a node stopped before its push went out), so a repeat must not count as a second unread.
 */
const seenNewMessages = new Set<number>();
const SEEN_KEEP = 500;

function onNewMessage({ thread_id, message }: MessageEvent): void {
  if (seenNewMessages.has(message.id)) return;
  seenNewMessages.add(message.id);
  if (seenNewMessages.size > SEEN_KEEP) seenNewMessages.delete(seenNewMessages.values().next().value!);
  const mine = message.sender === cachedMe()?.id;
  const peerId = mine ? message.recipient : message.sender;
  upsertMessage(peerId, message);
  if (mine && message.client_id) useOutboxStore.getState().remove(message.client_id);
  const open = !mine && isConversationOpen(peerId);
  const known = raiseThread(peerId, (thread) => ({
    summary: summaryOf(message),
    last_message_at: message.created_at,
    unread: mine || open ? thread.unread : thread.unread + 1,
  }));
  if (!known) void queryClient.invalidateQueries({ queryKey: chatKeys.threadLists() });
  if (open) void markThreadRead(peerId, thread_id);
  if (!mine) {
    typingEnded(peerId);
    if (!open) playMessageSound();
  }
}

function onMessageEvent(event: MessageEvent): void {
  if (event.kind === 'new') {
    onNewMessage(event);
    return;
  }
  const peerId = event.message.sender === cachedMe()?.id ? event.message.recipient : event.message.sender;
  upsertMessage(peerId, event.message);
  void queryClient.invalidateQueries({ queryKey: chatKeys.threadLists() });
}

/**
 * Presence changes come batched, oldest first, each member at most once (decisions 37): the threads and
 * chat windows of the members named take their new state; everyone else is untouched.
 */
export function applyPresence(changes: PresenceChange[]): void {
  if (!Array.isArray(changes)) return;
  patchPresence(changes);
  const windows = useChatWindowsStore.getState();
  for (const { user_id, online } of changes) windows.patch(user_id, { online });
}

/**
 * The chat's realtime events, for as long as the member is signed in. What a reconnect fetches again is
 * decided in one place, the session's reconnect policy (account/session.ts).
 */
export function useChatRealtime(): void {
  useEffect(
    () =>
      subscribeSocket((socket) => {
        const onBlock = () => void refreshChatData();
        socket.on('message', onMessageEvent);
        socket.on('online', applyPresence);
        socket.on('block', onBlock);
        socket.on('typing', onTyping);
        socket.on('read', onRead);
        return () => {
          socket.off('message', onMessageEvent);
          socket.off('online', applyPresence);
          socket.off('block', onBlock);
          socket.off('typing', onTyping);
          socket.off('read', onRead);
        };
      }),
    [],
  );
}
