import { useQuery } from '@tanstack/react-query';
import { Api } from '@yuanfen/contract/routes';
import { useMe } from '../../lib/account.queries';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';
import { useIsSignedIn } from '../../lib/session-store';

export const operatorKey = ['admin', 'session'] as const;

/**
 * `GET admin/me`: the viewer's operator roles, two-factor state and permissions, asked by the console
 * only. A member without an operator role gets a 403 (the console says it is for operators), so the call
 * is quiet and, once refused, not asked again this session.
 */
export function useOperatorSessionQuery() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: operatorKey,
    queryFn: ({ signal }) => api.call(Api.admin.me, {}, { quiet: true, signal }),
    enabled: signedIn,
    staleTime: CacheTime.long,
    retryOnMount: false,
  });
}

/** Whether the signed-in member holds an operator role (`me.roles`; the console's entries show only then). */
export const useIsOperator = (): boolean => (useMe()?.roles.length ?? 0) > 0;
