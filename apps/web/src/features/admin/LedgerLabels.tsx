import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The ledger's kinds of entry the console names; any other shows as "Other". */
const KINDS = new Set([
  'recharge',
  'vip',
  'gift',
  'gift_commission',
  'photo',
  'contact',
  'contact_commission',
  'translation',
  'translation_hold',
  'translation_release',
  'mall',
  'mall_refund',
  'refund',
  'adjustment',
  'affiliate',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_paid',
  'income',
]);
/** The ledger's system accounts (`system:<name>`, the server's `SystemAccount`). */
const ACCOUNTS = new Set([
  'payments',
  'vip_sales',
  'revenue',
  'adjustments',
  'translation_holds',
  'affiliate',
  'withdraw_holds',
  'payouts',
]);

/** A ledger entry's kind in the operator's language. */
export function LedgerKind({ kind }: { kind: string }) {
  const { t } = useTranslation(['admin']);
  return <>{t(`money.ledgerKinds.${KINDS.has(kind) ? (kind as 'recharge') : 'other'}`)}</>;
}

/**
 * The other side of a ledger entry: a member (`user:<id>`) links to their console page; a system account
 * is named in the operator's language, its raw name kept as the tooltip for a finance reconciliation.
 */
export function LedgerCounterpart({ account }: { account: string }) {
  const { t } = useTranslation(['admin']);
  const member = /^user:(\d+)$/.exec(account);
  if (member) {
    return (
      <Link to={`/admin/members/${member[1]}`} className="link">
        {t('members.id', { id: member[1] })}
      </Link>
    );
  }
  const name = account.startsWith('system:') ? account.slice('system:'.length) : '';
  return <span title={account}>{t(`money.accounts.${ACCOUNTS.has(name) ? (name as 'payments') : 'system'}`)}</span>;
}
