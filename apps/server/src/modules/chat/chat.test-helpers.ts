import type { ChatMessage, ChatThread, ThreadPage, ThreadView } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../../db/schema';
import type { Member } from '../../test/factories';
import { graphApi } from '../relations/relations.test-helpers';

let sends = 0;
/** A client id as a browser would make one for a message. */
export const newClientId = () => `msg-${Date.now().toString(36)}-${(sends++).toString(36)}`;

/** The chat calls a member's client makes, for tests. */
export function chatApi(app: FastifyInstance) {
  const g = graphApi(app);
  const send = (m: Member, userId: number, body: Record<string, unknown> = {}) =>
    g.post('/v1/messages', { user_id: userId, ...body }, m.auth);
  return {
    ...g,
    send,
    /** Sends a text and expects it stored. */
    sent: async (m: Member, userId: number, text: string, extra: Record<string, unknown> = {}) => {
      const res = await send(m, userId, { message_content: text, ...extra });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ChatMessage>();
    },
    threads: async (m: Member, query = '') => {
      const res = await g.get(`/v1/message_threads${query}`, m.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ThreadPage>();
    },
    /** The conversation with a member, opened as the chat window does (`user=1`). */
    openWith: async (m: Member, userId: number) => {
      const res = await g.get(`/v1/message_threads/${userId}?user=1`, m.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ThreadView>();
    },
    view: async (m: Member, threadId: number, query = '') => {
      const res = await g.get(`/v1/message_threads/${threadId}${query}`, m.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ThreadView>();
    },
    updateThread: async (m: Member, threadId: number, body: Record<string, unknown>) => {
      const res = await g.put(`/v1/message_threads/${threadId}`, body, m.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ChatThread>();
    },
  };
}

export async function verifyEmail(app: FastifyInstance, m: Member) {
  await app.db.update(users).set({ email_verified: 1 }).where(eq(users.id, m.id));
}
