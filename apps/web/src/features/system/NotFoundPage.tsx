import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Spec §8: "Page not found" — the link is broken or the page was removed. */
export function NotFoundPage() {
  const { t } = useTranslation(['pages', 'common', 'nav']);
  return (
    <section className="card empty-state" aria-labelledby="not-found-title">
      <p className="empty-state__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="page-title">
        {t('notFound.title')}
      </h1>
      <p className="empty-state__text">{t('notFound.body')}</p>
      <Link className="button button--primary" to="/">
        {t('common:actions.goHome')}
      </Link>
    </section>
  );
}
