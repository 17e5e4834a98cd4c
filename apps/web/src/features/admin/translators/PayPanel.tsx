import { useTranslation } from 'react-i18next';
import type { AdminSession } from '@yuanfen/contract';
import { ListStatus } from '../ListStatus';
import { Pager } from '../Pager';
import { monthFrom, shiftMonth } from './translators-rules';
import { useTranslatorPay } from './translators.queries';
import { ExportButton } from '../ExportButton';
import { Fact, MemberName, type Params } from './translator-parts';

export function PayPanel({ session, list }: { session: AdminSession; list: Params }) {
  const { t, i18n } = useTranslation(['admin']);
  const { params, page, update } = list;
  const month = monthFrom(params.get('month'), new Date());
  const pay = useTranslatorPay(month, page);
  const items = pay.data?.data ?? [];
  const [year, index] = month.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat(
    i18n.language === 'tw' ? 'zh-TW' : i18n.language === 'zh' ? 'zh-CN' : i18n.language,
    { year: 'numeric', month: 'long', timeZone: 'UTC' },
  ).format(new Date(Date.UTC(year!, index! - 1, 1)));
  const gold = (count: number) => t('translators.gold', { count });
  return (
    <>
      <nav className="admin-translators__month" aria-label={t('translators.pay.month')}>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => update({ month: shiftMonth(month, -1), page: 1 })}
        >
          {t('translators.pay.previous')}
        </button>
        <strong aria-live="polite" data-testid="admin-pay-month">
          {monthName}
        </strong>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => update({ month: shiftMonth(month, 1), page: 1 })}
        >
          {t('translators.pay.next')}
        </button>
      </nav>
      <p className="muted admin-translators__note">{t('translators.pay.note')}</p>
      <ExportButton list="translatorPay" filter={{ month }} />
      <ListStatus query={pay} empty={items.length === 0} emptyText={t('translators.pay.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('translators.tabs.pay')} data-testid="admin-translator-pay">
          {items.map((row) => (
            <li key={row.member.id}>
              <article className="admin-report">
                <h2 className="admin-row__title">
                  <MemberName member={row.member} session={session} />
                </h2>
                <dl className="admin-facts">
                  <Fact term={t('translators.pay.monthJobs')}>{row.month_jobs}</Fact>
                  <Fact term={t('translators.pay.monthEarned')}>{gold(row.month_earned)}</Fact>
                  <Fact term={t('translators.pay.totalEarned')}>{gold(row.total_earned)}</Fact>
                  <Fact term={t('translators.pay.withdrawn')}>{gold(row.withdrawn)}</Fact>
                  <Fact term={t('translators.pay.pending')}>{gold(row.pending)}</Fact>
                  <Fact term={t('translators.pay.balance')}>{gold(row.balance)}</Fact>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager page={page} nextPage={pay.data?.next_page} busy={pay.isFetching} onPage={(p) => update({ page: p })} />
    </>
  );
}
