import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfigQuery } from '../../lib/account.queries';

const legal = ['terms', 'policy', 'faq', 'about', 'contact', 'paid', 'vip'] as const;

/** The legal menu of spec §2; on the China edition the ICP filing number, linked to the filing register. */
export function Footer() {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  const icp = useConfigQuery().data?.icp;
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
      {icp ? (
        <p className="footer__icp">
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
            {icp}
          </a>
        </p>
      ) : null}
    </footer>
  );
}
