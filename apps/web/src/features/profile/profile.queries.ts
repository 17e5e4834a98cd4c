import { useQuery } from '@tanstack/react-query';
import { type UserProfile } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';
import { useIsSignedIn } from '../../lib/session-store';
import { useMe } from '../../lib/account.queries';
import { userKeys } from '../../lib/query-keys';

export type { UserProfile };

/**
 * A member's profile. A signed-in visit to someone else goes through `u/{id}?redirect=0`, which records the
 * visit; a hidden profile answers 400061, which the global prompt shows (with the upgrade button).
 */
export function useProfileQuery(id: number) {
  const signedIn = useIsSignedIn();
  const me = useMe();
  const self = me?.id === id;
  return useQuery({
    queryKey: userKeys.profile(id),
    queryFn: ({ signal }) =>
      signedIn && !self
        ? api.call(
            Api.profile.visit,
            { params: { id }, query: { redirect: 0, referrer: document.referrer || undefined } },
            { signal },
          )
        : api.call(Api.profile.get, { params: { id } }, { signal }),
    enabled: Number.isInteger(id) && id > 0 && (!signedIn || me !== undefined),
    staleTime: CacheTime.short,
  });
}
