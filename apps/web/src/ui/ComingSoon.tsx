import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/** The honest body of a screen that a later release fills in. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation(['common', 'errors', 'nav']);
  const onFeed = useLocation().pathname.endsWith('/home');
  return (
    <section className="card empty-state" aria-labelledby="coming-soon-title">
      <div className="empty-state__art" aria-hidden="true">
        <Icon name="sparkle" size={40} />
      </div>
      <h1 id="coming-soon-title" className="page-title">
        {title}
      </h1>
      <p className="empty-state__badge">{t('comingSoon.title')}</p>
      <p className="empty-state__text">{t('comingSoon.body')}</p>
      {onFeed ? null : (
        <Link className="button button--secondary" to="/home">
          {t('comingSoon.explore')}
        </Link>
      )}
    </section>
  );
}
