import type { NotificationData, UserCard } from '@yuanfen/contract';
import type { Db } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { cursorPage } from '../../platform/pagination';
import type { NotificationService } from '../notification/notification.service';
import { viewerReadingOwnVip } from '../profile/privacy.repo';
import type { CardRow } from '../profile/profile.repo';
import type { CardsFor } from './graph.repo';

/** What the graph needs of profiles: the privacy rule, and members presented as cards. */
export interface MemberDirectory {
  /** The member when the viewer may see them; 400061 otherwise (unknown, hidden or blocked). */
  visibleMember(viewerId: number, ownerId: number): Promise<{ id: number; friend_request: boolean }>;
  /** Whether the viewer may see the member (the same rule, as a yes or no). */
  isVisible(viewerId: number, ownerId: number): Promise<boolean>;
  cards(viewerId: number, ids: number[]): Promise<Map<number, UserCard>>;
  /** Cards of rows a list query read itself (with the privacy rule applied there), by id. */
  presentCards(rows: CardRow[]): Promise<Map<number, UserCard>>;
  activeCards(ids: number[]): Promise<Map<number, UserCard>>;
  isVip(userId: number): Promise<boolean>;
  summary(userId: number): Promise<NotificationData>;
}

export interface GraphDeps {
  db: Db;
  bus: EventBus;
  notifications: NotificationService;
  /** Profiles are built after the graph (they read it), so they are reached through a getter. */
  directory: () => MemberDirectory;
  now: () => Date;
}

export const LIST_SIZE = 20;

interface Edge {
  id: number;
  other: number;
  /** The member's card, joined by the edge query itself: null when the viewer may not see them. */
  card: CardRow | null;
}

/** The cards an edge list joins for the viewer: those they may see (their VIP state read in the query). */
export const cardsSeenBy = (viewerId: number, now: Date): CardsFor => viewerReadingOwnVip(viewerId, now);

/**
 * A list as one statement: edges newest first (size + 1 to know whether more exist), each with the card
 * of the member at its other end when the viewer may see them → shaped items. A hidden or blocked member
 * drops out of the page; the cursor still moves past them.
 */
export async function edgePage<E extends Edge, T>(
  edges: E[],
  present: (rows: CardRow[]) => Promise<Map<number, UserCard>>,
  shape: (card: UserCard, edge: E) => T,
  size = LIST_SIZE,
) {
  const page = cursorPage(edges, size);
  const data = await shapeEdges(page.data, present, shape);
  return { data, next_max_id: page.next_max_id };
}

/** Edges with the cards their query joined, presented and shaped in order; unseen members left out. */
export async function shapeEdges<E extends Edge, T>(
  edges: E[],
  present: (rows: CardRow[]) => Promise<Map<number, UserCard>>,
  shape: (card: UserCard, edge: E) => T,
) {
  const cards = await present(edges.flatMap((e) => (e.card ? [e.card] : [])));
  return edges.flatMap((edge) => {
    const card = cards.get(edge.other);
    return card ? [shape(card, edge)] : [];
  });
}
