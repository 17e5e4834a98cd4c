import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAnnouncementBody,
  AdminAnnouncementUpdate,
  AdminPageBody,
  AdminVersionBody,
  Language,
  StaticPageContent,
  StaticPageName,
} from '@yuanfen/contract';
import { loadStaticTexts } from '@yuanfen/i18n/load';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../../lib/api';
import { CacheTime } from '../../../lib/query-client';
import { adminKeys } from '../admin.queries';
import { pageKeys } from '../../static';

export const contentKeys = {
  announcements: (page: number) => [...adminKeys.all, 'announcements', page] as const,
  versions: () => [...adminKeys.all, 'versions'] as const,
  pages: () => [...adminKeys.all, 'pages'] as const,
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

/** Every page text an operator wrote. */
export function useAdminPages() {
  return useQuery({
    queryKey: contentKeys.pages(),
    queryFn: ({ signal }) => api.call(Api.announcements.adminPages, {}, { quiet: true, signal }),
    staleTime: CacheTime.short,
  });
}

/** The locale files' text of a page in a language: what the page shows while no operator wrote one. */
export function useDefaultPageText(name: StaticPageName, language: Language) {
  return useQuery({
    queryKey: [...adminKeys.all, 'page-default', language] as const,
    queryFn: () => loadStaticTexts[language](),
    staleTime: Infinity,
    select: (texts) => (texts as Record<string, StaticPageContent | undefined>)[name] ?? null,
  });
}

/** After a page's text changed: the list, the audit log and the page members read. */
function usePageWritten() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: contentKeys.pages() });
    void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    void client.invalidateQueries({ queryKey: pageKeys.all });
  };
}

export function useSavePage() {
  const written = usePageWritten();
  return useMutation({
    mutationFn: ({ name, body }: { name: StaticPageName; body: AdminPageBody }) =>
      api.call(Api.announcements.adminSavePage, { params: { name }, body }, { quiet: true }),
    onSuccess: written,
  });
}

export function useRemovePage() {
  const written = usePageWritten();
  return useMutation({
    mutationFn: ({ name, language }: { name: StaticPageName; language: Language }) =>
      api.call(Api.announcements.adminRemovePage, { params: { name }, query: { language } }, { quiet: true }),
    onSuccess: written,
  });
}
