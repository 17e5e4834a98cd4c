import { ErrorCode, type BusEvent } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { graphRepo } from './graph.repo';
import { cardsSeenBy, edgePage, LIST_SIZE, type GraphDeps } from './pipeline';

type Lister = typeof graphRepo.likedBy;
type Mail = { to: number; type: 'like' | 'match'; data: { user_id: number; name: string; avatar: string | null } };

/** Likes and visits. */
export class LikesService {
  constructor(private readonly deps: GraphDeps) {}

  /**
   * Likes a member the viewer may see; a new like raises their likes-me counter and tells them, once per
   * pair and day (a like taken back and given again the same day tells nobody twice). A liker the member
   * may not see (a hidden profile, to someone neither VIP nor a friend) is not named to them: the like is
   * kept — it shows once the member may see them, as in their likes-me list — but tells nothing now.
   * A like that makes the pair mutual is a match: both members get the `match` event and a bell entry
   * (the liked member's replaces the plain "likes you"), and a mail by their "likes" choice.
   */
  async like(userId: number, targetId: number) {
    if (userId === targetId) throw fail.validation({ user_id: 'You cannot like yourself' });
    const { db, notifications, directory, now } = this.deps;
    await directory().visibleMember(userId, targetId);
    const [who, them, told] = await Promise.all([
      directory().summary(userId),
      directory().summary(targetId),
      directory().isVisible(targetId, userId),
    ]);
    const { mutual, events, mails } = await db.transaction(async (tx) => {
      const created = await graphRepo.insertLike(tx, userId, targetId);
      const mutual = await graphRepo.hasLike(tx, targetId, userId);
      const day = now().toISOString().slice(0, 10);
      const none = { mutual, events: [] as BusEvent[], mails: [] as Mail[] };
      if (!created || !(told || mutual) || !(await graphRepo.insertLikeNotice(tx, userId, targetId, day))) return none;
      const events: BusEvent[] = [];
      const mails: Mail[] = [];
      if (told) {
        const type = mutual ? 'match' : 'like';
        events.push(
          { to: targetId, event: 'likeme', payload: who },
          await notifications.raise(tx, targetId, 'likeme'),
          await notifications.notify(tx, targetId, type, who),
        );
        if (mutual) events.push({ to: targetId, event: 'match', payload: who });
        mails.push({ to: targetId, type, data: who });
      }
      if (mutual) {
        events.push(await notifications.notify(tx, userId, 'match', them), {
          to: userId,
          event: 'match',
          payload: them,
        });
        mails.push({ to: userId, type: 'match', data: them });
      }
      return { mutual, events, mails };
    });
    await notifications.publish(events);
    for (const mail of mails) await notifications.sendMail(mail.to, mail.type, mail.data);
    return { user_id: targetId, liked: true, mutual };
  }

  async unlike(userId: number, targetId: number) {
    await graphRepo.deleteLike(this.deps.db, userId, targetId);
    return { user_id: targetId, liked: false, mutual: false };
  }

  /** `ilike`, `likeme`, `likemutual`: members, newest like first. */
  list(kind: 'mine' | 'me' | 'mutual', userId: number, maxId?: number) {
    const lister: Lister =
      kind === 'mine' ? graphRepo.likedBy : kind === 'me' ? graphRepo.likersOf : graphRepo.mutualOf;
    return this.page(userId, lister, maxId);
  }

  /**
   * A signed-in member looked at a profile: recorded once per visitor, member and day, with a notification
   * for the member — unless the member may not see the visitor (a hidden profile browses unseen, as the
   * visitors list leaves them out). Blocked and hidden profiles never get here: the profile was refused.
   */
  async recordVisit(visitorId: number, ownerId: number, referrer?: string) {
    const { db, notifications, directory, now } = this.deps;
    const [who, told] = await Promise.all([directory().summary(visitorId), directory().isVisible(ownerId, visitorId)]);
    const events = await db.transaction(async (tx) => {
      const day = now().toISOString().slice(0, 10);
      const values = { user_id: visitorId, target_id: ownerId, day, referrer: referrer?.slice(0, 200) ?? null };
      if (!(await graphRepo.insertVisit(tx, values)) || !told) return [];
      return [await notifications.notify(tx, ownerId, 'visit', who)];
    });
    await notifications.publish(events);
    if (events.length) await notifications.sendMail(ownerId, 'visit', who);
  }

  /** Who visited the viewer, each once at their latest visit: a VIP feature (400062 for others). */
  async visitors(userId: number, maxId?: number) {
    const { db, directory, now } = this.deps;
    if (!(await directory().isVip(userId))) throw fail.code(400, ErrorCode.VipOnly);
    return edgePage(
      await graphRepo.visitorsOf(db, cardsSeenBy(userId, now()), userId, maxId, LIST_SIZE),
      (rows) => directory().presentCards(rows),
      (card, edge) => ({ ...card, visited_at: edge.at.toISOString() }),
    );
  }

  private async page(userId: number, lister: Lister, maxId?: number) {
    const { db, directory, now } = this.deps;
    return edgePage(
      await lister(db, cardsSeenBy(userId, now()), userId, maxId, LIST_SIZE),
      (rows) => directory().presentCards(rows),
      (card) => card,
    );
  }
}
