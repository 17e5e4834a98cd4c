import type { BillItem, Trade } from '@yuanfen/contract';
import type { LedgerRow } from './ledger.repo';

/** A ledger entry as the viewer's balance history shows it: + when gold came in, − when it left. */
export const presentTrade = (row: LedgerRow, account: string): Trade => ({
  id: row.id,
  amount: row.to_account === account ? row.amount : -row.amount,
  kind: row.kind,
  related_id: row.related_id,
  created_at: row.created_at.toISOString(),
});

/** A spending bill line (spec §3): amount, type, related id, date. */
export const presentBillItem = (row: LedgerRow): BillItem => ({
  id: row.id,
  amount: row.amount,
  type: row.kind,
  related_id: row.related_id,
  date: row.created_at.toISOString(),
});
