import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Development-only routes (the outbox, captcha answers, a self-granted translator role) hand out what
 * would let anyone take over an account, so besides never existing in production they answer only a
 * client on this very machine: the TCP peer, not `X-Forwarded-For`, which a client writes itself.
 * Anyone else gets the same 404 as a route that does not exist.
 */
export async function onlyFromThisMachine(request: FastifyRequest, reply: FastifyReply) {
  if (LOOPBACK.test(request.socket.remoteAddress ?? '')) return;
  const path = request.url.split('?')[0];
  await reply.status(404).send({ code: 0, message: `Route ${request.method} ${path} not found` });
}
