import { useQuery } from '@tanstack/react-query';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { useIsSignedIn } from '../../lib/session-store';
import { userKeys } from '../../lib/query-keys';

/** Below the members' keys: saving the profile (which invalidates those) refreshes the progress. */
export const onboardingKeys = {
  progress: () => [...userKeys.all, 'onboarding'] as const,
  partners: () => [...userKeys.all, 'onboarding', 'partners'] as const,
};

/** `GET onboarding`: the steps, each done or not as the profile says. */
export function useOnboardingQuery() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: onboardingKeys.progress(),
    queryFn: ({ signal }) => api.call(Api.profile.onboarding, {}, { signal }),
    enabled: signedIn,
  });
}

/** The first members to say hi to: the top of the recommendations (complementary learners first). */
export function usePartnersQuery(enabled: boolean) {
  return useQuery({
    queryKey: onboardingKeys.partners(),
    queryFn: ({ signal }) => api.call(Api.discovery.recommend, { query: {} }, { signal }),
    enabled,
    select: (page) => page.data.slice(0, 6),
  });
}
