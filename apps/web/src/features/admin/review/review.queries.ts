import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPhotoFlagDecisionBody, AdminSayHiDecisionBody, PhotoFlagStatus, SayHiPart } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../../lib/api';
import { CacheTime } from '../../../lib/query-client';
import { adminKeys } from '../admin.queries';

/** The console's review queues (docs/decisions.md 66): say-hi templates and photos the text check flagged. */
export const reviewKeys = {
  sayHi: (holds: SayHiPart | undefined, page: number) => [...adminKeys.all, 'say-hi', holds ?? 'all', page] as const,
  photos: (status: PhotoFlagStatus, page: number) => [...adminKeys.all, 'photo-flags', status, page] as const,
};

/** `GET admin/say-hi?holds=&page=`: templates changed since their last review, newest change first. */
export function useSayHiQueue(holds: SayHiPart | undefined, page: number) {
  return useQuery({
    queryKey: reviewKeys.sayHi(holds, page),
    queryFn: ({ signal }) =>
      api.call(Api.adminReview.sayHi, { query: { page, ...(holds ? { holds } : {}) } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: CacheTime.short,
  });
}

/** `GET admin/photo-flags?status=&page=`: signed photo links expire, so the list is fetched again rather than kept. */
export function usePhotoFlags(status: PhotoFlagStatus, page: number) {
  return useQuery({
    queryKey: reviewKeys.photos(status, page),
    queryFn: ({ signal }) => api.call(Api.adminReview.photoFlags, { query: { status, page } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: CacheTime.short,
  });
}

/** Each decision changes the queue, the dashboard's counts and the audit log. */
function useInvalidateAfter(list: string) {
  const client = useQueryClient();
  return () => {
    for (const key of [list, 'audit', 'dashboard'])
      void client.invalidateQueries({ queryKey: [...adminKeys.all, key] });
  };
}

export function useDecideSayHi() {
  const done = useInvalidateAfter('say-hi');
  return useMutation({
    mutationFn: ({ id, ...body }: AdminSayHiDecisionBody & { id: number }) =>
      api.call(Api.adminReview.decideSayHi, { params: { id }, body }, { quiet: true }),
    onSettled: done,
  });
}

export function useDecidePhotoFlag() {
  const done = useInvalidateAfter('photo-flags');
  return useMutation({
    mutationFn: ({ id, ...body }: AdminPhotoFlagDecisionBody & { id: number }) =>
      api.call(Api.adminReview.decidePhotoFlag, { params: { id }, body }, { quiet: true }),
    onSettled: done,
  });
}
