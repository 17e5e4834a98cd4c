import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STATIC_PAGE_NAMES, type StaticPageName } from '@yuanfen/contract';
import { currentLanguage, i18n } from '../../lib/i18n';
import { usePageText } from './static.queries';

export type { StaticPageName };

interface StaticSection {
  heading: string;
  body: string;
}
interface StaticContent {
  title: string;
  intro: string | null;
  sections: StaticSection[];
}

const isSection = (value: unknown): value is StaticSection =>
  typeof value === 'object' && value !== null && 'heading' in value && 'body' in value;

/** Reads `static.<page>` (title and sections) in the interface language, falling back to English. */
function staticContent(page: StaticPageName, language: string): StaticContent | null {
  for (const lng of [language, 'en']) {
    const raw: unknown = i18n.getResource(lng, 'static', page);
    if (typeof raw !== 'object' || raw === null) continue;
    const { title, intro, sections } = raw as { title?: unknown; intro?: unknown; sections?: unknown };
    if (typeof title !== 'string' || !Array.isArray(sections)) continue;
    return { title, intro: typeof intro === 'string' ? intro : null, sections: sections.filter(isSection) };
  }
  return null;
}

const legal: readonly StaticPageName[] = ['terms', 'policy', 'faq', 'about', 'contact', 'paid', 'vip'];
// Every page the operators may edit is in the menu, and no other.
if (legal.length !== STATIC_PAGE_NAMES.length) throw new Error('static pages: menu and names differ');

/**
 * About, policy, terms, contact, paid services, VIP and FAQ: an operator's text in the interface language
 * when one was written (`GET page`), else the `static` namespace's; `children` follow the text (the
 * contact form on /contact).
 */
export function StaticPage({ page, children }: { page: StaticPageName; children?: ReactNode }) {
  const { t, i18n: instance } = useTranslation(['nav', 'pages', 'common']);
  const custom = usePageText(page, currentLanguage()).data?.content;
  const content = custom ?? staticContent(page, instance.language);
  const title = content?.title ?? t(`title.${page}`);
  return (
    <div className="static-layout">
      <article className="card static-page" aria-labelledby="static-title">
        <h1 id="static-title" className="page-title">
          {title}
        </h1>
        {content?.intro ? <p className="static-page__intro">{content.intro}</p> : null}
        {content ? (
          content.sections.map((section, index) => (
            <section key={index} className="static-page__section">
              <h2>{section.heading}</h2>
              {section.body.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </section>
          ))
        ) : (
          <p className="empty-state__text">{t('pages:static.missing')}</p>
        )}
        {children}
      </article>
      <nav className="card static-nav" aria-label={t('bar.more')}>
        <ul role="list">
          {legal.map((name) => (
            <li key={name}>
              <Link to={`/${name}`} aria-current={name === page ? 'page' : undefined}>
                {t(`title.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
