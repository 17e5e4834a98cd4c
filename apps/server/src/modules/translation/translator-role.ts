import type { DbOrTx, Tx } from '../../db/client';
import type { TranslationRequestRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit.repo';
import { fail } from '../../platform/errors';
import { isPair, pairOf } from './translation.policy';
import { translationRepo } from './translation.repo';

/** Pairs as stored: trimmed, lower case, each once. */
export const normalPairs = (pairs: readonly string[]) => [...new Set(pairs.map((p) => p.trim().toLowerCase()))];

/**
 * Grants, changes or ends a member's translator role — the one way to do it, for the CLI
 * (`translator grant|revoke`), the console (docs/decisions.md 64) and the development route. Ending the
 * role keeps the pairs, so a later grant without pairs is not needed to remember them. 400 on a bad pair.
 *
 * The jobs the member has taken and not delivered in a pair they no longer hold (every pair, once revoked)
 * go back to the open queue in the same transaction, each by the console's release (docs/decisions.md 67),
 * so the asker is not left waiting for the deadline. The caller announces `released` after the commit
 * (`HumanTranslationService.announceReleased`, with this member as the former translator).
 */
export async function saveTranslatorRole(
  db: DbOrTx,
  userId: number,
  change: { active: true; pairs: readonly string[] } | { active: false; pairs?: readonly string[] },
  now: Date = new Date(),
) {
  const before = await translationRepo.translator(db, userId);
  const pairs = change.pairs ? normalPairs(change.pairs) : (before?.pairs ?? []);
  const bad = pairs.find((p) => !isPair(p));
  if (bad) throw fail.validation({ pairs: `Invalid language pair ${bad} (expected e.g. de-ja)` });
  if (change.active && pairs.length === 0)
    throw fail.validation({ pairs: 'A translator needs at least one language pair' });
  await translationRepo.saveTranslator(db, userId, pairs, change.active);
  const released: TranslationRequestRow[] = [];
  for (const job of await translationRepo.takenBy(db, userId, now)) {
    if (change.active && pairs.includes(pairOf(job.source, job.target))) continue;
    const row = await translationRepo.release(db, job.id, now);
    if (row) released.push(row);
  }
  return { before, after: { user_id: userId, pairs, active: change.active }, released };
}

/**
 * `saveTranslatorRole` with its audit entry (`translators.grant`, `.pairs` or `.revoke`, naming the jobs
 * it put back), in the caller's transaction: the console's (an operator) and the CLI's (no actor, `cli`).
 */
export async function saveTranslatorRoleAudited(
  tx: Tx,
  userId: number,
  change: Parameters<typeof saveTranslatorRole>[2],
  now: Date,
  by: { actorId: number | null; ip?: string | null; reason?: string | null },
) {
  const saved = await saveTranslatorRole(tx, userId, change, now);
  const { before, after, released } = saved;
  await recordAudit(tx, {
    actorId: by.actorId,
    action: !after.active ? 'translators.revoke' : before?.active ? 'translators.pairs' : 'translators.grant',
    target: `user:${userId}`,
    before: before ? { active: before.active, pairs: before.pairs } : null,
    after: { active: after.active, pairs: after.pairs, released: released.map((r) => r.id) },
    reason: by.reason ?? null,
    ip: by.ip ?? null,
  });
  return saved;
}
