import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SupportTicket } from '@yuanfen/contract';
import { flattenPages } from '../../lib/paging';
import { InfiniteList, listQueryProps } from '../../ui/InfiniteList';
import { useTicketsQuery } from './support.queries';
import { TicketForm } from './TicketForm';
import './support.css';

const dateOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function StatusChip({ status }: { status: SupportTicket['status'] }) {
  const { t } = useTranslation('support');
  return (
    <span className={`support-status support-status--${status}`} data-testid="support-status">
      {t(`status.${status}`)}
    </span>
  );
}

function TicketRow({ ticket }: { ticket: SupportTicket }) {
  const { t, i18n } = useTranslation('support');
  return (
    <Link to={`/support/${ticket.id}`} className="support-row" data-testid={`support-ticket-${ticket.id}`}>
      <span className="support-row__head">
        <span className="support-row__topic">{t(`category.${ticket.category}`)}</span>
        <StatusChip status={ticket.status} />
      </span>
      <span className="support-row__text">{ticket.content}</span>
      <time className="support-row__time" dateTime={ticket.updated_at}>
        {dateOf(ticket.updated_at, i18n.language)}
      </time>
    </Link>
  );
}

/** /support: the member's requests with their status, and a new one. */
export function SupportPage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const q = useTicketsQuery();
  const [writing, setWriting] = useState(false);
  const tickets = flattenPages(q.data?.pages);
  return (
    <div className="support-page stack">
      <header className="support-head">
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="support-head__lead">{t('intro')}</p>
        </div>
        {writing ? null : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setWriting(true)}
            data-testid="support-new"
          >
            {t('new')}
          </button>
        )}
      </header>
      {writing ? (
        <TicketForm onCancel={() => setWriting(false)} onOpened={(ticket) => void navigate(`/support/${ticket.id}`)} />
      ) : null}
      <section className="card" aria-labelledby="support-list-title">
        <h2 id="support-list-title" className="support-list__title">
          {t('list')}
        </h2>
        <InfiniteList
          label={t('list')}
          testId="support-tickets"
          count={tickets.length}
          {...listQueryProps(q)}
          empty={t('empty')}
          listClassName="support-list"
          emptyIcon="chat"
        >
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <TicketRow ticket={ticket} />
            </li>
          ))}
        </InfiniteList>
      </section>
    </div>
  );
}
