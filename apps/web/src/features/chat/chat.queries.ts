import { useInfiniteQuery, useMutation, useQuery, type InfiniteData } from '@tanstack/react-query';
import {
  NO_MORE,
  RefusalReason,
  type ChatMessage,
  type ChatThread,
  type ThreadPage,
  type ThreadView,
} from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api, isApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { CacheTime, queryClient } from '../../lib/query-client';
import { useUiStore } from '../../lib/ui-store';
import { reactToApiError } from '../system';
import { nextPageNumber, type PageNumberParam } from '../../lib/paging';
import { chatKeys } from '../../lib/query-keys';

/* The chat's query keys live in lib/query-keys.ts: the translation patches cached conversations without this module. */
export { chatKeys };

type ThreadPages = InfiniteData<ThreadPage, PageNumberParam>;
export type ConversationPages = InfiniteData<ThreadView, number | undefined>;

/** `GET message_threads?q&page`: pinned first, then by the last message. */
export function useThreadsQuery(q: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.threadList(q),
    queryFn: ({ pageParam, signal }) =>
      api.call(Api.chat.threads, { query: { q: q || undefined, ...pageParam } }, { signal }),
    initialPageParam: undefined as PageNumberParam,
    getNextPageParam: nextPageNumber,
    staleTime: CacheTime.short,
  });
}

/**
 * `GET message_threads/{user id}?user=1&max_id`: opens (or creates) the conversation with a member. The
 * first page holds the newest messages; each further page goes back in history.
 */
export function useConversationQuery(userId: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.conversation(userId),
    queryFn: ({ pageParam, signal }) =>
      api.call(Api.chat.thread, { params: { id: userId }, query: { user: '1', max_id: pageParam } }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.next_max_id === NO_MORE ? undefined : page.next_max_id),
    enabled: Number.isInteger(userId) && userId > 0,
    staleTime: CacheTime.short,
  });
}

/** The messages of every loaded page, oldest first, as the conversation shows them. */
export function messagesOf(data: { pages: ThreadView[] } | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.data);
}

const mapThreadLists = (change: (threads: ChatThread[]) => ChatThread[]) =>
  queryClient.setQueriesData<ThreadPages>({ queryKey: chatKeys.threadLists() }, (data) => {
    if (!data) return data;
    const threads = change(data.pages.flatMap((page) => page.data));
    // Pages only exist for paging; the changed list is redistributed over them at their old sizes.
    let start = 0;
    const pages = data.pages.map((page, index) => {
      const size = index === data.pages.length - 1 ? threads.length - start : page.data.length;
      const slice = threads.slice(start, start + size);
      start += size;
      return { ...page, data: slice };
    });
    return { ...data, pages };
  });

/** Changes one member's thread wherever it is cached: the thread lists and the open conversation. */
export function patchThread(userId: number, patch: Partial<ChatThread>): void {
  mapThreadLists((threads) => threads.map((t) => (t.user_id === userId ? { ...t, ...patch } : t)));
  queryClient.setQueryData<ConversationPages>(chatKeys.conversation(userId), (data) => {
    if (!data?.pages.length) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, thread: { ...first!.thread, ...patch } }, ...rest] };
  });
}

/**
 * Presence changes (one batched `online` event): the threads of the members named take their state,
 * in one pass over the cached lists; a list or conversation with no thread that changes is left as it
 * is (no new object, no re-render), so a batch about members one does not talk to costs nothing.
 */
