import { RefusalReason, UploadRefusal } from '@yuanfen/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, fail } from '../../platform/errors';

/*
 * Reading an image upload (`POST uploads`, `POST verification`): the route's plugin registers
 * `@fastify/multipart` with its limits; these read the form and bound the time it may take.
 */

/** Text fields and the one `file` part; busboy's size limit surfaces as a 413 in the error shape. */
export async function readMultipart(req: FastifyRequest): Promise<{ fields: Record<string, string>; file: Buffer }> {
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
export async function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
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
