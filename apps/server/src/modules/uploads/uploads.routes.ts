import multipart from '@fastify/multipart';
import {
  ATTACHMENT_TYPES,
  DeletedUploads,
  DeleteUploadsQuery,
  Limits,
  MoveUploadBody,
  PageQuery,
  PaidUpload,
  PayUploadBody,
  Photo,
  PhotoPage,
  PhotosQuery,
  RefusalReason,
  UPLOAD_MAX_BYTES,
  UploadFields,
  UploadRefusal,
  UploadResult,
  UserIdParam,
} from '@yuanfen/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../platform/auth';
import { AppError, fail } from '../../platform/errors';

const tags = ['uploads'];

const AttachmentParam = z.object({ type: z.enum(ATTACHMENT_TYPES, { message: 'Unknown type' }) });

/**
 * Uploads and photos (ARCHITECTURE.md §4). Uploading only stores the image and its variants; the member
 * then makes it the avatar with `PUT user { avatar: <upload id> }`, or attaches it to a post or message
 * with `upload_ids`. Keeping the two apart lets a client upload, show the result, and only then commit it.
 */
export async function uploadRoutes(root: FastifyInstance) {
  // Multipart is parsed in this plugin only; every other route keeps the JSON body limit.
  await root.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
  });
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { uploads, photoSales } = root.services;
  const auth = { preValidation: root.requireUser };

  app.post(
    '/uploads',
    {
      ...auth,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: UploadResult } },
    },
    (req) =>
      within(Limits.requestTimeoutMs, async () => {
        const { fields, file } = await readMultipart(req);
        return uploads.create(viewerOf(req).userId, UploadFields.parse(fields), file);
      }),
  );
  app.delete(
    '/uploads',
    { ...auth, schema: { tags, querystring: DeleteUploadsQuery, response: { 200: DeletedUploads } } },
    (req) => uploads.remove(viewerOf(req).userId, req.query.ids),
  );
  app.put('/uploads/pay', { ...auth, schema: { tags, body: PayUploadBody, response: { 200: PaidUpload } } }, (req) =>
    photoSales.pay(viewerOf(req).userId, req.body),
  );
  app.put(
    '/uploads/:id',
    { ...auth, schema: { tags, params: UserIdParam, body: MoveUploadBody, response: { 200: Photo } } },
    (req) => uploads.move(viewerOf(req).userId, req.params.id, req.body),
  );
  app.get(
    '/photos/:id',
    { schema: { tags, params: UserIdParam, querystring: PhotosQuery, response: { 200: PhotoPage } } },
    (req) => uploads.album(req.viewer?.userId ?? null, req.params.id, req.query),
  );
  app.get(
    '/attachments/:type',
    { ...auth, schema: { tags, params: AttachmentParam, querystring: PageQuery, response: { 200: PhotoPage } } },
    (req) => uploads.attachments(viewerOf(req).userId, req.params.type, req.query.page),
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
