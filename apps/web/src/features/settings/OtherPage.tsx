import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { LanguageSelect } from './SettingPage';

const legal = ['terms', 'policy', 'faq', 'about', 'contact', 'paid', 'vip'] as const;

/** /other: the legal and help menu, for small screens that have no footer room. */
export function OtherPage() {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  return (
    <div className="stack">
      <h1 className="page-title">{t('title.other')}</h1>
      <p>{t('pages:other.intro')}</p>
      <nav className="card" aria-label={t('legal.label')}>
        <ul className="link-list" role="list">
          {legal.map((page) => (
            <li key={page}>
              <Link to={`/${page}`}>
                <span>{t(`title.${page}`)}</span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
          ))}
          <li>
            <Link to="/language">
              <span>{t('title.language')}</span>
              <Icon name="chevron" size={18} />
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}

/** /language: choose the interface language. */
export function LanguagePage() {
  const { t } = useTranslation(['common', 'errors', 'nav']);
  return (
    <div className="stack">
      <h1 className="page-title">{t('language.choose')}</h1>
      <section className="card">
        <LanguageSelect />
      </section>
    </div>
  );
}
