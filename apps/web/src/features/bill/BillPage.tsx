import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRADE_FILTERS, type BillItem, type Trade, type TradeFilter } from '@yuanfen/contract';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import { useMe } from '../../lib/account.queries';
import { formatDateTime, showReturnedOrder } from '../pay';
import { useSpendingQuery, useTradesQuery } from './bill.queries';
import { InfiniteList, listQueryProps } from '../../ui/InfiniteList';
import { Tabs } from '../../ui/Tabs';
import '../pay/pay.css';

type Tab = 'spending' | 'history';
const TABS: Tab[] = ['spending', 'history'];
const FILTERS = TRADE_FILTERS;
const isTradeFilter = (value: string | null): value is TradeFilter =>
  (TRADE_FILTERS as readonly (string | null)[]).includes(value);

function useKindLabel() {
  const { t, i18n } = useTranslation(['pay', 'common']);
  return (kind: string) =>
    i18n.exists(`pay:bill.kind.${kind}`) ? t(`bill.kind.${kind}` as 'bill.kind.other') : t('bill.kind.other');
}

function Row({
  amount,
  kind,
  relatedId,
  date,
}: {
  amount: number;
  kind: string;
  relatedId: string | null;
  date: string;
}) {
  const { t, i18n } = useTranslation(['pay', 'common']);
  const kindLabel = useKindLabel();
  const income = amount > 0;
  return (
    <li className="bill-row">
      <span className={`bill-row__icon${income ? ' bill-row__icon--in' : ''}`} aria-hidden="true">
        <Icon name={kind === 'vip' ? 'crown' : kind === 'gift' ? 'gift' : 'gold'} size={18} />
      </span>
      <span className="bill-row__main">
        <span className="bill-row__kind">{kindLabel(kind)}</span>
        <span className="bill-row__meta">
          <time dateTime={date}>{formatDateTime(date, i18n.language)}</time>
          {relatedId ? <span> · {t('bill.related', { id: relatedId })}</span> : null}
        </span>
      </span>
      <span className={`bill-row__amount${income ? ' bill-row__amount--in' : ''}`}>
        {income ? '+' : '−'}
        {t('gold', { count: Math.abs(amount) })}
      </span>
    </li>
  );
}

function SpendingList() {
  const { t } = useTranslation(['pay', 'common']);
  const q = useSpendingQuery();
  const items: BillItem[] = q.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <InfiniteList
      label={t('bill.spending')}
      testId="bill-spending"
      count={items.length}
      {...listQueryProps(q)}
      empty={t('bill.emptySpending')}
    >
      {items.map((item) => (
        <Row
          key={item.id}
          amount={-Math.abs(item.amount)}
          kind={item.type}
          relatedId={item.related_id}
          date={item.date}
        />
      ))}
    </InfiniteList>
  );
}

function HistoryList() {
  const { t } = useTranslation(['pay', 'common']);
  const [params, setParams] = useSearchParams();
  const k = params.get('k');
  const filter: TradeFilter = isTradeFilter(k) ? k : 'all';
  const q = useTradesQuery(filter);
  const items: Trade[] = q.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <>
      <div className="chip-row" role="group" aria-label={t('bill.filterLabel')}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={`chip${f === filter ? ' chip--active' : ''}`}
            aria-pressed={f === filter}
            onClick={() =>
              setParams(
                (prev) => {
                  const next = new URLSearchParams(prev);
                  next.set('k', f);
                  return next;
                },
                { replace: true },
              )
            }
          >
            {t(`bill.filter.${f}`)}
          </button>
        ))}
      </div>
      <InfiniteList
        label={t('bill.history')}
        testId="bill-history"
        count={items.length}
        {...listQueryProps(q)}
        empty={t('bill.emptyHistory')}
      >
        {items.map((item) => (
          <Row key={item.id} amount={item.amount} kind={item.kind} relatedId={item.related_id} date={item.created_at} />
        ))}
      </InfiniteList>
    </>
  );
}

/** /bill: the spending bill and the balance history, each scrolling in pages. */
export function BillPage() {
  const { t } = useTranslation(['pay', 'common']);
  const me = useMe();
  const openPay = useUiStore((s) => s.openPay);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'spending';
  const returnedOrder = params.get('pay');

  useEffect(() => {
    if (returnedOrder) void showReturnedOrder(returnedOrder);
  }, [returnedOrder]);

  const select = (next: Tab) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('tab', next);
        p.delete('pay');
        return p;
      },
      { replace: true },
    );

  return (
    <div className="stack bill-page">
      <section className="card bill-head">
        <div>
          <h1 className="page-title">{t('bill.title')}</h1>
          {me ? (
            <p className="pay-balance">
              <Icon name="gold" size={18} />
              <span data-testid="bill-balance">{t('balance', { count: me.balance })}</span>
            </p>
          ) : null}
        </div>
        <button type="button" className="button button--secondary" onClick={() => openPay('recharge')}>
          <Icon name="gold" size={18} />
          {t('common:actions.recharge')}
        </button>
      </section>
      <section className="card bill-card">
        <Tabs
          tabs={TABS}
          selected={tab}
          onSelect={select}
          label={t('bill.tabsLabel')}
          nameOf={(name) => t(`bill.${name}`)}
          testIdPrefix="bill-tab"
          panelClassName="bill-panel"
        >
          {tab === 'spending' ? <SpendingList /> : <HistoryList />}
        </Tabs>
      </section>
    </div>
  );
}
