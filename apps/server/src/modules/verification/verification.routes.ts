import multipart from '@fastify/multipart';
import { Api, Limits, UPLOAD_MAX_BYTES } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../../platform/auth';
import { route } from '../../platform/route';
import { readMultipart, within } from '../uploads/multipart';

/**
 * Identity verification by selfie (`Api.verification`). The operators' side is under `/v1/admin`
 * (admin.routes.ts), behind the console's two-factor gate.
 */
export async function verificationRoutes(app: FastifyInstance) {
  // Multipart is parsed in this plugin only, with the uploads' limits (one image, no other file).
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  });
  const { verifications } = app.services;

  route(app, Api.verification.state, (req) => verifications.state(viewerOf(req).userId));
  route(
    app,
    Api.verification.send,
    (req) =>
      within(Limits.requestTimeoutMs, async () => {
        const { file } = await readMultipart(req);
        return verifications.send(viewerOf(req).userId, file);
      }),
    { config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
  );
}
