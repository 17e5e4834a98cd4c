import { useQuery } from '@tanstack/react-query';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';

export const frontKeys = { members: ['front', 'members'] as const };

/** `GET front`: the members shown to visitors; a failure just leaves the strip out. */
export function useFrontMembersQuery() {
  return useQuery({
    queryKey: frontKeys.members,
    queryFn: ({ signal }) => api.call(Api.discovery.front, {}, { quiet: true, signal }),
    staleTime: CacheTime.normal,
    retry: false,
  });
}
