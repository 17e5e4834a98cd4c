import type {
  AdminAnnouncement,
  AdminAnnouncementBody,
  AdminAnnouncementUpdate,
  AdminVersion,
  AdminVersionBody,
  Language,
  LatestAnnouncement,
} from '@yuanfen/contract';
import type { Db } from '../../db/client';
import type { AnnouncementRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit.repo';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import { numberedPage, pageOffset } from '../../platform/pagination';
import { authorize } from '../../platform/policy';
import { accountRepo } from '../account/account.repo';
import { adminPolicy } from '../admin/admin.policy';
import { presentMemberRef } from '../admin/admin.presenter';
import { adminRepo } from '../admin/admin.repo';
import type { Operator } from '../admin/admin.service';
import { announcementRepo, type AppVersionRow } from './announcement.repo';

const PAGE = 20;
const NONE: LatestAnnouncement = { id: 0, content: '' };

export interface AnnouncementDeps {
  db: Db;
  bus: EventBus;
  now: () => Date;
}

/** The text in `language`, else English (spec §3: content falls back to en). */
export const contentIn = (contents: Record<string, string>, language: Language): string =>
  contents[language] || contents.en || '';

/** Drops empty languages so a blank field falls back to English instead of showing nothing. */
const cleanContents = (contents: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(contents).filter((e): e is [string, string] => !!e[1]));

const presentVersion = (row: AppVersionRow): AdminVersion => ({
  id: row.id,
  platform: row.platform,
  version: row.version,
  url: row.url,
  notes: row.notes,
  force: row.force,
  created_at: row.created_at.toISOString(),
});

/**
 * Announcements (spec §3, §4, §5; docs/decisions.md 45). Operators write them in the console; publishing
 * sends the public `announcement` event so open apps show it at once; members close one and their read id
 * rises, so it is not shown again on any device. Also the app versions the version dialog compares with.
 */
export class AnnouncementService {
  constructor(private readonly d: AnnouncementDeps) {}

  async latest(language: Language): Promise<LatestAnnouncement> {
    const row = await announcementRepo.latest(this.d.db);
    return row ? { id: row.id, content: contentIn(row.contents, language) } : NONE;
  }

  async markRead(userId: number, id: number) {
    const announcement = await accountRepo.markAnnouncementRead(this.d.db, userId, id);
    if (announcement === undefined) throw fail.notFound('No such account');
    return { announcement };
  }

  async list(op: Operator, page: number) {
    authorize(op.actor, adminPolicy['announcements.write'], undefined);
    const rows = await announcementRepo.page(this.d.db, PAGE + 1, pageOffset(page, PAGE));
    const result = numberedPage(rows, page, PAGE);
    return { data: await this.present(result.data), next_page: result.next_page };
  }

  async create(op: Operator, body: AdminAnnouncementBody): Promise<AdminAnnouncement> {
    authorize(op.actor, adminPolicy['announcements.write'], undefined);
    const contents = cleanContents(body.contents);
    const row = await this.d.db.transaction(async (tx) => {
      const created = await announcementRepo.insert(tx, {
        contents,
        created_by: op.actor.id,
        published_at: body.publish ? this.d.now() : null,
      });
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: body.publish ? 'announcements.publish' : 'announcements.draft',
        target: `announcement:${created.id}`,
        after: { contents, published: body.publish },
        ip: op.ip,
      });
      return created;
    });
    if (row.published_at) await this.broadcast(row);
    return (await this.present([row]))[0]!;
  }

  async update(op: Operator, id: number, body: AdminAnnouncementUpdate): Promise<AdminAnnouncement> {
    authorize(op.actor, adminPolicy['announcements.write'], undefined);
    const row = await this.d.db.transaction(async (tx) => {
      const before = await announcementRepo.lock(tx, id);
      if (!before) throw fail.notFound('No such announcement');
      if (before.withdrawn_at) throw fail.conflict('This announcement was withdrawn');
      if (body.contents && before.published_at)
        throw fail.conflict('A published announcement cannot be edited: members may have read it. Write a new one');
      if (body.action === 'publish' && before.published_at)
        throw fail.conflict('This announcement is published already');
      if (body.action === 'withdraw' && !before.published_at)
        throw fail.conflict('Only a published announcement can be withdrawn');
      const set = {
        ...(body.contents ? { contents: cleanContents(body.contents) } : {}),
        ...(body.action === 'publish' ? { published_at: this.d.now() } : {}),
        ...(body.action === 'withdraw' ? { withdrawn_at: this.d.now() } : {}),
      };
      const after = await announcementRepo.update(tx, id, set);
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: `announcements.${body.action ?? 'edit'}`,
        target: `announcement:${id}`,
        before: { contents: before.contents, published: !!before.published_at },
        after: { contents: after.contents, published: !!after.published_at, withdrawn: !!after.withdrawn_at },
        ip: op.ip,
      });
      return after;
    });
    if (body.action === 'publish') await this.broadcast(row);
    return (await this.present([row]))[0]!;
  }

  async versions(op: Operator) {
    authorize(op.actor, adminPolicy['versions.write'], undefined);
    return { data: (await announcementRepo.versions(this.d.db)).map(presentVersion) };
  }

  async publishVersion(op: Operator, body: AdminVersionBody): Promise<AdminVersion> {
    authorize(op.actor, adminPolicy['versions.write'], undefined);
    const row = await this.d.db.transaction(async (tx) => {
      const created = await announcementRepo.insertVersion(tx, {
        platform: body.platform,
        version: body.version,
        url: body.url ?? null,
        notes: body.notes ?? null,
        force: body.force,
      });
      if (!created) throw fail.conflict(`Version ${body.version} of ${body.platform} is published already`);
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: 'versions.publish',
        target: `version:${created.id}`,
        after: { platform: created.platform, version: created.version, force: created.force, url: created.url },
        ip: op.ip,
      });
      return created;
    });
    return presentVersion(row);
  }

  /** Tells every open app; each shows it in its own language (the payload's text is the English one). */
  private async broadcast(row: AnnouncementRow) {
    await this.d.bus.publish({
      to: 'public',
      event: 'announcement',
      payload: { id: row.id, content: contentIn(row.contents, 'en') },
    });
  }

  private async present(rows: AnnouncementRow[]): Promise<AdminAnnouncement[]> {
    const authorIds = [...new Set(rows.map((r) => r.created_by).filter((id): id is number => id !== null))];
    const authors = new Map(
      (authorIds.length ? await adminRepo.members(this.d.db, authorIds) : []).map((m) => [m.id, m]),
    );
    return rows.map((row) => {
      const author = row.created_by === null ? undefined : authors.get(row.created_by);
      return {
        id: row.id,
        contents: row.contents,
        published_at: row.published_at?.toISOString() ?? null,
        withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
        created_at: row.created_at.toISOString(),
        author: author ? presentMemberRef(author) : null,
      };
    });
  }
}
