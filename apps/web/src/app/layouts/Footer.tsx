import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

const legal = ['terms', 'policy', 'faq', 'about', 'contact', 'paid', 'vip'] as const;

/** The legal menu of spec §2. */
export function Footer() {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  return (
    <footer className="footer">
      <nav aria-label={t('legal.label')}>
        <ul className="footer__links" role="list">
          {legal.map((page) => (
            <li key={page}>
              <Link to={`/${page}`}>{t(`legal.${page}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer__copy">{t('legal.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
