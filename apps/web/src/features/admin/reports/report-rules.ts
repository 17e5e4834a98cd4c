import {
  REPORT_DECISIONS,
  REPORT_STATUSES,
  REPORT_TYPES,
  type AdminReport,
  type ReportDecision,
  type ReportStatus,
  type ReportType,
} from '@yuanfen/contract';
import type { ReportFilter } from '../admin.queries';

/** The queue's filter from the URL: a known kind or all, a known status or the open ones. */
export function reportFilterFrom(kind: string | null, status: string | null): ReportFilter {
  const knownKind = (REPORT_TYPES as readonly string[]).includes(kind ?? '') ? (kind as ReportType) : undefined;
  const knownStatus = (REPORT_STATUSES as readonly string[]).includes(status ?? '') ? (status as ReportStatus) : 'open';
  return knownKind ? { kind: knownKind, status: knownStatus } : { status: knownStatus };
}

/**
 * The decisions offered on a report: none once decided; "hide" only for an item that exists and is not
 * hidden yet (a member report has no item to hide); suspend and ban only for an operator who may change a
 * member's status, and only when the report names a member.
 */
export function decisionsFor(report: AdminReport, canSanction: boolean): ReportDecision[] {
  if (report.status !== 'open') return [];
  const hasMember = report.subject.member !== null;
  return REPORT_DECISIONS.filter((decision) => {
    if (decision === 'hide') return report.kind !== 'user' && !report.subject.missing && !report.subject.hidden;
    if (decision === 'warn') return hasMember;
    if (decision === 'suspend' || decision === 'ban') return canSanction && hasMember;
    return true;
  });
}
