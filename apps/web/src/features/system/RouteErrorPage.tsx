import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLIENT_VERSION } from '@yuanfen/contract';
import { api } from '../../lib/api';
import { NotFoundPage } from './NotFoundPage';

/** A crash in a screen: report it (POST error) and offer a way back instead of a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation(['common', 'errors', 'nav']);
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (notFound) return;
    const detail = error instanceof Error ? error : new Error(String(error));
    void api
      .post(
        'error',
        {
          message: detail.message.slice(0, 2000),
          stack: detail.stack?.slice(0, 20000),
          url: window.location.href,
          version: CLIENT_VERSION,
        },
        { quiet: true },
      )
      .catch(() => undefined);
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  return (
    <main className="app__main" id="main">
      <section className="card empty-state">
        <h1 className="page-title">{t('errors:generic')}</h1>
        <button type="button" className="button button--primary" onClick={() => window.location.assign('/')}>
          {t('actions.goHome')}
        </button>
      </section>
    </main>
  );
}
