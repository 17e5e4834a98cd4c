import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SupportReply } from '@yuanfen/contract';
import { Spinner } from '../../ui/Spinner';
import { useTicketQuery, useReplyMutation } from './support.queries';
import { StatusChip } from './SupportPage';
import './support.css';

const dateOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function Entry({ mine, content, at }: { mine: boolean; content: string; at: string }) {
  const { t, i18n } = useTranslation('support');
  return (
    <li className={`support-entry support-entry--${mine ? 'mine' : 'team'}`} data-testid="support-entry">
      <p className="support-entry__who">
        {mine ? t('ticket.you') : t('ticket.team')} · <time dateTime={at}>{dateOf(at, i18n.language)}</time>
      </p>
      <p className="support-entry__text">{content}</p>
    </li>
  );
}

/** /support/:id: one request, its conversation with the support team, and the member's reply. */
export function TicketPage() {
  const { t } = useTranslation(['support', 'errors']);
  const id = Number(useParams().id);
  const ticket = useTicketQuery(id);
  const reply = useReplyMutation(id);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (ticket.isPending) return <Spinner />;
  if (ticket.isError || !ticket.data) {
    return (
      <section className="card support-page" role="alert">
        <p>{t('ticket.notFound')}</p>
        <Link to="/support">{t('ticket.back')}</Link>
      </section>
    );
  }
  const data = ticket.data;
  const replies: SupportReply[] = data.replies;
  return (
    <div className="support-page stack">
      <Link to="/support" className="support-back">
        ← {t('ticket.back')}
      </Link>
      <section className="card stack" aria-labelledby="support-ticket-title" data-testid="support-ticket">
        <header className="support-row__head">
          <h1 id="support-ticket-title" className="page-title">
            {t('ticket.number', { id: data.id })} · {t(`category.${data.category}`)}
          </h1>
          <StatusChip status={data.status} />
        </header>
        <ol className="support-thread" aria-label={t('ticket.number', { id: data.id })}>
          <Entry mine content={data.content} at={data.created_at} />
          {replies.map((r) => (
            <Entry key={r.id} mine={!r.from_operator} content={r.content} at={r.created_at} />
          ))}
        </ol>
        {data.status === 'closed' ? <p className="muted">{t('ticket.closed')}</p> : null}
        <form
          className="stack"
          data-testid="support-reply-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!content.trim()) return setError(t('errors:validation.cannotBeEmpty'));
            setError(null);
            reply.mutate(content.trim(), {
              onSuccess: () => setContent(''),
              onError: () => setError(t('form.failed')),
            });
          }}
        >
          <div className={error ? 'field field--error' : 'field'}>
            <label className="field__label" htmlFor="support-reply">
              {t('ticket.reply')}
            </label>
            <textarea
              id="support-reply"
              className="input"
              rows={3}
              maxLength={4000}
              value={content}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'support-reply-error' : undefined}
              data-testid="support-reply"
              onChange={(event) => setContent(event.target.value)}
            />
            {error ? (
              <p id="support-reply-error" className="field__error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className="button button--primary support-reply__send"
            disabled={reply.isPending}
            data-testid="support-reply-send"
          >
            {t('ticket.send')}
          </button>
        </form>
      </section>
    </div>
  );
}
