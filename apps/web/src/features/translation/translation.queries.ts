import { useMutation, useQuery, type InfiniteData } from '@tanstack/react-query';
import {
  type AskEvent,
  type ChatMessage,
  type FeedComment,
  type FeedItem,
  type Progress,
  type TranslatableType,
  type TranslationEvent,
  type TranslationFields,
  type TranslatorQueue,
  type TranslatorTask,
} from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime, queryClient } from '../../lib/query-client';
import { useIsSignedIn } from '../../lib/session-store';
import type { ConversationPages } from '../chat';
import { chatKeys, feedKeys } from '../../lib/query-keys';
import type { FeedPage } from '../feed';

export const translationKeys = {
  all: ['translation'] as const,
  settings: () => [...translationKeys.all, 'settings'] as const,
  translator: () => [...translationKeys.all, 'translator'] as const,
  queue: () => [...translationKeys.all, 'queue'] as const,
  progress: (type: TranslatableType, id: number) => [...translationKeys.all, 'progress', type, id] as const,
  /** A biography's translation, asked for on the profile (profiles carry no translation fields). */
  bio: (userId: number) => [...translationKeys.all, 'bio', userId] as const,
};

/** Engines and prices: machine translation may be unavailable on this server, which the client says. */
export function useTranslationSettings() {
  return useQuery({
    queryKey: translationKeys.settings(),
    queryFn: ({ signal }) => api.call(Api.translation.settings, {}, { quiet: true, signal }),
    staleTime: CacheTime.long,
  });
}

/** Whether the member translates for others (the queue's menu entry). */
export function useTranslatorStatus() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: translationKeys.translator(),
    queryFn: ({ signal }) => api.call(Api.translation.translatorStatus, {}, { quiet: true, signal }),
    enabled: signedIn,
    staleTime: CacheTime.long,
  });
}

type FeedPages = InfiniteData<FeedPage, unknown>;

const fieldsOf = (source: TranslationFields): TranslationFields => ({
  lang: source.lang,
  translate: source.translate,
  translate_status: source.translate_status,
  translate_engine: source.translate_engine,
});

/**
 * Puts a translation wherever the item is cached: every loaded conversation for a message, every feed
 * list and the post's own page for a post, the loaded comments for a comment, the biography's own entry
 * for a biography.
 */
export function applyTranslation(type: TranslatableType, id: number, source: TranslationFields): void {
  const fields = fieldsOf(source);
  if (type === 'message') {
    const patch = (message: ChatMessage) => (message.id === id ? { ...message, ...fields } : message);
    queryClient.setQueriesData<ConversationPages>({ queryKey: chatKeys.conversations() }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(patch) })) } : data,
    );
  } else if (type === 'feed') {
    const patch = (post: FeedItem) => (post.id === id ? { ...post, ...fields } : post);
    queryClient.setQueriesData<FeedPages>({ queryKey: feedKeys.lists() }, (data) =>
      data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(patch) })) } : data,
    );
    queryClient.setQueryData<FeedItem>(feedKeys.item(id), (post) => (post ? patch(post) : post));
  } else if (type === 'comment') {
    const patch = (comment: FeedComment) => (comment.id === id ? { ...comment, ...fields } : comment);
    queryClient.setQueriesData<InfiniteData<{ data: FeedComment[] }, unknown>>(
      { queryKey: feedKeys.allComments() },
      (data) => (data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(patch) })) } : data),
    );
  } else {
    queryClient.setQueryData(translationKeys.bio(id), fields);
  }
}

/** Marks an item as being translated while the request runs (the answer or the event replaces it). */
function markPending(type: TranslatableType, id: number, lang: string | null) {
  applyTranslation(type, id, { lang, translate: null, translate_status: 'pending', translate_engine: null });
}

/** `POST translations`: one item in the member's language now (also the retry of a failed one). */
export function useTranslateMutation() {
  return useMutation({
    mutationFn: ({ type, id }: { type: TranslatableType; id: number; lang: string | null }) =>
      api.call(Api.translation.translate, { body: { type, id } }),
    onMutate: ({ type, id, lang }) => markPending(type, id, lang),
    onSuccess: (result, { type, id }) => applyTranslation(type, id, result),
    onError: (_error, { type, id, lang }) =>
      applyTranslation(type, id, { lang, translate: null, translate_status: 'none', translate_engine: null }),
  });
}

/** `POST translations/preview`: the draft in the recipient's language and back. */
export function usePreviewMutation() {
  return useMutation({
    mutationFn: (body: { user_id: number; text: string }) => api.call(Api.translation.preview, { body }),
  });
}

// Human translation

/** `GET progress?type&id`: the member's request for the item and what asking costs. */
export function useProgressQuery(type: TranslatableType, id: number, enabled: boolean) {
  return useQuery({
    queryKey: translationKeys.progress(type, id),
    queryFn: ({ signal }) => api.call(Api.translation.progress, { query: { type, id } }, { signal }),
    enabled,
    staleTime: CacheTime.short,
  });
}

/** `POST ask`: the price is held until a translator answers or the deadline passes. */
export function useAskMutation() {
  return useMutation({
    mutationFn: ({ type, id }: { type: TranslatableType; id: number }) =>
      api.call(Api.translation.ask, { body: { type, id } }),
    onSuccess: (request, { type, id }) =>
      queryClient.setQueryData<Progress>(translationKeys.progress(type, id), (progress) => ({
        price: progress?.price ?? request.price,
        request,
      })),
  });
}

/** The translator's queue: open requests in their pairs and the ones they took. */
export function useTranslatorQueue(enabled: boolean) {
  return useQuery({
    queryKey: translationKeys.queue(),
    queryFn: ({ signal }) => api.call(Api.translation.queue, {}, { signal }),
    enabled,
    staleTime: CacheTime.short,
  });
}

const upsertTask = (task: TranslatorTask, drop = false) =>
  queryClient.setQueryData<TranslatorQueue>(translationKeys.queue(), (queue) => {
    if (!queue) return queue;
    const rest = queue.data.filter((item) => item.id !== task.id);
    return { ...queue, data: drop ? rest : [task, ...rest].sort((a, b) => b.id - a.id) };
  });

export function useClaimMutation() {
  return useMutation({
    mutationFn: (id: number) => api.call(Api.translation.claim, { params: { id } }),
    onSuccess: (task) => upsertTask(task),
    onError: () => void queryClient.invalidateQueries({ queryKey: translationKeys.queue() }),
  });
}

export function useAnswerMutation() {
  return useMutation({
    mutationFn: (body: { id: number; content: string }) => api.call(Api.translation.answer, { body }),
    onSuccess: (task) => upsertTask(task),
  });
}

/** The `translation` event: a translation finished, failed, or a human request moved on. */
export function onTranslationEvent(event: TranslationEvent): void {
  if (event.request) {
    queryClient.setQueryData<Progress>(translationKeys.progress(event.type, event.id), (progress) => ({
      price: progress?.price ?? event.request!.price,
      request: event.request,
    }));
    // Claimed or expired requests change the request only; the item keeps what it shows.
    if (event.translate_status !== 'done') return;
  }
  applyTranslation(event.type, event.id, event);
}

/** The `ask` event: the queue changes live; a request another translator took leaves it. */
export function onAskEvent({ kind, task }: AskEvent): void {
  // Another translator's claim or answer, or an expiry, takes it out; the caller's own claim and answer stay.
  const held = task.can.answer || task.answer !== null;
  const taken = (kind === 'claimed' || kind === 'done' || kind === 'expired') && !held;
  upsertTask(task, taken);
}
