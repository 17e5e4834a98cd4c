/*
 * The console's translators section (issue 17, docs/decisions.md 64 and 65), apart from its schemas so a
 * screen reading one of them does not pull zod into its chunk.
 */

/** Translators listed: those who may work now, those whose role was ended, or both. */
export const TRANSLATOR_STATES = ['active', 'revoked', 'all'] as const;
export type TranslatorState = (typeof TRANSLATOR_STATES)[number];

/** A paid request's state as `translation_requests.status` holds it: waiting, taken, done, expired (refunded). */
export const TRANSLATION_JOB_STATES = ['open', 'claimed', 'done', 'expired'] as const;
export type TranslationJobState = (typeof TRANSLATION_JOB_STATES)[number];

/** What a translator-manager does with a taken job: back to the queue for any translator of the pair. */
export const TRANSLATION_JOB_ACTIONS = ['release'] as const;
export type TranslationJobAction = (typeof TRANSLATION_JOB_ACTIONS)[number];

/** A quality report of a human translation: waiting, upheld (the asker refunded) or dismissed. */
export const QUALITY_REPORT_STATES = ['open', 'upheld', 'dismissed'] as const;
export type QualityReportState = (typeof QUALITY_REPORT_STATES)[number];

export const QUALITY_DECISIONS = ['dismiss', 'uphold'] as const;
export type QualityDecision = (typeof QUALITY_DECISIONS)[number];

/** Language pairs one translator may hold. */
export const MAX_TRANSLATOR_PAIRS = 20;
