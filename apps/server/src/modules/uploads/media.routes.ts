import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail } from '../../platform/errors';

const MediaQuery = z.object({
  exp: z.coerce.number().int().positive(),
  sig: z.string().max(128),
});

/**
 * `GET /v1/media/<key>?exp=&sig=`: private and secret photo files of local storage, for whoever holds a
 * URL the API signed for them (an `<img>` sends no bearer token, so the signature is the permission).
 * A wrong or expired signature is 403; a file that is gone (deleted, moved) is 404.
 */
export async function mediaRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { mediaSigner, storage } = root.services;

  app.get('/media/*', { schema: { hide: true, querystring: MediaQuery } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    if (!mediaSigner.verify(key, req.query.exp, req.query.sig)) throw fail.forbidden('This link is not valid');
    const body = await storage.read('private', key);
    if (!body) throw fail.notFound('File not found');
    const maxAge = Math.max(0, req.query.exp - Math.floor(root.services.now().getTime() / 1000));
    return reply
      .header('cache-control', `private, max-age=${maxAge}`)
      .header('x-content-type-options', 'nosniff')
      .type('image/webp')
      .send(body);
  });
}
