import { create } from 'zustand';
import { TYPING_SEND_INTERVAL_MS, TYPING_SHOW_MS, type ChatMessage, type ReadEvent } from '@yuanfen/contract';
import { cachedMe } from '../../lib/account.queries';
import { queryClient } from '../../lib/query-client';
import { currentSocket } from '../../lib/socket';
import { chatKeys, type ConversationPages } from './chat.queries';

/**
 * Conversation signals (docs/decisions.md 49): "… is typing" and read receipts. The server relays them
 * only between members who both have them on and do not block each other; the client adds its own
 * throttle and, with the setting off, sends nothing.
 */

interface TypingState {
  /** Member id → until when (ms) they show as typing. */
  until: Record<number, number>;
  started: (userId: number) => void;
  stopped: (userId: number) => void;
}

export const useTypingStore = create<TypingState>((set, get) => ({
  until: {},
  started: (userId) => set({ until: { ...get().until, [userId]: Date.now() + TYPING_SHOW_MS } }),
  stopped: (userId) => {
    const { [userId]: _gone, ...rest } = get().until;
    set({ until: rest });
  },
}));

const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** The realtime `typing`: the member shows as typing for a few seconds after their last signal. */
export function onTyping({ user_id }: { user_id: number }): void {
  useTypingStore.getState().started(user_id);
  clearTimeout(timers.get(user_id));
  timers.set(
    user_id,
    setTimeout(() => useTypingStore.getState().stopped(user_id), TYPING_SHOW_MS),
  );
}

/** A message from the member ends their "typing". */
export function typingEnded(userId: number): void {
  clearTimeout(timers.get(userId));
  timers.delete(userId);
  if (useTypingStore.getState().until[userId]) useTypingStore.getState().stopped(userId);
}

export const useIsTyping = (userId: number) => useTypingStore((s) => (s.until[userId] ?? 0) > 0);

const lastSent = new Map<number, number>();

/** Tells the member the viewer is typing to them: at most once per TYPING_SEND_INTERVAL_MS, and only if on. */
export function sendTyping(userId: number): void {
  if (cachedMe()?.typing_indicator === false) return;
  const now = Date.now();
  if (now - (lastSent.get(userId) ?? 0) < TYPING_SEND_INTERVAL_MS) return;
  const socket = currentSocket();
  if (!socket?.connected) return;
  lastSent.set(userId, now);
  socket.emit('typing', { user_id: userId });
}

/** The message just sent ends the viewer's typing: the next keystroke may signal at once. */
export const typingSent = (userId: number) => lastSent.delete(userId);

/** The realtime `read`: the member read the conversation, so every message the viewer sent them is read. */
export function onRead({ user_id }: ReadEvent): void {
  const me = cachedMe()?.id;
  const read = (message: ChatMessage) =>
    message.sender === me && !message.read ? { ...message, read: true } : message;
  queryClient.setQueryData<ConversationPages>(chatKeys.conversation(user_id), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(read) })) } : data,
  );
}

let chime: HTMLAudioElement | null = null;

/**
 * The new-message sound (`me.sound`, on by default), when that conversation is not the one on screen.
 * Browsers refuse to play before the member has interacted with the page: then it stays silent.
 */
export function playMessageSound(): void {
  if (cachedMe()?.sound === false) return;
  chime ??= new Audio('/sounds/message.wav');
  chime.currentTime = 0;
  void chime.play().catch(() => undefined);
}
