import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@yuanfen/contract';
import { formatWhen } from '../format';
import { LedgerCounterpart, LedgerKind } from '../LedgerLabels';

/** The member's latest gold movements, read-only (the devices are `MemberDevices`). */
export function MemberHistory({ member }: { member: AdminUserDetail }) {
  const { t, i18n } = useTranslation(['admin']);
  return (
    <>
      <section className="card admin-card" aria-labelledby="admin-ledger">
        <h2 id="admin-ledger">{t('member.ledger')}</h2>
        {member.ledger.length === 0 ? (
          <p className="muted">{t('member.noLedger')}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table" data-testid="admin-ledger">
              <thead>
                <tr>
                  <th scope="col">{t('member.when')}</th>
                  <th scope="col">{t('member.kind')}</th>
                  <th scope="col">{t('member.counterpart')}</th>
                  <th scope="col">{t('member.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {member.ledger.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label={t('member.when')}>{formatWhen(entry.created_at, i18n.language)}</td>
                    <td data-label={t('member.kind')}>
                      <LedgerKind kind={entry.kind} />
                    </td>
                    <td data-label={t('member.counterpart')}>
                      <LedgerCounterpart account={entry.counterpart} />
                    </td>
                    <td data-label={t('member.amount')}>
                      {entry.amount > 0 ? `+${entry.amount}` : `−${Math.abs(entry.amount)}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
