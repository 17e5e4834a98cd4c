import type { FastifyInstance } from 'fastify';
import { randomIp, type Member } from '../../test/factories';
import { multipartBody, scenery } from '../uploads/uploads.test-helpers';

/** `POST /v1/verification` with one file (a generated selfie stand-in unless given). */
export async function sendSelfie(
  app: FastifyInstance,
  member: Member,
  data?: Buffer,
  file: { filename?: string; type?: string } = {},
) {
  const body = multipartBody([
    {
      name: 'file',
      filename: file.filename ?? 'selfie.jpg',
      type: file.type ?? 'image/jpeg',
      data: data ?? (await scenery(member.id)),
    },
  ]);
  return app.inject({
    method: 'POST',
    url: '/v1/verification',
    headers: { ...body.headers, ...member.auth },
    payload: body.payload,
    remoteAddress: randomIp(),
  });
}
