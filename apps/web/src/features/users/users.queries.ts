import { useInfiniteQuery } from '@tanstack/react-query';
import { ErrorCode, Limits, type FriendCard, type UserCard } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api, isApiError, type ApiError } from '../../lib/api';
import { nextPageNumber, nextPageParam, type ListPage, type PageNumberParam, type PageParam } from '../../lib/paging';
import { CacheTime } from '../../lib/query-client';
import { userKeys } from '../../lib/query-keys';
import { reactToApiError } from '../system';
import type { SearchFilterValues } from './SearchFilters';
import { LIST_ENDPOINT, type ListType } from './user-types';

/** A member as any list shows them: the contract card plus the extras some lists carry. */
export type MemberCardData = Pick<UserCard, 'user_id' | 'name' | 'avatar'> &
  Partial<Omit<UserCard, 'user_id' | 'name' | 'avatar'>> &
  Partial<Pick<FriendCard, 'remark' | 'top'>> & { status?: number; visited_at?: string; created_at?: string };

/** A 404 on a list path means the server has not shipped that list yet. */
export const isMissingEndpoint = (error: unknown): boolean => isApiError(error) && error.status === 404;

/**
 * Lists answer their own 404 (not shipped yet) and their own VIP-only refusal (the list shows one upgrade
 * note in its place, not a second prompt over it); every other failure gets the usual prompt or toast.
 */
async function listCall<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const ownAnswer =
      isApiError(error) && (error.status === 404 || error.status === 401 || error.code === ErrorCode.VipOnly);
    if (isApiError(error) && !ownAnswer) reactToApiError(error as ApiError);
    throw error;
  }
}

export function useUserListQuery(type: ListType, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: userKeys.list(type),
    // Every list's cards are member cards; the lists' own extras are the optional fields of MemberCardData.
    queryFn: ({ pageParam, signal }): Promise<ListPage<MemberCardData>> =>
      listCall(() => api.call(LIST_ENDPOINT[type], { query: pageParam }, { quiet: true, signal })),
    initialPageParam: undefined as PageParam,
    getNextPageParam: nextPageParam,
    enabled,
    staleTime: CacheTime.short,
  });
}

/** Whether any filter is chosen: then the criteria alone search (`mode: "filter"`), without a keyword. */
export const hasFilters = (filters: SearchFilterValues) => Object.values(filters).some((v) => v !== undefined);

/**
 * `POST search` by keyword, run only for queries longer than 2 characters (spec §5); with `byCriteria`
 * and no keyword, the filters alone (`mode: "filter"`), run once some filter is chosen.
 */
export function useSearchQuery(q: string, filters: SearchFilterValues = {}, byCriteria = false) {
  const filterMode = byCriteria && q.length < Limits.searchMinLength;
  return useInfiniteQuery({
    queryKey: userKeys.search(filterMode ? '' : q, filters),
    queryFn: ({ pageParam, signal }) =>
      listCall(() =>
        api.call(
          Api.discovery.search,
          {
            body: filterMode
              ? { mode: 'filter', ...filters, ...pageParam }
              : { mode: 'keyword', q, ...filters, ...pageParam },
          },
          { quiet: true, signal },
        ),
      ),
    initialPageParam: undefined as PageNumberParam,
    getNextPageParam: nextPageNumber,
    enabled: filterMode ? hasFilters(filters) : q.length >= Limits.searchMinLength,
    staleTime: CacheTime.short,
  });
}

/** The first few search hits for the top-bar dropdown, sharing the search page's cache. */
export function useSearchPreview(q: string) {
  const query = useSearchQuery(q);
  return { ...query, hits: query.data?.pages[0]?.data.slice(0, 5) ?? [] };
}
