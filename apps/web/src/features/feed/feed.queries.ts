import { useInfiniteQuery, useMutation, useQuery, type InfiniteData } from '@tanstack/react-query';
import { type CreateFeedBody, type FeedItem } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime, queryClient } from '../../lib/query-client';
import { feedKeys } from '../../lib/query-keys';
import { nextCursor, type CursorParam, type ListPage } from '../../lib/paging';

export type FeedPage = ListPage<FeedItem>;
type FeedPages = InfiniteData<FeedPage, CursorParam>;

/** `GET feeds?max_id`: the home news feed, newest first, 10 a page (−1 = the end). */
export function useHomeFeed() {
  return useInfiniteQuery({
    queryKey: feedKeys.home(),
    queryFn: ({ pageParam, signal }) => api.call(Api.feed.home, { query: pageParam }, { signal }),
    initialPageParam: undefined as CursorParam,
    getNextPageParam: nextCursor,
    staleTime: CacheTime.short,
  });
}

/** `GET feeds/user/{id}?max_id`: one member's posts (the timeline). */
export function useUserFeed(userId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: feedKeys.user(userId),
    queryFn: ({ pageParam, signal }) =>
      api.call(Api.feed.byUser, { params: { id: userId }, query: pageParam }, { signal }),
    initialPageParam: undefined as CursorParam,
    getNextPageParam: nextCursor,
    enabled: enabled && userId > 0,
    staleTime: CacheTime.short,
  });
}

/** The newest page of the home feed, quietly: `useNewFeedFlag` compares it with the list shown. */
export const fetchHomeFeedHead = () => api.call(Api.feed.home, {}, { quiet: true });

/** The newest page of a member's timeline, quietly. */
export const fetchUserFeedHead = (userId: number) =>
  api.call(Api.feed.byUser, { params: { id: userId } }, { quiet: true });

/** `GET feeds/{id}`: one post. Quiet: /feed/{id} tells a deleted or hidden post apart itself. */
export function useFeedItem(id: number) {
  return useQuery({
    queryKey: feedKeys.item(id),
    queryFn: ({ signal }) => api.call(Api.feed.get, { params: { id } }, { signal, quiet: true }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** Puts a new post at the top of the cached lists it belongs to (home and the author's timeline). */
function prependPost(item: FeedItem): void {
  for (const key of [feedKeys.home(), feedKeys.user(item.user_id)]) {
    queryClient.setQueryData<FeedPages>(key, (data) => {
      if (!data?.pages.length) return data;
      const [first, ...rest] = data.pages;
      if (first!.data.some((post) => post.id === item.id)) return data;
      return { ...data, pages: [{ ...first!, data: [item, ...first!.data] }, ...rest] };
    });
  }
  queryClient.setQueryData(feedKeys.item(item.id), item);
}

function removePost(id: number): void {
  hideReportedPost(id);
  queryClient.removeQueries({ queryKey: feedKeys.item(id) });
}

/**
 * A post the member reported leaves their feed lists at once (the server leaves it out of their lists
 * from now on); its own page still opens from a link.
 */
export function hideReportedPost(id: number): void {
  queryClient.setQueriesData<FeedPages>({ queryKey: feedKeys.lists() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.filter((p) => p.id !== id) })) }
      : data,
  );
}

/** `POST feeds`: 400057 (non-VIP limit) reaches the global prompt, which offers the upgrade. */
export function useCreateFeed() {
  return useMutation({
    mutationFn: (body: CreateFeedBody) => api.call(Api.feed.create, { body }),
    onSuccess: prependPost,
  });
}

/** `DELETE feeds/{id}` (owner only). */
export function useDeleteFeed() {
  return useMutation({
    mutationFn: (id: number) => api.call(Api.feed.remove, { params: { id } }),
    onSuccess: (_result, id) => removePost(id),
  });
}
