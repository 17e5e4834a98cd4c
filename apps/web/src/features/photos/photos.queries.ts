import { useInfiniteQuery, useMutation, type InfiniteData } from '@tanstack/react-query';
import {
  ErrorCode,
  type FeedItem,
  type MoveUploadBody,
  type PayUploadBody,
  type Photo,
  type PhotoPage,
  type UploadFolder,
  type UploadResult,
} from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime, queryClient } from '../../lib/query-client';
import { patchMe } from '../../lib/account.queries';
import { chatKeys } from '../chat';
import { feedKeys } from '../../lib/query-keys';
import { nextPageNumber, type CursorParam, type PageNumberParam } from '../../lib/paging';

type PhotoPages = InfiniteData<PhotoPage, PageNumberParam>;
type FeedPages = InfiniteData<{ data: FeedItem[] }, CursorParam>;

export const photoKeys = {
  all: ['photos'] as const,
  member: (userId: number) => [...photoKeys.all, 'member', userId] as const,
  folder: (userId: number, folder: UploadFolder | undefined) => [...photoKeys.member(userId), folder ?? 'all'] as const,
};

/** `GET photos/{id}?folder&page`: one member's photos in a folder, 16 a page (−1 = the end). */
export function useMemberPhotos(userId: number, folder?: UploadFolder, enabled = true) {
  return useInfiniteQuery({
    queryKey: photoKeys.folder(userId, folder),
    queryFn: ({ pageParam, signal }) =>
      api.call(Api.uploads.album, { params: { id: userId }, query: { folder, ...pageParam } }, { signal }),
    initialPageParam: undefined as PageNumberParam,
    getNextPageParam: nextPageNumber,
    enabled: enabled && Number.isInteger(userId) && userId > 0,
    staleTime: CacheTime.short,
  });
}

/** Replaces one photo wherever a cached photo list holds it. */
function replaceCachedPhoto(photo: Photo): void {
  queryClient.setQueriesData<PhotoPages>({ queryKey: photoKeys.all }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((p) => (p.id === photo.id ? photo : p)),
          })),
        }
      : data,
  );
}

/** A bought secret photo is unlocked in every cached post that shows it. */
function unlockInFeeds(photo: Photo): void {
  const unlock = (item: FeedItem): FeedItem =>
    item.uploads.some((u) => u.id === photo.id)
      ? { ...item, uploads: item.uploads.map((u) => (u.id === photo.id ? { ...u, paid: 1, url: photo.url } : u)) }
      : item;
  queryClient.setQueriesData<FeedPages>({ queryKey: feedKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map(unlock) })) } : data,
  );
  queryClient.setQueriesData<FeedItem>({ queryKey: [...feedKeys.all, 'item'] }, (item) => item && unlock(item));
}

/** `PUT uploads/pay`: 400022 (not enough gold) reaches the global prompt, which offers the recharge. */
export function usePayUpload() {
  return useMutation({
    // Refusals of the photo itself (its price changed, it is gone from that post) are told in the dialog.
    mutationFn: (body: PayUploadBody) => api.call(Api.uploads.pay, { body }, { expect: [ErrorCode.ValidationFailed] }),
    onSuccess: ({ photo, balance }) => {
      patchMe({ balance });
      replaceCachedPhoto(photo);
      unlockInFeeds(photo);
    },
  });
}

/** `PUT uploads/{id}`: move to another folder and/or set the secret price. */
export function useUpdatePhoto() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MoveUploadBody }) =>
      api.call(Api.uploads.move, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoKeys.all }),
  });
}

/** `DELETE uploads?ids=1,2`: the caller's own photos. */
export function useDeletePhotos() {
  return useMutation({
    mutationFn: (ids: number[]) => api.call(Api.uploads.remove, { query: { ids: ids.join(',') } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoKeys.all }),
  });
}

export const invalidatePhotos = () => queryClient.invalidateQueries({ queryKey: photoKeys.all });

/** After a refused pay (the owner changed the price), every place that shows photos and their prices reloads. */
export const refreshPhotoPrices = () =>
  Promise.all([
    invalidatePhotos(),
    queryClient.invalidateQueries({ queryKey: feedKeys.all }),
    queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
  ]);

/**
 * Puts already uploaded photos into `folder` (and sets the secret price), for a composer whose "secret"
 * switch changed after the photos were picked. Photos already right are left alone.
 */
export async function settlePhotos(uploads: UploadResult[], folder: UploadFolder, price?: number): Promise<void> {
  const wrong = uploads.filter(
    (u) => u.folder !== folder || (folder === 'secret' && price !== undefined && u.price !== price),
  );
  await Promise.all(
    wrong.map((u) =>
      api.call(Api.uploads.move, {
        params: { id: u.id },
        body: folder === 'secret' && price !== undefined ? { folder, price } : { folder },
      }),
    ),
  );
}