export function patchPresence(changes: readonly { user_id: number; online: boolean }[]): void {
  if (changes.length === 0) return;
  const online = new Map(changes.map((c) => [c.user_id, c.online]));
  queryClient.setQueriesData<ThreadPages>({ queryKey: chatKeys.threadLists() }, (data) => {
    if (!data) return data;
    const touches = data.pages.some((page) =>
      page.data.some((t) => online.has(t.user_id) && online.get(t.user_id) !== t.online),
    );
    if (!touches) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.map((t) =>
          online.has(t.user_id) && online.get(t.user_id) !== t.online ? { ...t, online: online.get(t.user_id)! } : t,
        ),
      })),
    };
  });
  for (const [userId, state] of online) {
    const key = chatKeys.conversation(userId);
    const data = queryClient.getQueryData<ConversationPages>(key);
    if (!data?.pages.length || data.pages[0]!.thread.online === state) continue;
    patchThread(userId, { online: state });
  }
}

/**
 * A thread with a new last message goes to the top of its group (pinned threads stay above the rest).
 * Answers false when no cached list holds it, so the caller can refetch the lists instead.
 */
export function raiseThread(userId: number, patch: (thread: ChatThread) => Partial<ChatThread>): boolean {
  let found = false;
  mapThreadLists((threads) => {
    const thread = threads.find((t) => t.user_id === userId);
    if (!thread) return threads;
    found = true;
    const raised = { ...thread, ...patch(thread) };
    const rest = threads.filter((t) => t.user_id !== userId);
    const at = raised.top ? 0 : rest.findIndex((t) => !t.top);
    rest.splice(at === -1 ? rest.length : at, 0, raised);
    return rest;
  });
  return found;
}

const sameMessage = (a: ChatMessage, b: ChatMessage) =>
  a.id === b.id || (a.client_id !== null && a.client_id === b.client_id);

/**
 * Puts a message into its cached conversation in id order, replacing any copy of it (same id or same
 * client id). Realtime events can overtake each other and a send's own answer, so a message is never just
 * appended. One older than every loaded message is left for paging to bring, unless the start of the
 * conversation is already loaded.
 */
export function upsertMessage(userId: number, message: ChatMessage): void {
  queryClient.setQueryData<ConversationPages>(chatKeys.conversation(userId), (data) => {
    if (!data?.pages.length) return data;
    // Pages run newest first, each oldest first inside: the message belongs to the first page that
    // starts at or before it.
    const pages = data.pages.map((page) => ({ ...page, data: page.data.filter((m) => !sameMessage(m, message)) }));
    let target = pages.findIndex((page) => page.data.length > 0 && page.data[0]!.id <= message.id);
    if (target === -1) {
      if (pages.at(-1)!.next_max_id !== NO_MORE) return data;
      target = pages.length - 1;
    }
    const list = [...pages[target]!.data];
    const at = list.findIndex((m) => m.id > message.id);
    list.splice(at === -1 ? list.length : at, 0, message);
    pages[target] = { ...pages[target]!, data: list };
    return { ...data, pages };
  });
}

const mapMessages = (userId: number, change: (messages: ChatMessage[]) => ChatMessage[]) =>
  queryClient.setQueryData<ConversationPages>(chatKeys.conversation(userId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: change(page.data) })) } : data,
  );

const removeMessage = (userId: number, id: number) => mapMessages(userId, (list) => list.filter((m) => m.id !== id));

/** A secret photo bought in a conversation shows its original in every cached message that holds it. */
export function unlockMessagePhoto(userId: number, photo: { id: number; url: string }): void {
  const unlock = (message: ChatMessage): ChatMessage =>
    message.uploads.some((u) => u.id === photo.id)
      ? { ...message, uploads: message.uploads.map((u) => (u.id === photo.id ? { ...u, paid: 1, url: photo.url } : u)) }
      : message;
  mapMessages(userId, (list) => list.map(unlock));
}

/** Fetches every cached chat list and conversation again, for events a realtime gap may have lost. */
export const refreshChatData = () => queryClient.invalidateQueries({ queryKey: chatKeys.all });

/** The summary the server would now give the thread: its text, or a marker the list translates. */
export function summaryOf(message: ChatMessage): string {
  if (message.recalled) return '[recalled]';
  if (message.message_type === 'gift') return '[gift]';
  if (message.message_content) return message.message_content;
  return message.uploads.length > 0 ? '[photo]' : '';
}

