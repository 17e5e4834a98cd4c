import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAnnouncementBody, AdminAnnouncementUpdate, AdminVersionBody } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../../lib/api';
import { CacheTime } from '../../../lib/query-client';
import { adminKeys } from '../admin.queries';

export const contentKeys = {
  announcements: (page: number) => [...adminKeys.all, 'announcements', page] as const,
  versions: () => [...adminKeys.all, 'versions'] as const,
};

export function useAdminAnnouncements(page: number) {
  return useQuery({
    queryKey: contentKeys.announcements(page),
    queryFn: ({ signal }) => api.call(Api.announcements.adminList, { query: { page } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: CacheTime.short,
  });
}

/** After a write: the list, the audit log and, for this operator too, the announcement shown to members. */
function useWritten() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: [...adminKeys.all, 'announcements'] });
    void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    void client.invalidateQueries({ queryKey: ['announcements'] });
  };
}

export function useCreateAnnouncement() {
  const written = useWritten();
  return useMutation({
    mutationFn: (body: AdminAnnouncementBody) => api.call(Api.announcements.adminCreate, { body }, { quiet: true }),
    onSuccess: written,
  });
}

export function useUpdateAnnouncement() {
  const written = useWritten();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminAnnouncementUpdate }) =>
      api.call(Api.announcements.adminUpdate, { params: { id }, body }, { quiet: true }),
    onSuccess: written,
  });
}

export function useAdminVersions() {
  return useQuery({
    queryKey: contentKeys.versions(),
    queryFn: ({ signal }) => api.call(Api.announcements.adminVersions, {}, { quiet: true, signal }),
    staleTime: CacheTime.short,
  });
}

export function usePublishVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminVersionBody) => api.call(Api.announcements.adminPublishVersion, { body }, { quiet: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: contentKeys.versions() });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}
