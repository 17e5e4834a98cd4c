import { Api, type Language } from '@yuanfen/contract';
import { fill, mailTexts } from '@yuanfen/i18n/mail';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { acceptedTags, firstSpoken } from '../../platform/language';
import { route } from '../../platform/route';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small page of its own (no web app needed to unsubscribe), in the member's language. */
function page(language: Language, title: string, content: string) {
  return `<!doctype html>
<html lang="${language === 'tw' ? 'zh-TW' : language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Yuanfen</title>
<style>body{font-family:system-ui,sans-serif;background:#fdf6f8;color:#222;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0001;padding:2rem;max-width:26rem;margin:1rem}
h1{font-size:1.3rem;margin-top:0}button{background:#d6336c;color:#fff;border:0;border-radius:8px;padding:.7rem 1.4rem;font-size:1rem;cursor:pointer}
a{color:#d6336c}</style></head>
<body><main data-testid="unsubscribe"><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`;
}

/**
 * One-click unsubscribe (`Api.notification.unsubscribePage` / `unsubscribe`): the link of every reminder,
 * receipt and notice mail. GET shows what would be turned off with a button; POST turns it off — the
 * RFC 8058 POST of mail clients (`List-Unsubscribe=One-Click`, form-encoded) and the page's button alike.
 */
export async function mailRoutes(app: FastifyInstance) {
  const { mail } = app.services;
  // The one-click POST is form-encoded (RFC 8058); its body says nothing the link does not.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
  }
  const settings = `${app.config.publicUrl.replace(/\/+$/, '')}/setting/notification`;
  const visitorLanguage = (req: FastifyRequest) => firstSpoken(acceptedTags(req.headers['accept-language']), 'en');
  const invalid = (reply: FastifyReply, language: Language, error: unknown) => {
    if (!(error instanceof AppError) || error.status !== 400) throw error;
    const texts = mailTexts(language).unsubscribe;
    const body = `<p>${escapeHtml(texts.invalid)}</p><p><a href="${escapeHtml(settings)}">${escapeHtml(texts.settings)}</a></p>`;
    return reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(page(language, texts.title, body));
  };

  route(app, Api.notification.unsubscribePage, async (req, reply) => {
    let target;
    try {
      target = await mail.unsubscribeTarget(req.query.token);
    } catch (error) {
      return invalid(reply, visitorLanguage(req), error);
    }
    const texts = mailTexts(target.language).unsubscribe;
    const values = { kind: texts.kind[target.kind], email: target.email };
    const action = `?token=${encodeURIComponent(req.query.token)}`;
    const body = `<p>${escapeHtml(fill(texts.question, values))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(texts.button)}</button></form>`;
    return reply.type('text/html; charset=utf-8').send(page(target.language, texts.title, body));
  });

  route(app, Api.notification.unsubscribe, async (req, reply) => {
    const wantsHtml = String(req.headers.accept ?? '').includes('text/html');
    let target;
    try {
      target = await mail.unsubscribe(req.query.token);
    } catch (error) {
      if (wantsHtml) return invalid(reply, visitorLanguage(req), error);
      throw error;
    }
    if (!wantsHtml) return reply.send({ ok: true });
    const texts = mailTexts(target.language).unsubscribe;
    const body = `<p>${escapeHtml(fill(texts.done, { kind: texts.kind[target.kind] }))}</p>
<p><a href="${escapeHtml(settings)}">${escapeHtml(texts.settings)}</a></p>`;
    return reply.type('text/html; charset=utf-8').send(page(target.language, texts.title, body));
  });
}
