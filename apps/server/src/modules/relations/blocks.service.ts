import type { RelationFlags } from '../profile/profile.presenter';
import { fail } from '../../platform/errors';
import { graphRepo, type Standing } from './graph.repo';
import { edgePage, LIST_SIZE, type GraphDeps } from './pipeline';

/** Blocks, remarks, and the graph between two members as profiles read it. */
export class BlocksService {
  constructor(private readonly deps: GraphDeps) {}

  between(viewerId: number, ownerId: number): Promise<RelationFlags> {
    return graphRepo.between(this.deps.db, viewerId, ownerId);
  }

  /** `between`'s friendship and block flags for many members at once (a page of a list). */
  standings(viewerId: number, ids: number[]): Promise<Map<number, Standing>> {
    return graphRepo.standings(this.deps.db, viewerId, ids);
  }

  /**
   * Blocks a member: ends likes, requests and the friendship between the two in the same transaction,
   * and tells the blocked member's clients. From then on neither sees, likes nor befriends the other.
   */
  async block(userId: number, targetId: number) {
    if (userId === targetId) throw fail.validation({ user_id: 'You cannot block yourself' });
    const { db, bus, directory } = this.deps;
    if (!(await directory().activeCards([targetId])).has(targetId)) {
      // An unknown member answers like a hidden one.
      await directory().visibleMember(userId, targetId);
    }
    const created = await db.transaction(async (tx) => {
      const created = await graphRepo.insertBlock(tx, userId, targetId);
      await graphRepo.severAll(tx, userId, targetId);
      return created;
    });
    if (created) await bus.publish({ to: targetId, event: 'block', payload: { user_id: userId } });
    return { user_id: targetId, blocked: true };
  }

  async unblock(userId: number, targetId: number) {
    await graphRepo.deleteBlock(this.deps.db, userId, targetId);
    return { user_id: targetId, blocked: false };
  }

  /** The viewer's blacklist, newest block first; blocked members show whatever their privacy. */
  async blacklist(userId: number, maxId?: number) {
    const { db, directory } = this.deps;
    return edgePage(
      await graphRepo.blockedBy(db, 'active', userId, maxId, LIST_SIZE),
      (rows) => directory().presentCards(rows),
      (card, edge) => ({ ...card, created_at: edge.at.toISOString() }),
    );
  }

  async remark(userId: number, targetId: number) {
    return { user_id: targetId, remark: await graphRepo.remark(this.deps.db, userId, targetId) };
  }

  /** A private note about a member the viewer may see. */
  async setRemark(userId: number, targetId: number, remark: string) {
    if (userId === targetId) throw fail.validation({ user_id: 'Choose another member' });
    await this.deps.directory().visibleMember(userId, targetId);
    await graphRepo.setRemark(this.deps.db, userId, targetId, remark);
    return { user_id: targetId, remark };
  }

  async deleteRemark(userId: number, targetId: number) {
    await graphRepo.deleteRemark(this.deps.db, userId, targetId);
    return { user_id: targetId, remark: null };
  }
}
