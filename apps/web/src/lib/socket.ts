import type { io, Socket } from 'socket.io-client';
import { SOCKET_UNAUTHORIZED, type ClientToServerEvents, type ServerToClientEvents } from '@yuanfen/contract';
import { refreshSession } from './api';
import { useSessionStore } from './session-store';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketWiring {
  /**
   * Called each time the socket comes back, with how long it was away: events sent meanwhile never
   * reached this client, so the wiring decides what to fetch again (spec §4: more than 50 s, everything).
   */
  onReconnect: (awayMs: number) => void;
  /** Attach the private event listeners. */
  listen: (socket: RealtimeSocket) => void;
}

let socket: RealtimeSocket | null = null;
/** Bumped by each disconnect, so a connection whose client library arrives after a sign-out is not made. */
let generation = 0;
let connecting = false;
let disconnectedAt: number | null = null;

/** Attaches listeners to a socket and answers how to detach them. */
export type SocketSubscription = (socket: RealtimeSocket) => () => void;
const subscriptions = new Map<SocketSubscription, () => void>();
const noop = () => undefined;

/**
 * Listeners a mounted component keeps across sign-ins: attached to the live socket now and to every one
 * connected later, until the returned function is called.
 */
export function subscribeSocket(subscription: SocketSubscription): () => void {
  subscriptions.set(subscription, socket ? subscription(socket) : noop);
  return () => {
    subscriptions.get(subscription)?.();
    subscriptions.delete(subscription);
  };
}

/**
 * Connects after sign-in; the handshake reads the current token, so reconnects use a refreshed one. The
 * Socket.IO client is its own chunk, fetched here with the wiring (what listens on the channel, also loaded
 * on demand): visitors who are not signed in never load either, and no first paint waits for them.
 */
export function connectSocket(loadWiring: () => Promise<SocketWiring>): void {
  if (socket || connecting) return;
  connecting = true;
  const attempt = generation;
  Promise.all([import('socket.io-client'), loadWiring()]).then(
    ([client, wiring]) => {
      if (attempt !== generation) return; // signed out meanwhile
      connecting = false;
      open(client.io, wiring);
    },
    () => {
      if (attempt === generation) connecting = false; // offline: the next sign-in or page load tries again
    },
  );
}

function open(connectTo: typeof io, wiring: SocketWiring): void {
  const created: RealtimeSocket = connectTo({
    path: '/socket.io',
    auth: (send) => send({ token: useSessionStore.getState().token }),
    transports: ['websocket', 'polling'],
  });
  created.on('disconnect', () => {
    disconnectedAt ??= Date.now();
  });
  // The server refuses a token that no longer counts (it expired while the socket was away): refresh it
  // and connect again; a refresh that fails signs the member out through the API client.
  created.on('connect_error', (error) => {
    if (error.message !== SOCKET_UNAUTHORIZED) return;
    disconnectedAt ??= Date.now();
    void refreshSession().then((refreshed) => {
      if (refreshed && socket === created) created.connect();
    });
  });
  created.on('connect', () => {
    const awayMs = disconnectedAt === null ? null : Date.now() - disconnectedAt;
    disconnectedAt = null;
    if (awayMs !== null) wiring.onReconnect(awayMs);
  });
  wiring.listen(created);
  for (const subscription of subscriptions.keys()) subscriptions.set(subscription, subscription(created));
  socket = created;
}

export function disconnectSocket(): void {
  generation += 1;
  connecting = false;
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  for (const subscription of subscriptions.keys()) subscriptions.set(subscription, noop);
  disconnectedAt = null;
}

export const currentSocket = () => socket;
