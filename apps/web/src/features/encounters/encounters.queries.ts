import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EncounterBody } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';
import { userKeys } from '../../lib/query-keys';

/** How many cards one fetch brings; the deck asks for more when two are left. */
export const DECK_SIZE = 10;

export const encounterKeys = {
  all: ['encounters'] as const,
  deck: () => [...encounterKeys.all, 'deck'] as const,
};

/**
 * The deck; `again` once it ran dry and the member asked to see whom they passed: the first fetch of that
 * deck forgets the passes (`again=1`), the later ones fetch on as usual.
 */
export function useEncountersQuery(again = false) {
  const first = useRef(true);
  return useQuery({
    queryKey: [...encounterKeys.deck(), again],
    queryFn: ({ signal }) => {
      const recycle = again && first.current;
      if (again) first.current = false;
      return api.call(
        Api.discovery.encounters,
        { query: { limit: DECK_SIZE, ...(recycle ? { again: 1 } : {}) } },
        { signal },
      );
    },
    staleTime: CacheTime.short,
  });
}

/** Like or pass; a like changes the likes lists, so they are refetched. */
export function useEncounterMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EncounterBody) => api.call(Api.discovery.encounter, { body }),
    onSuccess: (result) => {
      if (result.action === 'like') void client.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
