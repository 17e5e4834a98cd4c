import type { AdminPage, AdminPageBody, Language, PageAnswer, StaticPageName } from '@yuanfen/contract';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit.repo';
import { authorize } from '../../platform/policy';
import { adminPolicy } from '../admin/admin.policy';
import { presentMemberRef } from '../admin/admin.presenter';
import { adminRepo } from '../admin/admin.repo';
import type { Operator } from '../admin/admin.service';
import { pagesRepo, type StaticPageRow } from './pages.repo';

export interface PagesDeps {
  db: Db;
}

const answer = (name: StaticPageName, language: Language, row: StaticPageRow | undefined): PageAnswer => ({
  name,
  language,
  content: row?.content ?? null,
  updated_at: row?.updated_at.toISOString() ?? null,
});

/**
 * The static pages' texts (`GET page`, spec §7; docs/decisions.md 52): an operator may replace a page's
 * text in one language from the console; every other page and language keeps the locale files' text, so
 * nothing is ever left without words. Each change is in the audit log with the text before and after.
 */
export class PagesService {
  constructor(private readonly d: PagesDeps) {}

  /** The operator's text of the page in `language`; `content` null: the locale files' text stands. */
  async page(name: StaticPageName, language: Language): Promise<PageAnswer> {
    return answer(name, language, await pagesRepo.find(this.d.db, name, language));
  }

  async list(op: Operator): Promise<{ data: AdminPage[] }> {
    authorize(op.actor, adminPolicy['pages.write'], undefined);
    const rows = await pagesRepo.list(this.d.db);
    const ids = [...new Set(rows.map((r) => r.updated_by).filter((id): id is number => id !== null))];
    const authors = new Map((ids.length ? await adminRepo.members(this.d.db, ids) : []).map((m) => [m.id, m]));
    return {
      data: rows.map((row) => {
        const author = row.updated_by === null ? undefined : authors.get(row.updated_by);
        return {
          name: row.name as StaticPageName,
          language: row.language as Language,
          updated_at: row.updated_at.toISOString(),
          author: author ? presentMemberRef(author) : null,
        };
      }),
    };
  }

  async save(op: Operator, name: StaticPageName, body: AdminPageBody): Promise<PageAnswer> {
    authorize(op.actor, adminPolicy['pages.write'], undefined);
    const content = { ...body.content, intro: body.content.intro || null };
    const row = await this.d.db.transaction(async (tx) => {
      const before = await pagesRepo.find(tx, name, body.language);
      const saved = await pagesRepo.save(tx, { name, language: body.language, content, updated_by: op.actor.id });
      await recordAudit(tx, {
        actorId: op.actor.id,
        action: 'pages.write',
        target: `page:${name}:${body.language}`,
        before: before ? { content: before.content } : null,
        after: { content },
        ip: op.ip,
      });
      return saved;
    });
    return answer(name, body.language, row);
  }

  async remove(op: Operator, name: StaticPageName, language: Language): Promise<{ removed: boolean }> {
    authorize(op.actor, adminPolicy['pages.write'], undefined);
    const removed = await this.d.db.transaction(async (tx) => {
      const row = await pagesRepo.remove(tx, name, language);
      if (row)
        await recordAudit(tx, {
          actorId: op.actor.id,
          action: 'pages.reset',
          target: `page:${name}:${language}`,
          before: { content: row.content },
          after: null,
          ip: op.ip,
        });
      return row !== undefined;
    });
    return { removed };
  }
}
