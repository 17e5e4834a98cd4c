import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminMemberRef, AdminSession } from '@yuanfen/contract';
import { languageName } from '../../translation/language-names';
import { can } from '../admin-access';
import type { useListParams } from '../use-page-param';
import { ageOf, pairFrom } from './translators-rules';

export type Params = ReturnType<typeof useListParams>;

/** A language pair in the interface language: "German → Japanese". */
export function PairName({ source, target }: { source: string | null; target: string }) {
  const { t, i18n } = useTranslation(['admin']);
  const name = (code: string | null) => (code ? languageName(code, i18n.language) : t('translators.autoLanguage'));
  return (
    <span className="admin-translators__pair" title={`${source ?? 'auto'}-${target}`}>
      {t('translators.pairName', { from: name(source), to: name(target) })}
    </span>
  );
}

export const splitPair = (pair: string) => ({ source: pair.slice(0, 2), target: pair.slice(3) });

/** The member's name, a link to their page for operators who may open it. */
export function MemberName({ member, session }: { member: AdminMemberRef; session: AdminSession }) {
  const { t } = useTranslation(['admin']);
  const name = member.name || t('members.id', { id: member.id });
  return can(session, 'users.read') ? (
    <Link to={`/admin/members/${member.id}`} className="link">
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}

export function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** "3 hours ago", in the interface language. */
export function Age({ iso }: { iso: string }) {
  const { i18n } = useTranslation(['admin']);
  const { value, unit } = ageOf(iso, new Date());
  const locale = i18n.language === 'tw' ? 'zh-TW' : i18n.language === 'zh' ? 'zh-CN' : i18n.language;
  return <time dateTime={iso}>{new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-value, unit)}</time>;
}

/** The pair filter: typed, applied with its button (or Enter), kept in the URL. */
export function PairFilter({ params, update }: Pick<Params, 'params' | 'update'>) {
  const { t } = useTranslation(['admin']);
  const [text, setText] = useState(params.get('pair') ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ pair: pairFrom(text) ?? '', page: 1 });
  };
  return (
    <form className="admin-translators__pair-filter" onSubmit={apply}>
      <label>
        {t('translators.pair')}
        <input
          className="input"
          value={text}
          placeholder={t('translators.pairPlaceholder')}
          size={8}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
          data-testid="admin-translators-pair"
        />
      </label>
      <button type="submit" className="button button--secondary button--small">
        {t('translators.apply')}
      </button>
    </form>
  );
}

/** One live region, there before a notice is written into it, so screen readers announce it. */
export const Notice = ({ text }: { text: string }) => (
  <p role="status" className={text ? 'admin-notice admin-notice--ok' : 'visually-hidden'} data-testid="admin-notice">
    {text}
  </p>
);
