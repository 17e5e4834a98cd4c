import { useInfiniteQuery, useMutation, type InfiniteData } from '@tanstack/react-query';
import type { FeedComment, FeedItem, ReactionEmoji } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../../lib/api';
import { CacheTime, queryClient } from '../../../lib/query-client';
import { feedKeys } from '../../../lib/query-keys';
import { nextCursor, type CursorParam, type ListPage } from '../../../lib/paging';
import { withReaction, withReactions } from './reactions';

type CommentPages = InfiniteData<ListPage<FeedComment>, CursorParam>;
type FeedPages = InfiniteData<ListPage<FeedItem>, CursorParam>;

/** Changes one post wherever it is cached: the feed lists and its own page. */
export function patchPost(id: number, patch: (item: FeedItem) => FeedItem): void {
  queryClient.setQueriesData<FeedPages>({ queryKey: feedKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((post) => (post.id === id ? patch(post) : post)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<FeedItem>(feedKeys.item(id), (item) => (item ? patch(item) : item));
}

/** `GET feeds/{id}/comments?max_id`: newest first, 20 a page; fetched once the panel is open. */
export function useComments(feedId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: feedKeys.comments(feedId),
    queryFn: ({ pageParam, signal }) =>
      api.call(Api.feed.comments, { params: { id: feedId }, query: pageParam }, { signal }),
    initialPageParam: undefined as CursorParam,
    getNextPageParam: nextCursor,
    enabled,
    staleTime: CacheTime.short,
    // The post's author keeps the panel open while others write: new comments come in on focus.
    refetchOnWindowFocus: true,
  });
}

/** `POST feeds/{id}/comments`: the new comment goes on top, and the post counts it. */
export function useAddComment(feedId: number) {
  return useMutation({
    mutationFn: (content: string) => api.call(Api.feed.comment, { params: { id: feedId }, body: { content } }),
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentPages>(feedKeys.comments(feedId), (data) => {
        if (!data?.pages.length) return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first!, data: [comment, ...first!.data] }, ...rest] };
      });
      patchPost(feedId, (post) => ({ ...post, comment_count: post.comment_count + 1 }));
    },
  });
}

/** Drops a comment from the post's list (deleted, or reported by the member). */
export function dropComment(feedId: number, commentId: number): void {
  queryClient.setQueryData<CommentPages>(feedKeys.comments(feedId), (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.filter((c) => c.id !== commentId) })) }
      : data,
  );
}

/** `DELETE feeds/{id}/comments/{comment_id}`: its writer or the post's author. */
export function useDeleteComment(feedId: number) {
  return useMutation({
    mutationFn: (commentId: number) =>
      api.call(Api.feed.removeComment, { params: { id: feedId, comment_id: commentId } }),
    onSuccess: (result) => {
      dropComment(feedId, result.id);
      patchPost(feedId, (post) => ({ ...post, comment_count: result.comment_count }));
    },
  });
}

/**
 * `PUT` / `DELETE feeds/{id}/reaction`: the bar changes at once and takes the server's counts when it
 * answers; a refusal (a block: 403001, told by the global toast) puts the post back as it was.
 */
export function useReaction(post: FeedItem) {
  return useMutation({
    mutationFn: (emoji: ReactionEmoji | null) =>
      emoji
        ? api.call(Api.feed.react, { params: { id: post.id }, body: { emoji } })
        : api.call(Api.feed.unreact, { params: { id: post.id } }),
    onMutate: (emoji) => {
      const before = { reactions: post.reactions, my_reaction: post.my_reaction };
      patchPost(post.id, (item) => withReaction(item, emoji));
      return before;
    },
    onSuccess: (answer) => patchPost(post.id, (item) => withReactions(item, answer)),
    onError: (_error, _emoji, before) => {
      if (before) patchPost(post.id, (item) => ({ ...item, ...before }));
    },
  });
}
