import type { AuditFilter } from '../admin.queries';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FIELDS = ['actor_id', 'action', 'target', 'from', 'to'] as const;
export type AuditFilterField = (typeof FIELDS)[number];

/**
 * The audit log's filters from the URL (`?actor_id=&action=&target=&from=&to=`): an operator id, an action
 * and a target as typed, and whole days; anything malformed is left out rather than sent to be refused.
 */
export function auditFilterFrom(params: URLSearchParams): AuditFilter {
  const text = (name: string) => params.get(name)?.trim().slice(0, 60) || undefined;
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const actor = Number(params.get('actor_id'));
  const filter: AuditFilter = {
    actor_id: Number.isInteger(actor) && actor > 0 && actor <= 2_147_483_647 ? actor : undefined,
    action: text('action'),
    target: text('target'),
    from: day('from'),
    to: day('to'),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as AuditFilter;
}

/** The URL changes that set the filters as typed in the form (empty ones are removed), back on page 1. */
export function auditFilterChanges(
  draft: Record<AuditFilterField, string>,
): Record<string, string | number | undefined> {
  return { ...Object.fromEntries(FIELDS.map((field) => [field, draft[field].trim() || undefined])), page: 1 };
}

export const AUDIT_FILTER_FIELDS = FIELDS;
