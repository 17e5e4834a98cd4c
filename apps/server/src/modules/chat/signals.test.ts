import type { MessageEvent, ReadEvent } from '@yuanfen/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSockets, type TestClient } from '../../realtime/test-client';
import { outboxOf } from '../../test/account-helpers';
import type { Member } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { makeVip, members } from '../relations/relations.test-helpers';
import { chatApi } from './chat.test-helpers';

let c: ReturnType<typeof chatApi>;
const t = useTestApp();
const { socketOf } = useSockets(t);
beforeAll(() => {
  c = chatApi(t.app);
});

/** The client's `typing` signal; answers whether the server relayed it. */
const typing = (from: TestClient, to: number) =>
  from.socket.timeout(5000).emitWithAck('typing', { user_id: to }) as Promise<boolean>;

const bellTypes = async (m: Member) =>
  (await c.get('/v1/notifications', m.auth)).json<{ data: { type: string }[] }>().data.map((n) => n.type);

describe('a like that becomes mutual', () => {
  it('tells both members live (match), on the bell and by mail — not only the one who liked second', async () => {
    const [anna, ben] = await members(t.app, 2);
    const [annaSocket, benSocket] = await Promise.all([socketOf(anna), socketOf(ben)]);
    expect((await c.like(anna, ben.id)).json()).toMatchObject({ mutual: false });
    expect((await c.like(ben, anna.id)).json()).toMatchObject({ mutual: true });

    expect(await annaSocket.waitFor('match')).toEqual({ user_id: ben.id, name: ben.name, avatar: null });
    expect(await benSocket.waitFor('match')).toEqual({ user_id: anna.id, name: anna.name, avatar: null });
    expect(await bellTypes(anna)).toEqual(['match']);
    expect(await bellTypes(ben)).toEqual(['match', 'like']);
    expect((await outboxOf(t.app, anna.email)).map((m) => m.subject)).toEqual([`You and ${ben.name} like each other`]);
    expect((await outboxOf(t.app, ben.email)).map((m) => m.subject)).toEqual([
      `You and ${anna.name} like each other`,
      `${anna.name} likes you`,
    ]);
    // Taking the like back and giving it again the same day matches nobody twice.
    await c.delete(`/v1/likes/${anna.id}`, undefined, ben.auth);
    expect((await c.like(ben, anna.id)).json()).toMatchObject({ mutual: true });
    expect(await bellTypes(anna)).toEqual(['match']);
    expect(annaSocket.all('match')).toHaveLength(1);
  });
});

describe('typing', () => {
  it('is relayed to the other member with the typist’s id, at most once per window', async () => {
    const [anna, ben] = await members(t.app, 2);
    await c.openWith(anna, ben.id);
    const [annaSocket, benSocket] = await Promise.all([socketOf(anna), socketOf(ben)]);
    expect(await typing(annaSocket, ben.id)).toBe(true);
    expect(await benSocket.waitFor('typing')).toEqual({ user_id: anna.id });
    // A second signal right after is over the server's limit: not relayed.
    expect(await typing(annaSocket, ben.id)).toBe(false);
    expect(benSocket.all('typing')).toHaveLength(1);
    expect(annaSocket.all('typing')).toEqual([]);
  });

  it('is not relayed without a conversation, to oneself, or when either side switched it off', async () => {
    const [anna, ben, cara] = await members(t.app, 3);
    const [annaSocket, benSocket] = await Promise.all([socketOf(anna), socketOf(ben)]);
    expect(await typing(annaSocket, ben.id)).toBe(false); // Anna never opened a conversation with Ben
    expect(await typing(annaSocket, anna.id)).toBe(false);

    await c.openWith(anna, ben.id);
    await c.openWith(ben, anna.id);
    await c.updateProfile(ben, { typing_indicator: false });
    expect((await c.get('/v1/me', ben.auth)).json()).toMatchObject({ typing_indicator: false });
    // Ben does not see Anna typing, and (reciprocal) Anna does not see Ben.
    expect(await typing(annaSocket, ben.id)).toBe(false);
    expect(await typing(benSocket, anna.id)).toBe(false);

    // Cara's signal reaches Ben only once he turns it on again; nothing of Anna's came meanwhile.
    await c.updateProfile(ben, { typing_indicator: true });
    await c.openWith(cara, ben.id);
    const caraSocket = await socketOf(cara);
    expect(await typing(caraSocket, ben.id)).toBe(true);
    await benSocket.waitFor('typing');
    expect(benSocket.all('typing')).toEqual([{ user_id: cara.id }]);
    expect(annaSocket.all('typing')).toEqual([]);
  });

  it('is never shown across a block, either way', async () => {
    const [anna, ben] = await members(t.app, 2);
    await c.openWith(anna, ben.id);
    await c.openWith(ben, anna.id);
    const [annaSocket, benSocket] = await Promise.all([socketOf(anna), socketOf(ben)]);
    expect((await c.block(ben, anna.id)).statusCode).toBe(200);
    expect(await typing(annaSocket, ben.id)).toBe(false);
    expect(await typing(benSocket, anna.id)).toBe(false);
    expect(benSocket.all('typing')).toEqual([]);
    expect(annaSocket.all('typing')).toEqual([]);
  });
});

