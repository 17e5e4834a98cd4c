import type { EncounterBody, EncounterResult, UserCard } from '@yuanfen/contract';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import type { ProfileService } from '../profile/profile.service';
import type { LikesService } from '../relations/likes.service';
import { discoveryRepo } from './discovery.repo';
import type { PassStore } from './pass-store';

/**
 * The meet screen (spec §2 "encounters"): one candidate at a time, liked or passed. A like is the ordinary
 * like of the social graph, so counters, events and mails fire as from a profile.
 */
export class EncountersService {
  constructor(
    private readonly db: Db,
    private readonly profiles: ProfileService,
    private readonly likes: LikesService,
    private readonly passes: PassStore,
  ) {}

  /**
   * The next `limit` candidates: ranked ids (privacy, blocks, likes and passes applied in SQL) → cards.
   * `again`: the deck ran dry, so the members passed on come round again (liked ones never do).
   */
  async next(viewerId: number, limit: number, again = false): Promise<{ data: UserCard[] }> {
    const [viewer, me] = await Promise.all([this.profiles.viewer(viewerId), this.profiles.seeker(viewerId)]);
    if (!viewer || !me) return { data: [] };
    if (again) await this.passes.clear(viewerId);
    const passed = await this.passes.passed(viewerId);
    const ids = await discoveryRepo.encounters(this.db, viewer, me, passed, limit);
    const cards = await this.profiles.cards(viewerId, ids);
    return { data: ids.flatMap((id) => cards.get(id) ?? []) };
  }

  /** Like or pass; both check first that the viewer may see the member (400061 otherwise). */
  async act(viewerId: number, { user_id, action }: EncounterBody): Promise<EncounterResult> {
    if (action === 'like') {
      const { mutual } = await this.likes.like(viewerId, user_id);
      return { user_id, action, mutual };
    }
    if (user_id === viewerId) throw fail.validation({ user_id: 'You cannot pass on yourself' });
    await this.profiles.visibleMember(viewerId, user_id);
    await this.passes.add(viewerId, user_id);
    return { user_id, action, mutual: false };
  }
}
