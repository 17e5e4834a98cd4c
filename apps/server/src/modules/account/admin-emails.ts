import { normalizeEmail } from '@yuanfen/contract';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit.repo';
import { accountRepo, type UserRow } from './account.repo';
import type { SessionService } from './session.service';

/**
 * `ADMIN_EMAILS`, the console's bootstrap (issue 17): an account whose e-mail is listed holds the admin
 * role once that address is verified — at sign-up with a code, on verifying it later, on signing in, and
 * for existing accounts when the server starts. Verified only: otherwise whoever signs up first with a
 * listed address (sign-up codes are optional on the global edition) would become admin. The grant is
 * written like any role change (the sign-in cache forgets it on every node) and audited with no actor;
 * taking the address off the list does not revoke the role (an admin does, in the console or the CLI).
 */
export class AdminEmails {
  private readonly listed: ReadonlySet<string>;

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    emails: readonly string[],
  ) {
    this.listed = new Set(emails.map(normalizeEmail));
  }

  /** Whether the account should hold the admin role by the list but does not yet. */
  private due(user: Pick<UserRow, 'email' | 'email_verified' | 'roles'>): boolean {
    return (
      user.email !== null &&
      user.email_verified === 1 &&
      this.listed.has(normalizeEmail(user.email)) &&
      !user.roles.includes('admin')
    );
  }

  /** Grants the admin role when the list says so; answers the account as it is now. */
  async hold(user: UserRow): Promise<UserRow> {
    if (!this.due(user)) return user;
    const roles = [...user.roles, 'admin'];
    const row = await this.sessions.updateAccount(user.id, { roles }, (tx, updated) =>
      recordAudit(tx, {
        actorId: null,
        action: 'users.roles',
        target: `user:${user.id}`,
        before: { roles: user.roles },
        after: { roles: updated.roles },
        reason: 'ADMIN_EMAILS',
      }),
    );
    return row ?? user;
  }

  /** At start: every existing, verified account of the list holds the role. Answers how many were granted. */
  async holdAll(): Promise<number> {
    let granted = 0;
    for (const email of this.listed) {
      const user = await accountRepo.findByEmail(this.db, email);
      if (user && this.due(user)) {
        await this.hold(user);
        granted++;
      }
    }
    return granted;
  }
}
