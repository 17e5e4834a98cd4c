import type { BusEvent, ChatMessage, Counter, MessageEvent } from '@yuanfen/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { createMemoryBus, type EventBus } from '../../platform/bus';
import { signUp, type Member } from '../../test/factories';
import { createTestApp } from '../../test/harness';
import { recordEvents } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { makeVip } from '../relations/relations.test-helpers';
import { chatApi, newClientId } from './chat.test-helpers';

/**
 * Node 1 "dies" between a message's commit and its publish (its bus fails while `down`); node 2 shares
 * the database, as two nodes behind a balancer do.
 */
let down = false;
const dyingBus = (): EventBus => {
  const bus = createMemoryBus();
  return {
    ...bus,
    publish: async (event: BusEvent) => {
      if (down) throw new Error('node stopped before publishing');
      return bus.publish(event);
    },
  };
};

let anna: Member;
let ben: Member;
const node1 = useTestApp({ deps: { bus: dyingBus() } }, createTestApp);
const node2 = useTestApp(() => ({ database: node1.database }), createTestApp);
beforeAll(async () => {
  [anna, ben] = [await signUp(node1.app), await signUp(node1.app)];
  await makeVip(node1.app, anna);
});

/** Sends through node 1 while it cannot publish: the message is committed, its events are not sent. */
async function sendWhileDying(text: string, clientId: string) {
  down = true;
  try {
    const res = await chatApi(node1.app).send(anna, ben.id, { message_content: text, client_id: clientId });
    expect(res.statusCode).toBe(500);
  } finally {
    down = false;
  }
  const [row] = await node1.app.db.select().from(messages).where(eq(messages.client_id, clientId));
  expect(row).toMatchObject({ content: text, published_at: null });
  return row!;
}

const messagesTo = (events: ReturnType<typeof recordEvents>, userId: number, id: number) =>
  events.matching(userId, 'message').filter((e) => (e.payload as MessageEvent).message.id === id);

describe('a message committed by a node that stopped before publishing it', () => {
  it('is pushed when the sender retries with the same client_id, on another node, once', async () => {
    const clientId = newClientId();
    const row = await sendWhileDying('Bist du noch da?', clientId);
    const events = recordEvents(node2.app);
    const retry = await chatApi(node2.app).send(anna, ben.id, {
      message_content: 'Bist du noch da?',
      client_id: clientId,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<ChatMessage>().id).toBe(row.id);

    const [delivered] = await events.waitFor(ben.id, 'message');
    expect((delivered!.payload as MessageEvent).message).toMatchObject({
      id: row.id,
      message_content: 'Bist du noch da?',
    });
    const [counter] = await events.waitFor(ben.id, 'counter');
    expect((counter!.payload as Counter).message).toBeGreaterThanOrEqual(1);
    // A second retry answers the same message and pushes nothing again.
    await chatApi(node2.app).send(anna, ben.id, { message_content: 'Bist du noch da?', client_id: clientId });
    expect(messagesTo(events, ben.id, row.id)).toHaveLength(1);
    events.stop();
  });

  it('is pushed by the publish-pending-messages job when nobody retries, once', async () => {
    const row = await sendWhileDying('Ich melde mich später', newClientId());
    const events = recordEvents(node2.app);
    // Within the grace period the sending node may still be publishing: the job leaves it alone.
    expect(await node2.app.services.chat.publishPendingMessages(row.created_at)).toBe(0);
    const later = new Date(row.created_at.getTime() + 10_000);
    expect(await node2.app.services.chat.publishPendingMessages(later)).toBeGreaterThanOrEqual(1);
    const [delivered] = await events.waitFor(ben.id, 'message');
    expect((delivered!.payload as MessageEvent).message.id).toBe(row.id);
    expect(events.matching(anna.id, 'message').map((e) => (e.payload as MessageEvent).message.id)).toContain(row.id);
    expect(await node2.app.services.chat.publishPendingMessages(later)).toBe(0);
    expect(messagesTo(events, ben.id, row.id)).toHaveLength(1);
    events.stop();
  });

  it('marks messages sent normally as published, so the job never sends them twice', async () => {
    const sent = await chatApi(node1.app).sent(anna, ben.id, 'Guten Morgen!');
    const [row] = await node1.app.db.select().from(messages).where(eq(messages.id, sent.id));
    expect(row!.published_at).not.toBeNull();
    expect(await node2.app.services.chat.publishPendingMessages(new Date(Date.now() + 60_000))).toBe(0);
  });
});
