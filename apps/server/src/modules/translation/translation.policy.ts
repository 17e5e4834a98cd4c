import { LANGUAGE_PAIR, RefusalReason, TranslationMessages } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import type { TranslationRequestRow } from './translation.repo';

/** A member with the translator role, as the `translators` table holds them. */
export interface TranslatorRole {
  user_id: number;
  pairs: string[];
  active: boolean;
}

export const pairOf = (source: string | null, target: string) => `${source ?? 'auto'}-${target}`;

/** Valid language pairs, `de-ja`: two different two-letter codes. */
export const isPair = (pair: string) => {
  const match = LANGUAGE_PAIR.exec(pair);
  return Boolean(match && match[1] !== match[2]);
};

/**
 * Who may do what with paid human translation (ARCHITECTURE.md §7 translator role). Asked once at the top
 * of each service call.
 */
export const translationPolicy = {
  /** Working the queue needs an active translator role. */
  translator(role: TranslatorRole | undefined): TranslatorRole {
    if (!role?.active) throw fail.forbidden(TranslationMessages.notTranslator, RefusalReason.NotTranslator);
    return role;
  },

  /** A request can be claimed by a translator of its pair who did not ask for it. */
  canClaim(role: TranslatorRole, request: TranslationRequestRow): boolean {
    return request.asker_id !== role.user_id && role.pairs.includes(pairOf(request.source, request.target));
  },

  /** A translation is reported by the member who asked for it (spec §3 report kind `translation`). */
  reportable(userId: number, request: TranslationRequestRow | undefined): TranslationRequestRow {
    if (!request || request.asker_id !== userId || request.status !== 'done') {
      throw fail.notFound('Translation not found');
    }
    return request;
  },
};
