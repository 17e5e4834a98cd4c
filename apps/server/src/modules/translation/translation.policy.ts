import { LANGUAGE_PAIR, RefusalReason, TranslationMessages } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { action, ALLOW, authorize, can, memberActor, type Actor } from '../../platform/policy';
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

type RequestFacts = Pick<TranslationRequestRow, 'asker_id' | 'translator_id' | 'source' | 'target' | 'status'>;

/** A request as a translator meets it: with their role (its language pairs). */
export interface ClaimSubject {
  role: TranslatorRole;
  request: RequestFacts;
}

const notFound = () => fail.notFound('Request not found');
const isMember = (actor: Actor, id: number | null) => actor.kind === 'member' && actor.id === id;

/**
 * Who may do what with paid human translation (ARCHITECTURE.md §7 translator role). Asked once at the top
 * of each service call. The role itself lives in the module's `translators` table, not in `users.role`.
 */
export const translationPolicy = {
  /** Working the queue needs an active translator role (403 otherwise). */
  work: action<TranslatorRole | undefined>('translation.work', (_actor, role) =>
    role?.active ? ALLOW : () => fail.forbidden(TranslationMessages.notTranslator, RefusalReason.NotTranslator),
  ),
  /** A request can be claimed by a translator of its pair who did not ask for it (403 own, 404 other pair). */
  claim: action<ClaimSubject>('translation.claim', (actor, { role, request }) => {
    if (isMember(actor, request.asker_id))
      return () => fail.forbidden(TranslationMessages.ownRequest, RefusalReason.OwnRequest);
    return role.pairs.includes(pairOf(request.source, request.target)) ? ALLOW : notFound;
  }),
  /** A claimed request is answered by the translator who claimed it (403 for anyone else). */
  answer: action<Pick<RequestFacts, 'translator_id'>>('translation.answer', (actor, request) =>
    isMember(actor, request.translator_id)
      ? ALLOW
      : () => fail.forbidden(TranslationMessages.notYours, RefusalReason.NotYours),
  ),
  /** A translation is reported by the member who asked for it, once done (spec §3 report kind `translation`). */
  report: action<RequestFacts | undefined>('translation.report', (actor, request) =>
    request && isMember(actor, request.asker_id) && request.status === 'done'
      ? ALLOW
      : () => fail.notFound('Translation not found'),
  ),

  /** The active translator role, or the refusal. */
  translator(userId: number, role: TranslatorRole | undefined): TranslatorRole {
    authorize(memberActor(userId), translationPolicy.work, role);
    return role!;
  },
};

/** The actions a queued request offers its translator: the `can` flags of `TranslatorTask`. */
export function taskFlags(role: TranslatorRole, request: RequestFacts) {
  const actor = memberActor(role.user_id);
  return {
    claim: request.status === 'open' && can(actor, translationPolicy.claim, { role, request }),
    answer: request.status === 'claimed' && can(actor, translationPolicy.answer, request),
  };
}
