import { useQuery } from '@tanstack/react-query';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';

/** The server answers 2 characters or more (`GET location?k=`). */
const MIN_KEYWORD = 2;

export const placeKeys = {
  all: ['places'] as const,
  search: (k: string, lang: string) => [...placeKeys.all, lang, k] as const,
};

/** Cities and countries for a location field, country names in the interface language. */
export function usePlacesQuery(keyword: string, lang: string) {
  const k = keyword.trim();
  return useQuery({
    queryKey: placeKeys.search(k, lang),
    queryFn: ({ signal }) => api.call(Api.discovery.location, { query: { k, lang } }, { quiet: true, signal }),
    enabled: k.length >= MIN_KEYWORD,
    staleTime: CacheTime.long,
  });
}
