import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** One operator write as the audit log keeps it (docs/decisions.md 36). */
export interface AuditRecord {
  /** The operator; null for the system itself (the `ADMIN_EMAILS` bootstrap, the CLI). */
  actorId: number | null;
  /** `<area>.<verb>`: `users.status`, `users.gold`, `reports.decide`, … */
  action: string;
  /** What was acted on: `user:12`, `report:7`. */
  target: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  ip?: string | null;
}

/**
 * Writes the audit entry of an operator write. It takes a transaction only: the entry is written in the
 * same transaction as the write it records, so there is never a write without its entry, nor an entry
 * of a write that rolled back. The table refuses updates and deletes (migration 0015).
 */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actor_id: record.actorId,
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
    ip: record.ip ?? null,
  });
}
