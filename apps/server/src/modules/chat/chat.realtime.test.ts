import type { Counter, MessageEvent } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSockets } from '../../realtime/test-client';
import { useTestApp } from '../../test/use-test-app';
import { makeVip, members } from '../relations/relations.test-helpers';
import { chatApi, newClientId } from './chat.test-helpers';

let c: ReturnType<typeof chatApi>;
const t = useTestApp();
const { socketOf } = useSockets(t);
beforeAll(() => {
  c = chatApi(t.app);
});

describe('realtime delivery', () => {
  it('the recipient’s socket gets the message and the unread total; the sender’s other device gets it too', async () => {
    const [anna, bob] = await members(t.app, 2);
    const bobSocket = await socketOf(bob);
    const annaOtherDevice = await socketOf(anna);

    const sent = await c.sent(anna, bob.id, 'hello over the wire', { client_id: newClientId() });
    const toBob = await bobSocket.waitFor<MessageEvent>('message');
    expect(toBob).toMatchObject({
      kind: 'new',
      message: { id: sent.id, message_content: 'hello over the wire', can: { recall: false, translate: true } },
    });
    expect(await bobSocket.waitFor<Counter>('counter')).toMatchObject({ message: 1 });
    const toAnna = await annaOtherDevice.waitFor<MessageEvent>('message');
    expect(toAnna).toEqual({ kind: 'new', thread_id: sent.thread_id, message: sent });
  });

  it('a client that reconnects gets everything it missed through after_id and the thread list', async () => {
    const [anna, bob] = await members(t.app, 2);
    await makeVip(t.app, anna);
    const first = await socketOf(bob);
    const seen = await c.sent(anna, bob.id, 'seen live');
    const live = await first.waitFor<MessageEvent>('message');
    expect(live.message.id).toBe(seen.id);
    first.close();

    const missed = [await c.sent(anna, bob.id, 'while away 1'), await c.sent(anna, bob.id, 'while away 2')];
    const again = await socketOf(bob);
    const [thread] = (await c.threads(bob)).data;
    expect(thread).toMatchObject({ id: live.thread_id, unread: 3, summary: 'while away 2' });
    const caughtUp = await c.view(bob, live.thread_id, `?after_id=${live.message.id}`);
    expect(caughtUp.data.map((m) => m.id)).toEqual(missed.map((m) => m.id));

    const after = await c.sent(anna, bob.id, 'back online');
    expect((await again.waitFor<MessageEvent>('message')).message.id).toBe(after.id);
  });

  it('a recall reaches the other side as a recalled message', async () => {
    const [anna, bob] = await members(t.app, 2);
    const bobSocket = await socketOf(bob);
    const sent = await c.sent(anna, bob.id, 'take it back');
    await bobSocket.waitFor<MessageEvent>('message');
    expect((await c.post('/v1/recall', { id: sent.id }, anna.auth)).statusCode).toBe(200);
    const recall = await bobSocket.waitFor<MessageEvent>('message', (e) => e.kind === 'recall');
    expect(recall.message).toMatchObject({ id: sent.id, recalled: true, message_content: '' });
  });
});
