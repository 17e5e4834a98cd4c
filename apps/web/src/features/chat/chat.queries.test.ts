import { type AuthResponse, type ChatMessage, type ThreadView } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';
import { signUpMember } from '../../test/session';
import {
  chatKeys,
  hideReportedMessage,
  markThreadRead,
  messagesOf,
  saveDraft,
  upsertMessage,
  type ConversationPages,
} from './chat.queries';
import { useOutboxStore } from './outbox.store';
import { deliver, sendMessage } from './send-message';

const actAs = (auth: AuthResponse) => useSessionStore.getState().setSession(auth);
const conversation = (userId: number) => api.call(Api.chat.thread, { params: { id: userId }, query: { user: '1' } });
const cached = (userId: number) =>
  messagesOf(queryClient.getQueryData<ConversationPages>(chatKeys.conversation(userId)));

/** Loads a conversation into the query cache as the open chat window has it. */
async function openChat(userId: number): Promise<ThreadView> {
  const page = await conversation(userId);
  queryClient.setQueryData<ConversationPages>(chatKeys.conversation(userId), {
    pages: [page],
    pageParams: [undefined],
  });
  return page;
}

let anna: AuthResponse;
let kenji: AuthResponse;
beforeEach(async () => {
  queryClient.clear();
  useOutboxStore.setState({ messages: [] });
  useUiStore.setState({ toasts: [] });
  kenji = await signUpMember({ gender: 1 });
  anna = await signUpMember({ gender: 0 });
});

describe('sending from the chat window, against the real server', () => {
  it('shows the message at once, then puts the server copy in its place', async () => {
    await openChat(kenji.me.id);
    sendMessage(kenji.me.id, 'Guten Tag, Kenji', []);
    expect(useOutboxStore.getState().messages).toMatchObject([
      { message_content: 'Guten Tag, Kenji', status: 'pending' },
    ]);
    await vi.waitFor(() => expect(useOutboxStore.getState().messages).toEqual([]));
    const [sent] = cached(kenji.me.id);
    expect(sent).toMatchObject({ message_content: 'Guten Tag, Kenji', sender: anna.me.id, recipient: kenji.me.id });

    actAs(kenji);
    const received = (await conversation(anna.me.id)).data;
    expect(received.map((m) => m.id)).toEqual([sent!.id]);
  });

  it('a retry with the same client id after a lost answer stores and shows the message once', async () => {
    await openChat(kenji.me.id);
    const message = {
      client_id: 'retry-0001',
      user_id: kenji.me.id,
      message_content: 'Bist du da?',
      uploads: [],
      status: 'pending' as const,
      created_at: new Date().toISOString(),
    };
    useOutboxStore.getState().add(message);
    await deliver(message);
    await deliver(message);
    expect(cached(kenji.me.id).map((m) => m.client_id)).toEqual(['retry-0001']);
    expect((await conversation(kenji.me.id)).data).toHaveLength(1);
  });

  it('a message to a member who blocked the sender stays failed for a retry, with the reason in a toast', async () => {
    actAs(kenji);
    await api.call(Api.relations.block, { body: { user_id: anna.me.id } });
    actAs(anna);
    sendMessage(kenji.me.id, 'Hallo?', []);
    await vi.waitFor(() => expect(useOutboxStore.getState().messages).toMatchObject([{ status: 'failed' }]));
    expect(useUiStore.getState().toasts).toHaveLength(1);
    actAs(kenji);
    const threads = await api.call(Api.chat.threads);
    expect(threads.data.map((t) => t.user_id)).not.toContain(anna.me.id);
  });
});

describe('the conversation cache', () => {
  it('keeps messages in id order when events overtake each other', async () => {
    // A conversation of three turns (a member may not send on and on without an answer).
    for (const [from, to, text] of [
      [kenji, anna, 'eins'],
      [anna, kenji, 'zwei'],
      [kenji, anna, 'drei'],
    ] as const) {
      actAs(from);
      await api.call(Api.chat.send, { body: { user_id: to.me.id, message_content: text } });
    }
    actAs(anna);
    const page = await conversation(kenji.me.id);
    queryClient.setQueryData<ConversationPages>(chatKeys.conversation(kenji.me.id), {
      pages: [{ ...page, data: [page.data[0]!] }],
      pageParams: [undefined],
    });
    const [, second, third] = page.data as [ChatMessage, ChatMessage, ChatMessage];
    upsertMessage(kenji.me.id, third);
    upsertMessage(kenji.me.id, second);
    upsertMessage(kenji.me.id, third);
    expect(cached(kenji.me.id).map((m) => m.message_content)).toEqual(['eins', 'zwei', 'drei']);
  });

  it('marks the open conversation read on the server, and keeps a draft there', async () => {
    actAs(kenji);
    await api.call(Api.chat.send, { body: { user_id: anna.me.id, message_content: 'こんにちは' } });
    actAs(anna);
    const { thread } = await openChat(kenji.me.id);
    expect(thread.unread).toBe(1);
    await markThreadRead(kenji.me.id, thread.id);
    await saveDraft(kenji.me.id, 'Ich schreibe gleich');
    const after = (await conversation(kenji.me.id)).thread;
    expect(after).toMatchObject({ unread: 0, draft: 'Ich schreibe gleich' });
  });
});

describe('a reported message', () => {
  it('leaves the reporter’s open conversation at once and stays gone after a refetch', async () => {
    actAs(kenji);
    const rude = await api.call(Api.chat.send, { body: { user_id: anna.me.id, message_content: 'Du bist dumm' } });
    actAs(anna);
    await api.call(Api.chat.send, { body: { user_id: kenji.me.id, message_content: 'Wie bitte?' } });
    await openChat(kenji.me.id);
    expect(cached(kenji.me.id).map((m) => m.id)).toContain(rude.id);

    await api.call(Api.report.file, { body: { type: 'message', related_id: rude.id, content: 'Insult' } });
    hideReportedMessage(kenji.me.id, rude.id);
    expect(cached(kenji.me.id).map((m) => m.message_content)).toEqual(['Wie bitte?']);
    expect((await conversation(kenji.me.id)).data.map((m) => m.message_content)).toEqual(['Wie bitte?']);
  });
});
