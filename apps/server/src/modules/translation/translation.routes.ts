import {
  AnswerBody,
  AskBody,
  AskView,
  ClaimParams,
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
} from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../platform/auth';
import { onlyFromThisMachine } from '../../platform/debug';
import { fail } from '../../platform/errors';

const tags = ['translation'];

/** Machine and human translation (spec §7 POST translations, POST ask, POST answer, GET progress). */
export async function translationRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { translation, humanTranslation: human, chat, profiles } = root.services;
  const auth = { preValidation: root.requireUser };
  const me = (req: Parameters<typeof viewerOf>[0]) => viewerOf(req).userId;

  app.get('/translations/settings', { schema: { tags, response: { 200: TranslationSettings } } }, () =>
    translation.settings(),
  );
  app.post(
    '/translations',
    { ...auth, schema: { tags, body: TranslateBody, response: { 200: TranslationResult } } },
    (req) => translation.translateItem(me(req), req.body.type, req.body.id),
  );
  app.post(
    '/translations/preview',
    { ...auth, schema: { tags, body: PreviewBody, response: { 200: PreviewResult } } },
    async (req) => {
      const reader = await profiles.reader(me(req));
      if (!reader) throw fail.unauthorized();
      const target = await chat.recipientLanguage(reader.id, req.body.user_id);
      return translation.preview(reader, target as typeof reader.language, req.body.text);
    },
  );

  app.post('/ask', { ...auth, schema: { tags, body: AskBody, response: { 200: AskView } } }, (req) =>
    human.ask(me(req), req.body.type, req.body.id),
  );
  app.get('/progress', { ...auth, schema: { tags, querystring: ProgressQuery, response: { 200: Progress } } }, (req) =>
    human.progress(me(req), req.query.type, req.query.id),
  );
  app.get('/translators/me', { ...auth, schema: { tags, response: { 200: TranslatorStatus } } }, (req) =>
    human.translatorStatus(me(req)),
  );
  app.get('/translation_requests', { ...auth, schema: { tags, response: { 200: TranslatorQueue } } }, (req) =>
    human.queue(me(req)),
  );
  app.post(
    '/translation_requests/:id/claim',
    { ...auth, schema: { tags, params: ClaimParams, response: { 200: TranslatorTask } } },
    (req) => human.claim(me(req), req.params.id),
  );
  app.post('/answer', { ...auth, schema: { tags, body: AnswerBody, response: { 200: TranslatorTask } } }, (req) =>
    human.answer(me(req), req.body.id, req.body.content),
  );

  // Development only, like the outbox: try the translator's side without an operator.
  if (root.config.env !== 'production') {
    app.post(
      '/debug/translator',
      {
        onRequest: onlyFromThisMachine,
        ...auth,
        schema: {
          tags: ['debug'],
          body: z.strictObject({ pairs: z.array(z.string().max(5)).min(1).max(56) }),
          response: { 200: TranslatorStatus },
        },
      },
      async (req) => {
        await human.setTranslator(me(req), req.body.pairs);
        return human.translatorStatus(me(req));
      },
    );
  }
}
