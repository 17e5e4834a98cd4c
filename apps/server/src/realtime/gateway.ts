import type { FastifyInstance } from 'fastify';

export interface Realtime {
  close(): Promise<void>;
}

/** Placeholder until the gateway lands: attaches nothing. */
export function attachRealtime(_app: FastifyInstance): Realtime | null {
  return null;
}