/** `PUT message_threads/{thread} {read}`: the open chat's messages stop counting as unread. */
export async function markThreadRead(userId: number, threadId: number): Promise<void> {
  patchThread(userId, { unread: 0 });
  try {
    await api.call(Api.chat.updateThread, { params: { id: threadId }, body: { read: true } }, { quiet: true });
  } catch {
    // The next open or message marks it again; the badge is corrected by the server's counter event.
  }
}

/** `POST draft` (quiet: a draft that fails to save is still in the input). */
export async function saveDraft(userId: number, draft: string): Promise<void> {
  try {
    await api.call(Api.chat.saveDraft, { body: { user_id: userId, draft } }, { quiet: true });
    patchThread(userId, { draft });
  } catch {
    // Kept in the input; the next keystroke saves it again.
  }
}

export function usePinThreadMutation() {
  return useMutation({
    mutationFn: ({ thread, top }: { thread: ChatThread; top: 0 | 1 }) =>
      api.call(Api.chat.updateThread, { params: { id: thread.id }, body: { top } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.threadLists() }),
  });
}

/** `DELETE message_threads/{id}`: gone from the member's list (the other side keeps theirs). */
export function useDeleteThreadMutation() {
  return useMutation({
    mutationFn: (thread: ChatThread) => api.call(Api.chat.removeThread, { params: { id: thread.id } }),
    onSuccess: (_result, thread) => {
      mapThreadLists((threads) => threads.filter((t) => t.id !== thread.id));
      queryClient.removeQueries({ queryKey: chatKeys.conversation(thread.user_id) });
    },
  });
}

/** `POST recall {id}`: the message stays in place as "recalled" on both sides. */
export function useRecallMutation(userId: number) {
  return useMutation({
    mutationFn: (id: number) => api.call(Api.chat.recall, { body: { id } }, { quiet: true }),
    // Past the recall window the server answers a plain 400 with reason recall_expired: told here translated.
    onError: (error) => {
      if (!isApiError(error)) return;
      if (error.reason === RefusalReason.RecallExpired)
        useUiStore.getState().showToast(i18n.t('chat:message.recallExpired'));
      else reactToApiError(error);
    },
    onSuccess: (message) => {
      upsertMessage(userId, message);
      void queryClient.invalidateQueries({ queryKey: chatKeys.threadLists() });
    },
  });
}

/** A message the member reported: gone from their conversation at once (the server deleted it for them). */
export function hideReportedMessage(userId: number, id: number): void {
  removeMessage(userId, id);
  void queryClient.invalidateQueries({ queryKey: chatKeys.threadLists() });
}

/** `DELETE messages/{id}`: removed for the member only. */
export function useDeleteMessageMutation(userId: number) {
  return useMutation({
    mutationFn: (id: number) => api.call(Api.chat.removeMessage, { params: { id } }),
    onSuccess: (_result, id) => {
      removeMessage(userId, id);
      void queryClient.invalidateQueries({ queryKey: chatKeys.threadLists() });
    },
  });
}

/** `GET message_templates/{user id}`: the member's say-hi, as it would reach this member. */
export function useMessageTemplateQuery(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.template(userId),
    queryFn: ({ signal }) => api.call(Api.chat.template, { params: { id: userId } }, { quiet: true, signal }),
    enabled,
    staleTime: CacheTime.normal,
  });
}

/** `POST sayhi {user_id}`: sends the template as the first message. */
export function useSayHiMutation(userId: number) {
  return useMutation({
    mutationFn: () => api.call(Api.chat.sayHi, { body: { user_id: userId } }),
    onSuccess: (message) => {
      upsertMessage(userId, message);
      raiseThread(userId, () => ({ summary: summaryOf(message), last_message_at: message.created_at, draft: '' }));
    },
  });
}
