import {
  RequestStatus,
  type BusEvent,
  type FriendCard,
  type NotificationData,
  type UpdateFriendBody,
} from '@yuanfen/contract';
import type { Tx } from '../../db/client';
import { fail } from '../../platform/errors';
import { cursorPage } from '../../platform/pagination';
import { authorize, memberActor } from '../../platform/policy';
import { friendsRepo } from './friends.repo';
import { graphRepo } from './graph.repo';
import { cardsSeenBy, edgePage, LIST_SIZE, shapeEdges, type GraphDeps } from './pipeline';
import { relationsPolicy } from './relations.policy';

/** What a friend request did: 201 made friends at once, 202 left it pending (spec §4). */
export interface RequestOutcome {
  http: 201 | 202;
  body: { user_id: number; status: number };
}

const notFriends = () => fail.validation({ user_id: 'This member is not your friend' });

/** Friend requests, friendships (top flag, remark) and unfriending. */
export class FriendsService {
  constructor(private readonly deps: GraphDeps) {}

  /**
   * Asks a member to be friends. When they had asked the viewer already, both become friends at once
   * (201); otherwise the request waits (202). Refused with 400061 for a member the viewer may not see
   * (blocks included), and when the member takes no friend requests. A request from a member the other
   * may not see (a hidden profile) waits without naming them, as their requests list leaves them out.
   */
  async request(userId: number, targetId: number): Promise<RequestOutcome> {
    if (userId === targetId) throw fail.validation({ user_id: 'You cannot befriend yourself' });
    const { db, notifications, directory } = this.deps;
    const target = await directory().visibleMember(userId, targetId);
    const [who, told] = await Promise.all([directory().summary(userId), directory().isVisible(targetId, userId)]);
    const accepted = { http: 201 as const, body: { user_id: targetId, status: RequestStatus.Accepted } };
    type Done = { outcome: RequestOutcome; events: BusEvent[]; mail?: 'request' | 'friend' };
    const { outcome, events, mail } = await db.transaction(async (tx): Promise<Done> => {
      if (await friendsRepo.areFriends(tx, userId, targetId)) return { outcome: accepted, events: [] };
      if (await friendsRepo.deleteRequest(tx, targetId, userId)) {
        return { outcome: accepted, events: await this.befriend(tx, targetId, userId, who), mail: 'friend' };
      }
      authorize(memberActor(userId), relationsPolicy.request, { friendRequest: Boolean(target.friend_request) });
      const pending = { http: 202 as const, body: { user_id: targetId, status: RequestStatus.Pending } };
      if (!(await friendsRepo.insertRequest(tx, userId, targetId)) || !told) return { outcome: pending, events: [] };
      const events: BusEvent[] = [
        { to: targetId, event: 'request', payload: { ...who, status: RequestStatus.Pending } },
        await notifications.raise(tx, targetId, 'request'),
        await notifications.notify(tx, targetId, 'request', who),
      ];
      return { outcome: pending, events, mail: 'request' };
    });
    await notifications.publish(events);
    if (mail) await notifications.sendMail(targetId, mail, who);
    return outcome;
  }

  /**
   * 2 accepts the pending request of `otherId`; 1 declines it, or cancels the viewer's own request. A
   * request that outlived a block (sent while the block was being made) is no request: a block either
   * way ends everything between the two, and no friendship starts across it.
   */
  async answer(userId: number, otherId: number, status: 1 | 2) {
    const { db, notifications, directory } = this.deps;
    const who = await directory().summary(userId);
    const events = await db.transaction(async (tx) => {
      if (status === RequestStatus.Accepted) {
        if (await friendsRepo.areFriends(tx, userId, otherId)) return [];
        const flags = await graphRepo.between(tx, userId, otherId);
        if (flags.blocked || flags.blocked_me || !(await friendsRepo.deleteRequest(tx, otherId, userId))) {
          throw fail.validation({ user_id: 'There is no pending request from this member' });
        }
        return this.befriend(tx, otherId, userId, who);
      }
      const declined = await friendsRepo.deleteRequest(tx, otherId, userId);
      const cancelled = await friendsRepo.deleteRequest(tx, userId, otherId);
      const payload = { user_id: userId, status: RequestStatus.Pending };
      return declined || cancelled ? [{ to: otherId, event: 'friend', payload } satisfies BusEvent] : [];
    });
    await notifications.publish(events);
    if (status === RequestStatus.Accepted && events.length) await notifications.sendMail(otherId, 'friend', who);
    return { user_id: otherId, status };
  }

