import multipart from '@fastify/multipart';
import { Api, Limits, RefusalReason, UPLOAD_MAX_BYTES, UploadFields, UploadRefusal } from '@yuanfen/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { AppError, fail } from '../../platform/errors';
import { route } from '../../platform/route';

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

/** Text fields and the one `file` part; busboy's size limit surfaces as a 413 in the error shape. */
async function readMultipart(req: FastifyRequest): Promise<{ fields: Record<string, string>; file: Buffer }> {
  if (!req.isMultipart()) throw fail.validation({ file: 'Send the image as multipart/form-data' });
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw fail.validation({ [part.fieldname]: 'Unexpected file' });
        file = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // Our own refusals and the plugin's limits (413) carry their status; what busboy throws on a body it
    // cannot parse (no or another boundary, cut off, garbage) is the client's malformed request.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw fail.validation({ file: UploadRefusal.malformed }, UploadRefusal.malformed, RefusalReason.UploadMalformed);
  }
  if (!file?.length) throw fail.validation({ file: 'Choose an image' }, 'Choose an image');
  return { fields, file };
}

/**
 * Runs an upload within the clients' own request time-out (spec §9: 60 s): past it the client has given
 * up, so a stalled body answers 408 instead of holding the request open.
 */
async function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new AppError(408, 0, UploadRefusal.tooSlow, undefined, RefusalReason.UploadTooSlow)),
      ms,
    );
  });
  try {
    return await Promise.race([work(), expired]);
  } finally {
    clearTimeout(timer);
  }
}
