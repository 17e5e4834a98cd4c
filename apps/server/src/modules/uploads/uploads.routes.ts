import multipart from '@fastify/multipart';
import { Api, Limits, UPLOAD_MAX_BYTES, UploadFields } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';
import { readMultipart, within } from './multipart';

/**
 * Uploads and photos (ARCHITECTURE.md §4; `Api.uploads`). Uploading only stores the image and its variants; the
 * member then makes it the avatar with `PUT user { avatar: <upload id> }`, or attaches it to a post or message
 * with `upload_ids`. Keeping the two apart lets a client upload, show the result, and only then commit it.
 */
export async function uploadRoutes(app: FastifyInstance) {
  // Multipart is parsed in this plugin only; every other route keeps the JSON body limit.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
  });
  const { uploads, photoSales } = app.services;

  route(
    app,
    Api.uploads.create,
    (req) =>
      within(Limits.requestTimeoutMs, async () => {
        const { fields, file } = await readMultipart(req);
        return uploads.create(viewerOf(req).userId, UploadFields.parse(fields), file);
      }),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
  route(app, Api.uploads.remove, (req) => uploads.remove(viewerOf(req).userId, req.query.ids));
  route(app, Api.uploads.pay, (req) => photoSales.pay(viewerOf(req).userId, req.body));
  route(app, Api.uploads.move, (req) => uploads.move(viewerOf(req).userId, req.params.id, req.body));
  route(app, Api.uploads.album, (req) => uploads.album(req.viewer?.userId ?? null, req.params.id, req.query));
  route(app, Api.uploads.attachments, (req) =>
    uploads.attachments(viewerOf(req).userId, req.params.type, req.query.page),
  );
}
