import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../format';
import { ListStatus } from '../ListStatus';
import { Pager } from '../Pager';
import { useListParams } from '../use-page-param';
import { LedgerCounterpart, LedgerKind } from '../LedgerLabels';
import { signedGold } from './money-rules';
import { useMemberLedger } from './money.queries';
import './money.css';

/** /admin/members/{id}/ledger: every gold movement of the member, read-only; corrections with their reason. */
export function MemberLedgerPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation(['admin']);
  const { page, update } = useListParams();
  const ledger = useMemberLedger(id, page);
  const data = ledger.data;
  const items = data?.data ?? [];
  return (
    <section className="card admin-card" aria-labelledby="money-ledger-title">
      <Link to={`/admin/members/${id}`} className="link">
        {t('money.ledger.back')}
      </Link>
      <h1 id="money-ledger-title" className="page-title">
        {data ? t('money.ledger.title', { name: data.member.name || t('members.id', { id }) }) : t('member.ledger')}
      </h1>
      {data ? <p data-testid="money-ledger-balance">{t('money.ledger.balance', { value: data.balance })}</p> : null}
      <ListStatus query={ledger} empty={items.length === 0} emptyText={t('member.noLedger')} />
      {items.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table money-table" aria-labelledby="money-ledger-title" data-testid="money-ledger">
            <thead>
              <tr>
                <th scope="col">{t('member.when')}</th>
                <th scope="col">{t('member.kind')}</th>
                <th scope="col">{t('member.counterpart')}</th>
                <th scope="col">{t('member.amount')}</th>
                <th scope="col">{t('money.ledger.note')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id} data-testid="money-ledger-entry">
                  <td data-label={t('member.when')}>{formatWhen(entry.created_at, i18n.language)}</td>
                  <td data-label={t('member.kind')}>
                    <LedgerKind kind={entry.kind} />
                  </td>
                  <td data-label={t('member.counterpart')} className="admin-break">
                    <LedgerCounterpart account={entry.counterpart} />
                  </td>
                  <td data-label={t('member.amount')} className={entry.amount < 0 ? 'money-out' : 'money-in'}>
                    {signedGold(entry.amount)}
                  </td>
                  <td data-label={t('money.ledger.note')}>
                    {entry.correction ? (
                      <span data-testid="money-ledger-correction">
                        {t('money.ledger.correction', {
                          name: entry.correction.operator_name ?? t('members.id', { id: entry.correction.operator_id }),
                          reason: entry.correction.reason,
                        })}
                      </span>
                    ) : (
                      (entry.related_id ?? '')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager page={page} nextPage={data?.next_page} busy={ledger.isFetching} onPage={(p) => update({ page: p })} />
    </section>
  );
}
