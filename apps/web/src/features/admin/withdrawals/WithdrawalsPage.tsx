import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  WITHDRAW_STATUSES,
  type AdminSession,
  type AdminWithdrawal,
  type WithdrawAction,
  type WithdrawStatus,
} from '@yuanfen/contract';
import { Spinner } from '../../../ui/Spinner';
import { can } from '../admin-access';
import { useAdminWithdrawals, useWithdrawRate } from '../admin.queries';
import { formatWhen } from '../format';
import { Pager } from '../Pager';
import { useListParams } from '../use-page-param';
import { formatMoney, formatRate } from '../../withdraw/withdraw-rules';
import { RateChart } from '../../withdraw/RateChart';
import { WithdrawalDialog } from './WithdrawalDialog';
import { ListStatus } from '../ListStatus';
import { ExportButton } from '../ExportButton';
import { SelectFilter } from '../SelectFilter';

const isStatus = (value: string | null): value is WithdrawStatus =>
  WITHDRAW_STATUSES.some((status) => status === value);

/** The decisions a withdrawal of this status allows. */
export const actionsFor = (status: WithdrawStatus): WithdrawAction[] =>
  status === 'pending' ? ['approve', 'reject'] : status === 'approved' ? ['pay', 'reject'] : [];

function WithdrawalCard({
  item,
  canDecide,
  onDecide,
}: {
  item: AdminWithdrawal;
  canDecide: boolean;
  onDecide: (action: WithdrawAction) => void;
}) {
  const { t, i18n } = useTranslation(['admin']);
  const actions = canDecide ? actionsFor(item.status) : [];
  return (
    <article className="admin-report" aria-labelledby={`admin-withdrawal-${item.id}`} data-testid="admin-withdrawal">
      <header className="admin-head">
        <h2 id={`admin-withdrawal-${item.id}`} className="admin-row__title">
          {t('partners.withdrawals.heading', { id: item.id, count: item.amount })}
        </h2>
        <span className="admin-tag">{t(`partners.withdrawals.states.${item.status}`)}</span>
      </header>
      <dl className="admin-facts">
        <div>
          <dt>{t('partners.withdrawals.member')}</dt>
          <dd>
            <Link to={`/admin/members/${item.member.id}`} className="link">
              {item.member.name || t('members.id', { id: item.member.id })}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('partners.withdrawals.method')}</dt>
          <dd>{t(`partners.withdrawals.methods.${item.method}`)}</dd>
        </div>
        <div>
          <dt>{t('partners.withdrawals.account')}</dt>
          <dd className="admin-break" data-testid="admin-withdrawal-account">
            {item.account}
          </dd>
        </div>
        <div>
          <dt>{t('partners.withdrawals.asked')}</dt>
          <dd>{formatWhen(item.created_at, i18n.language)}</dd>
        </div>
        {item.status === 'paid' && item.payout_cents !== null && item.currency && item.rate ? (
          <div>
            <dt>{t('partners.withdrawals.paid')}</dt>
            <dd data-testid="admin-withdrawal-paid">
              {t('partners.withdrawals.paidValue', {
                value: formatMoney(item.payout_cents, item.currency, i18n.language),
                rate: formatRate(item.rate, item.currency, i18n.language),
                week: item.rate_week,
              })}
            </dd>
          </div>
        ) : null}
        {item.reason ? (
          <div>
            <dt>{t('partners.withdrawals.reason')}</dt>
            <dd>{item.reason}</dd>
          </div>
        ) : null}
      </dl>
      {actions.length > 0 ? (
        <div className="admin-actions" role="group" aria-label={t('actions.title')}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={`button button--small ${action === 'reject' ? 'button--danger' : 'button--secondary'}`}
              onClick={() => onDecide(action)}
              data-testid={`admin-withdrawal-${action}`}
            >
              {t(`partners.withdrawals.actions.${action}`)}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
}

function RateCard() {
  const { t, i18n } = useTranslation(['admin']);
  const rate = useWithdrawRate();
  if (!rate.data) return rate.isPending ? <Spinner /> : null;
  return (
    <section className="card admin-card" aria-labelledby="admin-rate-title" data-testid="admin-withdraw-rate">
      <h2 id="admin-rate-title" className="admin-row__title">
        {t('partners.rate.title')}
      </h2>
      <p>
        {t('partners.rate.current', {
          week: rate.data.week,
          usd: formatRate(rate.data.rate.usd, 'USD', i18n.language),
          cny: formatRate(rate.data.rate.cny, 'CNY', i18n.language),
        })}
      </p>
      <p className="muted">{t('partners.rate.explain')}</p>
      <RateChart history={rate.data.history} />
    </section>
  );
}

/** /admin/withdrawals: partners' cash-outs by status, approved, paid or rejected here; the weekly rate. */
export function WithdrawalsPage({ session }: { session: AdminSession }) {
  const { t } = useTranslation(['admin']);
  const { params, page, update } = useListParams();
  const raw = params.get('status');
  const status: WithdrawStatus = isStatus(raw) ? raw : 'pending';
  const list = useAdminWithdrawals(status, page);
  const [deciding, setDeciding] = useState<{ item: AdminWithdrawal; action: WithdrawAction } | null>(null);
  const [notice, setNotice] = useState('');
  const items = list.data?.data ?? [];
  return (
    <>
      <section className="card admin-card" aria-labelledby="admin-withdrawals-title">
        <div className="admin-titlebar">
          <h1 id="admin-withdrawals-title" className="page-title">
            {t('partners.withdrawals.title')}
          </h1>
          <ExportButton list="withdrawals" filter={{ status }} />
        </div>
        <div className="admin-filters" role="group" aria-label={t('partners.withdrawals.filters')}>
          <SelectFilter
            label={t('partners.withdrawals.status')}
            value={status}
            options={WITHDRAW_STATUSES}
            optionLabel={(s) => t(`partners.withdrawals.states.${s}`)}
            onChange={(value) => update({ status: value, page: 1 })}
            testId="admin-withdrawal-status"
          />
        </div>
        {/* One live region, there before a notice is written into it, so screen readers announce it. */}
        <p role="status" className={notice ? 'admin-notice admin-notice--ok' : 'visually-hidden'}>
          {notice}
        </p>
        <ListStatus query={list} empty={items.length === 0} emptyText={t('partners.withdrawals.empty')} />
        {items.length > 0 ? (
          <ul className="admin-list" aria-label={t('partners.withdrawals.title')} data-testid="admin-withdrawals">
            {items.map((item) => (
              <li key={item.id}>
                <WithdrawalCard
                  item={item}
                  canDecide={can(session, 'withdrawals.decide') && item.member.id !== session.id}
                  onDecide={(action) => setDeciding({ item, action })}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <Pager page={page} nextPage={list.data?.next_page} busy={list.isFetching} onPage={(p) => update({ page: p })} />
      </section>
      <RateCard />
      {deciding ? (
        <WithdrawalDialog
          item={deciding.item}
          action={deciding.action}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setNotice(t(`partners.withdrawals.done.${deciding.action}`, { id: deciding.item.id }));
            setDeciding(null);
          }}
        />
      ) : null}
    </>
  );
}
