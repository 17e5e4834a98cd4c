import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_VERSION } from '@yuanfen/contract';
import { clientKind } from '../../lib/client-env';
import { useSessionStore } from '../../lib/session-store';
import { useConfigQuery } from '../../lib/account.queries';
import { useOutboxQuery } from './debug.queries';

/** Outside production the server keeps every mail and SMS it "sent"; this lists them by recipient. */
function Outbox() {
  const { t } = useTranslation('debug');
  const [to, setTo] = useState('');
  const { data, isError, isPending } = useOutboxQuery(to.trim());
  return (
    <section className="card" aria-labelledby="outbox-title">
      <h2 id="outbox-title" className="card__title">
        {t('outbox.title')}
      </h2>
      <p className="muted">{t('outbox.intro')}</p>
      <div className="field">
        <label className="field__label" htmlFor="outbox-to">
          {t('outbox.filter')}
        </label>
        <input
          id="outbox-to"
          className="input"
          value={to}
          placeholder={t('outbox.filterPlaceholder')}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      {isError ? <p className="muted">{t('outbox.unavailable')}</p> : null}
      {!isPending && data && data.data.length === 0 ? <p className="muted">{t('outbox.empty')}</p> : null}
      {data && data.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('outbox.time')}</th>
                <th scope="col">{t('outbox.to')}</th>
                <th scope="col">{t('outbox.subject')}</th>
                <th scope="col">{t('outbox.code')}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((entry, index) => (
                <tr key={`${entry.created_at}-${index}`}>
                  <td>{new Date(entry.created_at).toLocaleString()}</td>
                  <td>{entry.to}</td>
                  <td title={entry.text}>{entry.subject}</td>
                  <td className="table__code">{entry.code ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

/** /debug: what support asks for, and the development outbox. */
export function DebugPage() {
  const { t, i18n } = useTranslation('debug');
  const session = useSessionStore();
  const config = useConfigQuery().data;
  const rows: Array<[string, string]> = [
    [t('clientVersion'), CLIENT_VERSION],
    [t('client'), clientKind()],
    [t('tokenTime'), session.tokenTime ? new Date(session.tokenTime).toISOString() : t('none')],
    [t('fingerprint'), session.fingerprint ?? t('none')],
    [t('language'), i18n.language],
    [t('edition'), config?.edition ?? t('none')],
    [t('partnerId'), session.partnerId ?? t('none')],
  ];
  return (
    <div className="stack">
      <h1 className="page-title">{t('title')}</h1>
      <p className="muted">{t('intro')}</p>
      <section className="card">
        <dl className="debug-list">
          {rows.map(([label, value]) => (
            <div key={label} className="debug-list__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Outbox />
    </div>
  );
}
