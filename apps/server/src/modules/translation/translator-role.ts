import type { DbOrTx } from '../../db/client';
import { fail } from '../../platform/errors';
import { isPair } from './translation.policy';
import { translationRepo } from './translation.repo';

/** Pairs as stored: trimmed, lower case, each once. */
export const normalPairs = (pairs: readonly string[]) => [...new Set(pairs.map((p) => p.trim().toLowerCase()))];

/**
 * Grants, changes or ends a member's translator role — the one way to do it, for the CLI
 * (`translator grant|revoke`), the console (docs/decisions.md 64) and the development route. Ending the
 * role keeps the pairs, so a later grant without pairs is not needed to remember them. 400 on a bad pair.
 */
export async function saveTranslatorRole(
  db: DbOrTx,
  userId: number,
  change: { active: true; pairs: readonly string[] } | { active: false; pairs?: readonly string[] },
) {
  const before = await translationRepo.translator(db, userId);
  const pairs = change.pairs ? normalPairs(change.pairs) : (before?.pairs ?? []);
  const bad = pairs.find((p) => !isPair(p));
  if (bad) throw fail.validation({ pairs: `Invalid language pair ${bad} (expected e.g. de-ja)` });
  if (change.active && pairs.length === 0)
    throw fail.validation({ pairs: 'A translator needs at least one language pair' });
  await translationRepo.saveTranslator(db, userId, pairs, change.active);
  return { before, after: { user_id: userId, pairs, active: change.active } };
}
