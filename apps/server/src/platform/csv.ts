/*
 * CSV as spreadsheets read it (RFC 4180, docs/decisions.md 60): UTF-8 with a byte-order mark so that Excel
 * reads Chinese, CRLF line ends, and text cells that a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) prefixed with an apostrophe. Numbers stay numbers.
 */

/** The byte-order mark that tells Excel the file is UTF-8. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: empty for null, numbers as they are, text quoted when it must be and never a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const raw = Array.isArray(value) ? value.map(String).join(' ') : String(value);
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended by CRLF. */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The value at a dotted path of a row (`member.name`), or undefined. */
export function valueAt(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
