import { Readable } from 'node:stream';
import { NO_MORE, type EndpointDef, type QueryOf } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform/audit.repo';
import { CSV_BOM, csvLine, valueAt } from '../../platform/csv';
import { route, type RouteExtras } from '../../platform/route';
import type { Operator } from './admin.service';
import { operatorOf } from './operator-gates';

/** At most this many rows in one export (a bigger one asks for narrower filters). */
export const EXPORT_MAX_ROWS = 10_000;

/** A page of a console list, as its service answers it (numbered pages). */
interface ListPage<Row> {
  data: Row[];
  next_page: number;
}

/** What a console list gives to be exported: its name, its service call (which authorizes) and its columns. */
export interface CsvList<E extends EndpointDef, Row> {
  /** The list's name in the file name and the audit entry (`export` of `list:<name>`). */
  name: string;
  /** The list's own call, page by page, with the export's filters: it authorizes as the list does. */
  page: (op: Operator, query: QueryOf<E> & { page: number }) => Promise<ListPage<Row>>;
  /** The columns: field names of the list's rows, dotted for nested ones (`member.id`). */
  columns: readonly string[];
}

async function* csvRows<Row>(
  first: ListPage<Row>,
  next: (page: number) => Promise<ListPage<Row>>,
  columns: readonly string[],
) {
  yield CSV_BOM + csvLine(columns);
  let page = first;
  let rows = 0;
  for (;;) {
    for (const row of page.data) {
      if (rows++ >= EXPORT_MAX_ROWS) return;
      yield csvLine(columns.map((column) => valueAt(row, column)));
    }
    if (page.next_page === NO_MORE || page.data.length === 0) return;
    page = await next(page.next_page);
  }
}

/**
 * Registers `GET /admin/<list>/export.csv` (docs/decisions.md 60): the list's first page is read before
 * anything is sent, so a refusal (role, two-factor, bad filter) is the usual JSON 4xx; then the export is
 * audited (`export`, `list:<name>`, with its filters) and the rows are streamed page by page.
 */
export function csvExportRoute<E extends EndpointDef, Row>(
  app: FastifyInstance,
  endpoint: E,
  list: CsvList<E, Row>,
  extras: RouteExtras,
): void {
  route(
    app,
    endpoint,
    async (req, reply) => {
      const op = operatorOf(req);
      const filters = { ...(req.query as QueryOf<E> & object) };
      const next = (page: number) => list.page(op, { ...filters, page });
      const first = await next(1);
      const { page: _ignored, ...audited } = filters as Record<string, unknown>;
      await app.db.transaction((tx) =>
        recordAudit(tx, {
          actorId: op.actor.id,
          action: 'export',
          target: `list:${list.name}`,
          after: { filters: audited },
          ip: op.ip,
        }),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${list.name}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csvRows(first, next, list.columns)));
    },
    extras,
  );
}