describe('read receipts', () => {
  it('own messages carry read once the other member read them; the sender is told in their own thread', async () => {
    const [anna, ben] = await members(t.app, 2);
    await makeVip(t.app, anna); // VIP: may write again before Ben answers
    const annaSocket = await socketOf(anna);
    const sent = await c.sent(anna, ben.id, 'Did you see this?');
    expect(sent.read).toBe(false);
    const benThread = (await c.threads(ben)).data[0]!;
    await c.updateThread(ben, benThread.id, { read: true });

    expect(await annaSocket.waitFor<ReadEvent>('read')).toEqual({ thread_id: sent.thread_id, user_id: ben.id });
    const annaView = await c.view(anna, sent.thread_id);
    expect(annaView.data.map((m) => [m.id, m.read])).toEqual([[sent.id, true]]);
    // The reader's copy of someone else's message never says read.
    expect((await c.view(ben, benThread.id)).data.map((m) => m.read)).toEqual([false]);
    // A later message is unread until read again.
    const later = await c.sent(anna, ben.id, 'And this?');
    await c.updateThread(ben, benThread.id, { read: true });
    await annaSocket.waitFor('read', () => true, 2);
    expect((await c.view(anna, sent.thread_id)).data.map((m) => [m.id, m.read])).toEqual([
      [sent.id, true],
      [later.id, true],
    ]);
  });

  it('are hidden both ways when either side turned them off, and across a block', async () => {
    const [anna, ben, cara] = await members(t.app, 3);
    const annaSocket = await socketOf(anna);
    const toBen = await c.sent(anna, ben.id, 'Hello Ben');
    const toCara = await c.sent(anna, cara.id, 'Hello Cara');
    await c.updateProfile(ben, { read_receipts: false });
    expect((await c.get('/v1/me', ben.auth)).json()).toMatchObject({ read_receipts: false });
    await c.updateThread(ben, (await c.threads(ben)).data[0]!.id, { read: true });
    await c.block(cara, anna.id);
    await c.updateThread(cara, (await c.threads(cara)).data[0]!.id, { read: true });
    // A message from Ben afterwards: the events of both reads would have come before it.
    await c.updateProfile(ben, { read_receipts: true });
    await c.updateProfile(anna, { read_receipts: false });
    await c.sent(ben, anna.id, 'Hi Anna');
    await annaSocket.waitFor<MessageEvent>('message', (e) => e.message.sender === ben.id);
    expect(annaSocket.all('read')).toEqual([]);
    // Anna turned hers off: she does not see Ben's either (reciprocal), nor Cara's (blocked).
    expect((await c.view(anna, toBen.thread_id)).data.find((m) => m.id === toBen.id)?.read).toBe(false);
    expect((await c.view(anna, toCara.thread_id)).data.map((m) => m.read)).toEqual([false]);
    await c.updateProfile(anna, { read_receipts: true });
    // Both on again: Ben's earlier read shows, Cara's block still hides hers.
    expect((await c.view(anna, toBen.thread_id)).data.find((m) => m.id === toBen.id)?.read).toBe(true);
    expect((await c.view(anna, toCara.thread_id)).data.map((m) => m.read)).toEqual([false]);
  });
});
