/** Lists page by cursor (`next_max_id`) or by number (`next_page`); −1 means no more (ARCHITECTURE.md §4). */
export interface ListPage<T> {
  data: T[];
  next_max_id?: number;
  next_page?: number;
}
export type PageParam = { max_id: number } | { page: number } | undefined;

export function nextPageParam<T>(page: ListPage<T>): PageParam {
  if (page.next_max_id !== undefined) return page.next_max_id === -1 ? undefined : { max_id: page.next_max_id };
  if (page.next_page !== undefined && page.next_page !== -1) return { page: page.next_page };
  return undefined;
}

/** The items of every loaded page, in order. */
export const flattenPages = <T>(pages: Array<ListPage<T>> | undefined): T[] => pages?.flatMap((p) => p.data) ?? [];

/** The page parameter of a list paged by cursor, typed for `api.call` (`query: pageParam`). */
export type CursorParam = { max_id: number } | undefined;
export const nextCursor = <T>(page: ListPage<T>): CursorParam =>
  page.next_max_id === undefined || page.next_max_id === -1 ? undefined : { max_id: page.next_max_id };

/** The page parameter of a list paged by number. */
export type PageNumberParam = { page: number } | undefined;
export const nextPageNumber = <T>(page: ListPage<T>): PageNumberParam =>
  page.next_page === undefined || page.next_page === -1 ? undefined : { page: page.next_page };
