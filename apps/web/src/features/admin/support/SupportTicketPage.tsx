import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminSession } from '@yuanfen/contract';
import { Spinner } from '../../../ui/Spinner';
import { actionErrorKey } from '../action-error';
import { can } from '../admin-access';
import { formatWhen } from '../format';
import { useSupportReply, useSupportStatus, useSupportTicket } from './support.queries';
import './support.css';

/** /admin/support/:id: one request with its conversation; support replies to it, closes or reopens it. */
export function SupportTicketPage({ id, session }: { id: number; session: AdminSession }) {
  const { t, i18n } = useTranslation(['admin']);
  const ticket = useSupportTicket(id);
  const reply = useSupportReply(id);
  const status = useSupportStatus(id);
  const [content, setContent] = useState('');
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const mayReply = can(session, 'support.reply');

  if (ticket.isPending) return <Spinner />;
  if (ticket.isError || !ticket.data) {
    return (
      <section className="card admin-card" role="alert">
        <p>{t(actionErrorKey(ticket.error))}</p>
        <Link to="/admin/support" className="link">
          {t('support.back')}
        </Link>
      </section>
    );
  }
  const data = ticket.data;
  const failed = (e: unknown) => setError(t(actionErrorKey(e)));
  return (
    <section className="card admin-card" aria-labelledby="admin-ticket-title" data-testid="admin-support-ticket">
      <Link to="/admin/support" className="link">
        ← {t('support.back')}
      </Link>
      <h1 id="admin-ticket-title" className="page-title">
        #{data.id} · {t(`support.categories.${data.category}`)}
      </h1>
      <p className="admin-row__meta" data-testid="admin-support-state">
        {t('support.from')}{' '}
        {data.user ? (
          <Link to={`/admin/members/${data.user.id}`} className="link">
            {data.user.name}
          </Link>
        ) : (
          `${t('support.visitor')} ${data.name ?? ''} <${data.email ?? ''}>`
        )}
        {' · '}
        {t(`support.states.${data.status}`)} · {t('support.language', { language: data.language })}
        {data.about ? ` · ${t('support.about', { about: data.about })}` : ''}
      </p>
      <p role="status" className={notice ? 'admin-notice admin-notice--ok' : 'visually-hidden'}>
        {notice}
      </p>
      <ol className="admin-list" aria-label={t('support.title')}>
        <li className="admin-context">
          <span className="admin-row__meta">
            {data.user?.name ?? data.name ?? t('support.visitor')} · {formatWhen(data.created_at, i18n.language)}
          </span>
          <span className="admin-support-row__text">{data.content}</span>
        </li>
        {data.replies.map((r) => (
          <li key={r.id} className={r.from_operator ? 'admin-context admin-context--team' : 'admin-context'}>
            <span className="admin-row__meta">
              {r.from_operator ? t('support.team') : (data.user?.name ?? t('support.member'))} ·{' '}
              {formatWhen(r.created_at, i18n.language)}
            </span>
            <span className="admin-support-row__text" data-testid="admin-support-reply">
              {r.content}
            </span>
          </li>
        ))}
      </ol>
      {mayReply ? (
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            if (!content.trim()) return;
            setError('');
            reply.mutate(content.trim(), {
              onSuccess: () => {
                setContent('');
                setNotice(t('support.sent'));
              },
              onError: failed,
            });
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="admin-support-reply">
              {t('support.reply')}
            </label>
            <textarea
              id="admin-support-reply"
              className="input"
              rows={4}
              maxLength={4000}
              value={content}
              aria-describedby="admin-support-reply-hint"
              data-testid="admin-support-reply-input"
              onChange={(event) => setContent(event.target.value)}
            />
            <p id="admin-support-reply-hint" className="field__hint">
              {t('support.replyHint')}
            </p>
          </div>
          {error ? (
            <p className="form__alert" role="alert">
              {error}
            </p>
          ) : null}
          <div className="admin-support-actions">
            {data.status === 'closed' ? (
              <button
                type="button"
                className="button button--ghost"
                disabled={status.isPending}
                onClick={() =>
                  status.mutate('open', { onSuccess: () => setNotice(t('support.reopenedNotice')), onError: failed })
                }
              >
                {t('support.reopen')}
              </button>
            ) : (
              <button
                type="button"
                className="button button--ghost"
                disabled={status.isPending}
                data-testid="admin-support-close"
                onClick={() =>
                  status.mutate('closed', { onSuccess: () => setNotice(t('support.closedNotice')), onError: failed })
                }
              >
                {t('support.close')}
              </button>
            )}
            <button
              type="submit"
              className="button button--primary"
              disabled={reply.isPending || !content.trim()}
              data-testid="admin-support-send"
            >
              {t('support.send')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
