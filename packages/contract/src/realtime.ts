import type { Counter, Me } from './account';
import type { MessageEvent, ReadEvent } from './chat';
import type { AskEvent, TranslationEvent } from './translation';

/** One member's presence as an `online` event tells it: came online (`true`) or went offline. */
export interface PresenceChange {
  user_id: number;
  online: boolean;
}

/** Server → client events (ARCHITECTURE.md §5). Names are exactly the spec's. */
export interface ServerToClientEvents {
  /**
   * Presence changes, batched (docs/decisions.md 37): each node gathers the members who came online or
   * went offline over a short window and sends them as one list, oldest first, each member at most once
   * (their state at the end of the window). A list holds only members the receiving socket may see.
   */
  online: (payload: PresenceChange[]) => void;
  announcement: (payload: { id: number; content: string }) => void;
  /** An operator changed the gift catalogue or the mall's products: open pickers and mall lists reload. */
  catalogue: (payload: { kind: 'gifts' | 'products' }) => void;
  /** A new post in the news feed: open feed lists show "new posts" (spec newFeed). */
  feed: (payload: { id: number; user_id: number }) => void;
  likeme: (payload: { user_id: number; name: string; avatar: string | null }) => void;
  /** A like became mutual: to both members, each told the other's id (with name and avatar to show). */
  match: (payload: { user_id: number; name: string; avatar: string | null }) => void;
  /** The member `user_id` is typing to the receiver (docs/decisions.md 49). */
  typing: (payload: { user_id: number }) => void;
  /** The member `user_id` read the receiver's messages in the receiver's thread `thread_id`. */
  read: (payload: ReadEvent) => void;
  request: (payload: { user_id: number; name: string; avatar: string | null; status: number }) => void;
  friend: (payload: { user_id: number; status: number }) => void;
  message: (payload: MessageEvent) => void;
  counter: (payload: Partial<Counter>) => void;
  balance: (payload: { balance: number }) => void;
  refresh: (payload: { scope?: string }) => void;
  upgrade: (payload: { status: string; month: number; me: Partial<Me> | null; name: string }) => void;
  block: (payload: { user_id: number }) => void;
  translation: (payload: TranslationEvent) => void;
  ask: (payload: AskEvent) => void;
  pay: (payload: { order_id: string; status: string; amount: number; reason?: string }) => void;
  /** The session ended: signed out, banned or suspended by an operator, deactivated, password changed. */
  kick: (payload: { reason: KickReason }) => void;
}
export const KICK_REASONS = ['logout', 'banned', 'suspended', 'deactivated', 'password'] as const;
export type KickReason = (typeof KICK_REASONS)[number];
export type ServerEventName = keyof ServerToClientEvents;
export const PUBLIC_EVENTS = ['online', 'announcement', 'feed', 'catalogue'] as const;

export interface ClientToServerEvents {
  /** Ask whether users are online now; answers through the ack. */
  presence: (userIds: number[], ack: (online: number[]) => void) => void;
  /**
   * The member types to `user_id`. Relayed as `typing { user_id: <typist> }` unless switched off, blocked,
   * without a conversation or too frequent; the optional ack answers whether it was relayed.
   */
  typing: (payload: { user_id: number }, ack?: (relayed: boolean) => void) => void;
}

/**
 * What a service publishes on the event bus; the gateway delivers it: to everyone, to every device of a
 * member, or to one device of theirs (`device`: a signed-out device's own sockets).
 */
export type BusEvent =
  | { to: 'public'; event: (typeof PUBLIC_EVENTS)[number]; payload: unknown }
  | { to: number; device?: number; event: ServerEventName; payload: unknown };

export const userRoom = (userId: number) => `user:${userId}`;
export const deviceRoom = (deviceId: number) => `device:${deviceId}`;
/** A socket refused at the handshake because its token no longer counts: refresh it and connect again. */
export const SOCKET_UNAUTHORIZED = 'unauthorized';
export const PUBLIC_ROOM = 'public';
