import { Api } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { onlyFromThisMachine } from '../../platform/debug';
import { fail } from '../../platform/errors';
import { route } from '../../platform/route';
import { operatorGates, operatorOf } from '../admin/operator-gates';

/** Machine and human translation (spec §7 POST translations, POST ask, POST answer, GET progress; `Api.translation`). */
export async function translationRoutes(app: FastifyInstance) {
  const { translation, humanTranslation: human, chat, profiles, translators } = app.services;
  const me = (req: Parameters<typeof viewerOf>[0]) => viewerOf(req).userId;

  route(app, Api.translation.settings, () => translation.settings());
  route(app, Api.translation.translate, (req) => translation.translateItem(me(req), req.body.type, req.body.id));
  route(app, Api.translation.preview, async (req) => {
    const reader = await profiles.reader(me(req));
    if (!reader) throw fail.unauthorized();
    const target = await chat.recipientLanguage(reader.id, req.body.user_id);
    return translation.preview(reader, target as typeof reader.language, req.body.text);
  });

  route(app, Api.translation.ask, (req) => human.ask(me(req), req.body.type, req.body.id));
  route(app, Api.translation.progress, (req) => human.progress(me(req), req.query.type, req.query.id));
  route(app, Api.translation.translatorStatus, (req) => human.translatorStatus(me(req)));
  route(app, Api.translation.queue, (req) => human.queue(me(req)));
  route(app, Api.translation.claim, (req) => human.claim(me(req), req.params.id));
  route(app, Api.translation.answer, (req) => human.answer(me(req), req.body.id, req.body.content));

  // The console's translators section (issue 17, decisions 64 and 65), gated like the rest of the console.
  const { gated } = operatorGates(app);
  route(app, Api.translators.list, (req) => translators.list(operatorOf(req), req.query), gated);
  route(app, Api.translators.candidates, (req) => translators.candidates(operatorOf(req), req.query.q), gated);
  route(app, Api.translators.save, (req) => translators.save(operatorOf(req), req.params.id, req.body), gated);
  route(app, Api.translators.jobs, (req) => translators.jobs(operatorOf(req), req.query), gated);
  route(app, Api.translators.job, (req) => translators.job(operatorOf(req), req.params.id, req.body), gated);
  route(app, Api.translators.reports, (req) => translators.reports(operatorOf(req), req.query), gated);
  route(app, Api.translators.decide, (req) => translators.decide(operatorOf(req), req.params.id, req.body), gated);
  route(app, Api.translators.pay, (req) => translators.pay(operatorOf(req), req.query), gated);

  // Development only, like the outbox: try the translator's side without an operator. The loopback check
  // runs first (onRequest), so a remote caller gets the 404 of a missing route, never a 401.
  if (app.config.env !== 'production') {
    await app.register(async (debug) => {
      debug.addHook('onRequest', onlyFromThisMachine);
      route(debug, Api.translation.debugTranslator, async (req) => {
        await human.setTranslator(me(req), req.body.pairs);
        return human.translatorStatus(me(req));
      });
    });
  }
}
