/** Row ids are PostgreSQL `integer`s: a cursor above 2^31 − 1 names no row and is refused as invalid. */
export const MAX_ROW_ID = 2_147_483_647;

/** The `next_max_id` / `next_page` of a list's last page. */
export const NO_MORE = -1;
