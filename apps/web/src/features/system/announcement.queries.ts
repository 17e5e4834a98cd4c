import { useMutation, useQuery } from '@tanstack/react-query';
import { Api } from '@yuanfen/contract/routes';
import { patchMe } from '../../lib/account.queries';
import { api } from '../../lib/api';
import { CacheTime, queryClient } from '../../lib/query-client';
import { useSessionStore } from '../../lib/session-store';

export const announcementKeys = {
  all: ['announcements'] as const,
  latest: (language: string) => [...announcementKeys.all, 'latest', language] as const,
};

/** `GET announcements/latest` in the language shown (the server reads it from Accept-Language). Quiet. */
export function useLatestAnnouncementQuery(language: string) {
  return useQuery({
    queryKey: announcementKeys.latest(language),
    queryFn: () => api.call(Api.announcements.latest, {}, { quiet: true }),
    staleTime: CacheTime.long,
  });
}

/** A newer announcement was published: fetch it again, in the language shown. */
export const refetchAnnouncement = () => queryClient.invalidateQueries({ queryKey: announcementKeys.all });

/**
 * Closing an announcement: this device remembers it at once (spec §3 local storage: announcement-read id);
 * a member's account remembers it too (`POST announcements/read`), so their other devices do not show it.
 */
export function useCloseAnnouncement(signedIn: boolean) {
  return useMutation({
    mutationFn: async (id: number) => {
      useSessionStore.getState().set({ announcementReadId: id });
      if (!signedIn) return;
      const { announcement } = await api.call(Api.announcements.read, { body: { id } }, { quiet: true });
      patchMe({ announcement });
    },
  });
}
