import type { ChatThread, ThreadView } from '@yuanfen/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { chatKeys, type ConversationPages } from './chat.queries';
import { useChatWindowsStore } from './chat-windows.store';
import { applyPresence } from './use-chat-realtime';

/** A batched `online` event (decisions 37) as the chat caches take it, on hand-made cache entries. */
const thread = (user_id: number, online: boolean): ChatThread => ({
  id: user_id * 10,
  user_id,
  name: `Member ${user_id}`,
  avatar: null,
  vip: 0,
  verified: 0,
  online,
  draft: '',
  summary: '',
  last_message_at: null,
  last_read_at: null,
  unread: 0,
  top: 0,
  friend: 0,
  block: 0,
  language: 'en',
  translate_engine: null,
  send_translate: false,
  receive_translate: true,
});
const listKey = chatKeys.threadList('');
const threads = () =>
  queryClient.getQueryData<{ pages: { data: ChatThread[] }[] }>(listKey)!.pages.flatMap((p) => p.data);

beforeEach(() => {
  queryClient.clear();
  useChatWindowsStore.setState({ windows: [] });
  queryClient.setQueryData(listKey, {
    pages: [{ data: [thread(1, false), thread(2, true)] }, { data: [thread(3, false)] }],
    pageParams: [undefined, 2],
  });
  queryClient.setQueryData<ConversationPages>(chatKeys.conversation(3), {
    pages: [{ thread: thread(3, false), data: [] } as unknown as ThreadView],
    pageParams: [undefined],
  });
  useChatWindowsStore.setState({
    windows: [{ user_id: 3, name: 'Member 3', avatar: null, online: false, minimize: false }],
  });
});

describe('a batched online event', () => {
  it('sets each named member’s thread, conversation and chat window, in order, and nobody else’s', () => {
    applyPresence([
      { user_id: 1, online: true },
      { user_id: 2, online: false },
      { user_id: 3, online: true },
      { user_id: 99, online: true },
    ]);
    expect(threads().map((t) => [t.user_id, t.online])).toEqual([
      [1, true],
      [2, false],
      [3, true],
    ]);
    expect(queryClient.getQueryData<ConversationPages>(chatKeys.conversation(3))!.pages[0]!.thread.online).toBe(true);
    expect(useChatWindowsStore.getState().windows[0]!.online).toBe(true);
  });

  it('leaves the caches as they are when no member in them changes', () => {
    const before = queryClient.getQueryData(listKey);
    const conversationBefore = queryClient.getQueryData(chatKeys.conversation(3));
    applyPresence([
      { user_id: 2, online: true },
      { user_id: 42, online: false },
    ]);
    expect(queryClient.getQueryData(listKey)).toBe(before);
    expect(queryClient.getQueryData(chatKeys.conversation(3))).toBe(conversationBefore);
  });
});
