import { NO_MORE } from '@yuanfen/contract';

/** Cursor paging: fetch `size + 1` rows ordered by id desc; the extra row says whether more exist. */
export function cursorPage<T extends { id: number }>(rows: T[], size: number) {
  const data = rows.slice(0, size);
  const last = data[data.length - 1];
  return { data, next_max_id: rows.length > size && last ? last.id : NO_MORE };
}

/** Page paging: fetch `size + 1` rows at offset (page - 1) * size. */
export function numberedPage<T>(rows: T[], page: number, size: number) {
  return { data: rows.slice(0, size), next_page: rows.length > size ? page + 1 : NO_MORE };
}

export const pageOffset = (page: number, size: number) => (Math.max(1, page) - 1) * size;