  /** Incoming pending requests, newest first. */
  async requests(userId: number, maxId?: number) {
    const { db, directory, now } = this.deps;
    return edgePage(
      await friendsRepo.incoming(db, cardsSeenBy(userId, now()), userId, maxId, LIST_SIZE),
      (rows) => directory().presentCards(rows),
      (card, edge) => ({ ...card, status: RequestStatus.Pending, created_at: edge.at.toISOString() }),
    );
  }

  /** Friends: pinned ones first (all on the first page), then the newest friendship first. */
  async friends(userId: number, maxId?: number): Promise<{ data: FriendCard[]; next_max_id: number }> {
    const { db, directory, now } = this.deps;
    // Each statement joins the friends' cards and the viewer's remarks: 2 on the first page, 1 after it.
    const cardsFor = cardsSeenBy(userId, now());
    const pinned = maxId ? [] : await friendsRepo.pinned(db, cardsFor, userId);
    const page = cursorPage(await friendsRepo.unpinned(db, cardsFor, userId, maxId, LIST_SIZE), LIST_SIZE);
    const data = await shapeEdges(
      [...pinned, ...page.data],
      (rows) => directory().presentCards(rows),
      (card, e) => ({ ...card, remark: e.remark ?? null, top: e.top }),
    );
    return { data, next_max_id: page.next_max_id };
  }

  /** Pins or unpins a friend, sets or clears (empty) the remark; answers the friend as listed. */
  async update(userId: number, body: UpdateFriendBody): Promise<FriendCard> {
    const { db, directory } = this.deps;
    const friendId = body.user_id;
    if (!(await friendsRepo.areFriends(db, userId, friendId))) throw notFriends();
    if (body.top !== undefined) await friendsRepo.setTop(db, userId, friendId, body.top);
    if (body.remark !== undefined) {
      if (body.remark) await graphRepo.setRemark(db, userId, friendId, body.remark);
      else await graphRepo.deleteRemark(db, userId, friendId);
    }
    const row = await friendsRepo.friendRow(db, userId, friendId);
    const card = (await directory().cards(userId, [friendId])).get(friendId);
    if (!row || !card) throw notFriends();
    return { ...card, remark: await graphRepo.remark(db, userId, friendId), top: row.top };
  }

  /** Ends a friendship on both sides: the request status is back to 1 (spec §4). */
  async unfriend(userId: number, friendId: number) {
    const { db, notifications } = this.deps;
    const ended = await db.transaction((tx) => friendsRepo.unfriend(tx, userId, friendId));
    if (ended) {
      await notifications.publish([
        { to: friendId, event: 'friend', payload: { user_id: userId, status: RequestStatus.Pending } },
        { to: userId, event: 'friend', payload: { user_id: friendId, status: RequestStatus.Pending } },
      ]);
    }
    return { user_id: friendId, status: RequestStatus.Pending };
  }

  /**
   * `requesterId`'s request is accepted by `accepterId`: friends on both sides, both told. Everything here
   * runs on `tx` (PGlite has one connection: a query outside the transaction would wait for it forever).
   */
  private async befriend(tx: Tx, requesterId: number, accepterId: number, accepter: NotificationData) {
    const { notifications } = this.deps;
    await friendsRepo.befriend(tx, requesterId, accepterId);
    const status = RequestStatus.Accepted;
    const events: BusEvent[] = [
      { to: requesterId, event: 'friend', payload: { user_id: accepterId, status } },
      { to: accepterId, event: 'friend', payload: { user_id: requesterId, status } },
      await notifications.notify(tx, requesterId, 'friend', accepter),
    ];
    return events;
  }
}
