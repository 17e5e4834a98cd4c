/**
 * The pure parts of exporting a console list as CSV (docs/decisions.md 60): which filters go to the
 * export (those of the list, without its page), and the file name the browser saves.
 */

/** The list's filters as the export sends them: no page, nothing empty. */
export function exportFilters<T extends object>(filter: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(filter).filter(
      ([key, value]) => key !== 'page' && value !== undefined && value !== null && value !== '',
    ),
  ) as Partial<T>;
}

/** `members-2026-11-27.csv`: the list and the day (UTC) of the export. */
export const exportFileName = (list: string, at: Date): string => `${list}-${at.toISOString().slice(0, 10)}.csv`;
