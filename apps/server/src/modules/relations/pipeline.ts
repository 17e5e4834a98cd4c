import type { NotificationData, UserCard } from '@yuanfen/contract';
import type { Db } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { cursorPage } from '../../platform/pagination';
import type { NotificationService } from '../notification/notification.service';

/** What the graph needs of profiles: the privacy rule, and members presented as cards. */
export interface MemberDirectory {
  /** The member when the viewer may see them; 400061 otherwise (unknown, hidden or blocked). */
  visibleMember(viewerId: number, ownerId: number): Promise<{ id: number; friend_request: boolean }>;
  /** Whether the viewer may see the member (the same rule, as a yes or no). */
  isVisible(viewerId: number, ownerId: number): Promise<boolean>;
  cards(viewerId: number, ids: number[]): Promise<Map<number, UserCard>>;
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
}

/**
 * A list as a pipeline: edges newest first (size + 1 to know whether more exist) → cards of the members
 * the viewer may see → shaped items. A hidden or blocked member drops out of the page; the cursor still
 * moves past them.
 */
export async function edgePage<E extends Edge, T>(
  edges: E[],
  load: (ids: number[]) => Promise<Map<number, UserCard>>,
  shape: (card: UserCard, edge: E) => T,
  size = LIST_SIZE,
) {
  const page = cursorPage(edges, size);
  const cards = await load(page.data.map((e) => e.other));
  const data = page.data.flatMap((edge) => {
    const card = cards.get(edge.other);
    return card ? [shape(card, edge)] : [];
  });
  return { data, next_max_id: page.next_max_id };
}
