import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from './NotFoundPage';
import { reportClientError } from './system.queries';

/** A crash in a screen: report it (POST error) and offer a way back instead of a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation(['common', 'errors', 'nav']);
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (notFound) return;
    reportClientError(error instanceof Error ? error : new Error(String(error)));
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
