import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UploadFields, UploadResult } from '@yuanfen/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { viewerOf } from '../../platform/auth';
import { fail } from '../../platform/errors';

const tags = ['uploads'];

/**
 * `POST uploads` (ARCHITECTURE.md §4). Uploading only stores the image and its variants; the member then
 * makes it the avatar with `PUT user { avatar: <upload id> }`, which accepts only their own avatar
 * uploads. Keeping the two apart lets a client upload, show the result, and only then commit it.
 */
export async function uploadRoutes(root: FastifyInstance) {
  // Multipart is parsed in this plugin only; every other route keeps the JSON body limit.
  await root.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
  });
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { uploads } = root.services;

  app.post(
    '/uploads',
    {
      preHandler: root.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: UploadResult } },
    },
    async (req) => {
      const { fields, file } = await readMultipart(req);
      return uploads.create(viewerOf(req).userId, UploadFields.parse(fields), file);
    },
  );
}

/** Text fields and the one `file` part; busboy's size limit surfaces as a 413 in the error shape. */
async function readMultipart(req: FastifyRequest): Promise<{ fields: Record<string, string>; file: Buffer }> {
  if (!req.isMultipart()) throw fail.validation({ file: 'Send the image as multipart/form-data' });
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw fail.validation({ [part.fieldname]: 'Unexpected file' });
      file = await part.toBuffer();
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!file?.length) throw fail.validation({ file: 'Choose an image' }, 'Choose an image');
  return { fields, file };
}
