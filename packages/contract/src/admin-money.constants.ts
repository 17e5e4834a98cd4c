/*
 * The console's dashboard and money screens' constants (issue 17, docs/decisions.md 56, 57), apart from
 * their schemas so that a screen reading one does not pull zod into its chunk.
 */

/** How many days the dashboard's series cover (today included, UTC days). */
export const DASHBOARD_DAYS = 30;

/**
 * What the ledger says about an order: `matched` (paid and credited the order's gold once), `awaiting` (no
 * result yet, or held until released), `unpaid` (canceled or failed, nothing credited), or a mismatch:
 * `missing_credit` (paid, no gold), `amount_mismatch` (credited another amount), `unexpected_credit`
 * (gold credited although the order is not paid).
 */
export const RECONCILIATION_RESULTS = [
  'matched',
  'awaiting',
  'unpaid',
  'missing_credit',
  'amount_mismatch',
  'unexpected_credit',
] as const;
export type ReconciliationResult = (typeof RECONCILIATION_RESULTS)[number];
export const RECONCILIATION_MISMATCHES: readonly ReconciliationResult[] = [
  'missing_credit',
  'amount_mismatch',
  'unexpected_credit',
];

/** The ledger kinds that give gold back: an operator's refund of an entry, a cancelled mall order's. */
export const REFUND_KINDS = ['refund', 'mall_refund'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];
