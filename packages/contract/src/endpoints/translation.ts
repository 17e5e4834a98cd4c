import { endpoint } from '../endpoint';
import {
  AnswerBody,
  AskBody,
  AskView,
  ClaimParams,
  DebugTranslatorBody,
  PreviewBody,
  PreviewResult,
  Progress,
  ProgressQuery,
  TranslateBody,
  TranslationResult,
  TranslationSettings,
  TranslatorQueue,
  TranslatorStatus,
  TranslatorTask,
} from '../translation';

const tag = 'translation';

/** Machine and human translation (spec §7 POST translations, POST ask, POST answer, GET progress). */
export const translation = {
  /** The engines and languages on offer; open to visitors. */
  settings: endpoint({
    method: 'GET',
    path: '/translations/settings',
    access: 'optional',
    tag,
    response: TranslationSettings,
  }),
  /** One item in the caller's language now (also the retry of a failed one). */
  translate: endpoint({
    method: 'POST',
    path: '/translations',
    access: 'user',
    tag,
    body: TranslateBody,
    response: TranslationResult,
  }),
  /** A draft in the recipient's language and back, before sending it. */
  preview: endpoint({
    method: 'POST',
    path: '/translations/preview',
    access: 'user',
    tag,
    body: PreviewBody,
    response: PreviewResult,
  }),
  /** Asks a human translator for an item, paying its price in gold. */
  ask: endpoint({ method: 'POST', path: '/ask', access: 'user', tag, body: AskBody, response: AskView }),
  /** The caller's latest request for an item, or none yet with what asking costs. */
  progress: endpoint({
    method: 'GET',
    path: '/progress',
    access: 'user',
    tag,
    query: ProgressQuery,
    response: Progress,
  }),
  translatorStatus: endpoint({
    method: 'GET',
    path: '/translators/me',
    access: 'user',
    tag,
    response: TranslatorStatus,
  }),
  /** The open requests a translator may claim, in their language pairs. */
  queue: endpoint({
    method: 'GET',
    path: '/translation_requests',
    access: 'user',
    tag,
    response: TranslatorQueue,
  }),
  claim: endpoint({
    method: 'POST',
    path: '/translation_requests/:id/claim',
    access: 'user',
    tag,
    params: ClaimParams,
    response: TranslatorTask,
  }),
  /** A translator's answer to a request they claimed. */
  answer: endpoint({
    method: 'POST',
    path: '/answer',
    access: 'user',
    tag,
    body: AnswerBody,
    response: TranslatorTask,
  }),
  /** Development only (never registered in production): try the translator's side without an operator. */
  debugTranslator: endpoint({
    method: 'POST',
    path: '/debug/translator',
    access: 'user',
    tag: 'debug',
    body: DebugTranslatorBody,
    response: TranslatorStatus,
  }),
};
