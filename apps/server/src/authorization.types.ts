import type { ChatMessage, FeedComment, FeedItem } from '@yuanfen/contract';
import type { Member } from './test/factories';

/*
 * Battery A of issue 13 (OWASP API1, broken object-level authorization): every operation of the OpenAPI
 * document has an access rule below, and every rule that names something of another member is tried by
 * every actor. The rule table (authorization.rules.ts, composed of one file per area in
 * authorization-rules/) is checked against the document, so a new route without a rule fails
 * `authorization.matrix.test.ts`.
 *
 * Actors, all relative to Olga (the owner of every object tried): a visitor; Olga herself; a stranger; her
 * friend; a member she blocked; a VIP; a partner; a translator; each operator role of the console (issue
 * 17), with two-factor sign-in on; and an admin who has not enabled it. Operator roles grant nothing over
 * members' things outside /v1/admin/* (but the mall's deliveries); the console's rules are
 * authorization-rules/admin.rules.ts.
 */

export const MEMBERS = [
  'owner',
  'stranger',
  'friend',
  'blocked',
  'vip',
  'partner',
  'translator',
  'moderator',
  'admin',
  'support',
  'finance',
  'translator-manager',
  'admin-without-2fa',
] as const;
export type MemberActor = (typeof MEMBERS)[number];
export type Actor = 'visitor' | MemberActor;
export const ACTORS: readonly Actor[] = ['visitor', ...MEMBERS];

export interface World {
  as: Record<MemberActor, Member>;
  /** Hanna keeps her profile hidden (VIPs and friends only); Olga's friend is hers too. */
  hidden: Member;
  post: FeedItem;
  hiddenPost: FeedItem;
  /** The friend's comment on Olga's post. */
  comment: FeedComment;
  secret: { uploadId: number; postId: number };
  privatePhoto: number;
  /** Olga's message to her friend, and their conversation. */
  message: ChatMessage;
  thread: number;
  order: string;
  /** A mall product, and Olga's order of it to her friend, waiting for him to accept. */
  product: number;
  mallOrder: number;
  /** Olga's open report about the stranger. */
  report: number;
  /** The stranger's selfie, waiting for review (issue 19). */
  verification: number;
  /** Olga's open support ticket (category account), without replies. */
  ticket: number;
  /** The stranger's say-hi template waiting for review (its version), and his photo the text check flagged. */
  sayHi: string;
  flaggedPhoto: number;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
}

/** One way of naming another member's thing through an operation, and who may do it. */
export interface Check {
  what: string;
  call: (w: World) => Call;
  /** Actors who get a 2xx answer; every other actor tried is refused with a 4xx. */
  may: readonly Actor[];
  /** Actors tried (default: all). Destructive calls leave out those allowed, so the world stays as built. */
  tried?: readonly Actor[];
  /** Holds after every try by an actor not in `may`: the refused call changed nothing of Olga's. */
  intact?: (w: World) => Promise<void>;
}

export type Rule =
  /** Anyone, visitors included; answers about the caller only when signed in. */
  | { access: 'public'; checks?: Check[] }
  /** Signed-in members, about their own things only: no id of another member's thing is taken. */
  | { access: 'self'; checks?: Check[] }
  /** Signed-in members, naming other members or their things: the checks say who may. */
  | { access: 'member'; checks: Check[] }
  /** Members with the translator role. */
  | { access: 'translator'; checks: Check[] }
  /** The operations console: operator roles with two-factor sign-in on, as admin.policy.ts grants. */
  | { access: 'operator'; checks: Check[] }
  /** Development tools: loopback clients only, never in production (system.test.ts). */
  | { access: 'debug' };
