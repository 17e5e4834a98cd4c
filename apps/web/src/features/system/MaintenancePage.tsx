import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';

/** Where a 307 reply sends the browser. */
export function MaintenancePage() {
  const { t } = useTranslation(['pages', 'common', 'nav']);
  return (
    <section className="card empty-state" aria-labelledby="maintenance-title">
      <div className="empty-state__art" aria-hidden="true">
        <Icon name="tools" size={40} />
      </div>
      <h1 id="maintenance-title" className="page-title">
        {t('maintenance.title')}
      </h1>
      <p className="empty-state__text">{t('maintenance.body')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.assign('/home')}>
        {t('common:actions.retry')}
      </button>
    </section>
  );
}
