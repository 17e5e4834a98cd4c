import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type CounterType } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime, queryClient } from '../../lib/query-client';
import { useIsSignedIn } from '../../lib/session-store';
import { patchCounter } from '../../lib/account.queries';

export const counterKeys = { all: ['counters'] as const };

const countersQuery = {
  queryKey: counterKeys.all,
  queryFn: () => api.call(Api.notification.counters, {}, { quiet: true }),
};

/** Loads `GET counters` into the account's counter, which every badge reads. */
export function useCountersSync(): void {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({
    ...countersQuery,
    enabled: signedIn,
    staleTime: CacheTime.normal,
  });
  useEffect(() => {
    if (data) patchCounter(data);
  }, [data]);
}

/** Asks the server for fresh counters (after a realtime event that changes one). */
export async function refreshCounters(): Promise<void> {
  try {
    patchCounter(await queryClient.fetchQuery({ ...countersQuery, staleTime: 0 }));
  } catch {
    // Offline or signed out: the next event or page load brings the counters.
  }
}

/** `PUT counters {type}`: the member has seen that kind; its badge goes back to 0. */
export async function resetCounter(type: CounterType): Promise<void> {
  patchCounter({ [type]: 0 });
  try {
    patchCounter(await api.call(Api.notification.resetCounter, { body: { type } }, { quiet: true }));
  } catch {
    // The badge is already cleared locally; the next counter event or refetch corrects it.
  }
}
