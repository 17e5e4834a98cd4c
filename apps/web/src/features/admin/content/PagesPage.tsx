import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  STATIC_PAGE_NAMES,
  type Language,
  type StaticPageContent,
  type StaticPageName,
} from '@yuanfen/contract';
import { LANGUAGE_NAMES } from '../../../lib/i18n';
import { Field, TextAreaField } from '../../../ui/Field';
import { Spinner } from '../../../ui/Spinner';
import { usePageText } from '../../static';
import { ActionDialog } from '../ActionDialog';
import { actionErrorKey } from '../action-error';
import { formatWhen } from '../format';
import { ListStatus } from '../ListStatus';
import { useAdminPages, useDefaultPageText, useRemovePage, useSavePage } from './content.queries';
import './content.css';

const langAttr = (language: Language) => (language === 'tw' ? 'zh-Hant' : language === 'zh' ? 'zh-Hans' : language);
const blankSection = () => ({ heading: '', body: '' });

/** The editor of one page in one language, filled with what members see there now. */
function PageEditor({
  name,
  language,
  start,
  custom,
  notice,
  setNotice,
}: {
  name: StaticPageName;
  language: Language;
  start: StaticPageContent;
  custom: boolean;
  /** Kept by the page: a save or a restore starts the editor again, and its notice must outlive that. */
  notice: string;
  setNotice: (notice: string) => void;
}) {
  const { t } = useTranslation(['admin', 'nav']);
  const [draft, setDraft] = useState<StaticPageContent>(start);
  const [invalid, setInvalid] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const save = useSavePage();
  const remove = useRemovePage();
  const setSection = (index: number, field: 'heading' | 'body', value: string) =>
    setDraft({ ...draft, sections: draft.sections.map((s, i) => (i === index ? { ...s, [field]: value } : s)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad =
      !draft.title.trim() ||
      draft.sections.length === 0 ||
      draft.sections.some((s) => !s.heading.trim() || !s.body.trim());
    setInvalid(bad);
    setNotice('');
    if (bad) return;
    save.mutate({ name, body: { language, content: draft } }, { onSuccess: () => setNotice(t('pages.saved')) });
  };
  return (
    <>
      <form className="admin-form" onSubmit={submit} noValidate lang={langAttr(language)} data-testid="page-editor">
        <p className="muted">
          <span className={`admin-tag admin-tag--${custom ? 'published' : 'draft'}`}>
            {custom ? t('pages.custom') : t('pages.default')}
          </span>{' '}
          {t('pages.hint')}
        </p>
        <Field
          label={t('pages.title')}
          value={draft.title}
          maxLength={120}
          onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          data-testid="page-title"
        />
        <TextAreaField
          label={t('pages.intro')}
          className="admin-textarea"
          value={draft.intro ?? ''}
          maxLength={2000}
          onChange={(e) => setDraft({ ...draft, intro: e.target.value })}
        />
        {draft.sections.map((section, index) => (
          <fieldset key={index} className="admin-fieldset" data-testid="page-section">
            <legend>{t('pages.section', { number: index + 1 })}</legend>
            <Field
              label={t('pages.heading')}
              value={section.heading}
              maxLength={160}
              onChange={(e) => setSection(index, 'heading', e.target.value)}
            />
            <TextAreaField
              label={t('pages.body')}
              className="admin-textarea"
              value={section.body}
              maxLength={10000}
              onChange={(e) => setSection(index, 'body', e.target.value)}
              data-testid="page-section-body"
            />
            <button
              type="button"
              className="button button--ghost button--small"
              disabled={draft.sections.length === 1}
              onClick={() => setDraft({ ...draft, sections: draft.sections.filter((_, i) => i !== index) })}
            >
              {t('pages.removeSection')}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={draft.sections.length >= 40}
          onClick={() => setDraft({ ...draft, sections: [...draft.sections, blankSection()] })}
        >
          {t('pages.addSection')}
        </button>
        {invalid ? (
          <p className="form__alert" role="alert">
            {t('pages.incomplete')}
          </p>
        ) : null}
        {save.isError || remove.isError ? (
          <p className="form__alert" role="alert">
            {t(actionErrorKey(save.error ?? remove.error))}
          </p>
        ) : null}
        <p role="status" className={notice ? 'admin-notice admin-notice--ok' : 'visually-hidden'}>
          {notice}
        </p>
        <div className="admin-form__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending} data-testid="page-save">
            {t('pages.save')}
          </button>
          {custom ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirmReset(true)}
              data-testid="page-reset"
            >
              {t('pages.reset')}
            </button>
          ) : null}
        </div>
      </form>
      {confirmReset ? (
        <ActionDialog
          title={t('pages.reset')}
          submit={t('pages.reset')}
          danger
          busy={remove.isPending}
          onClose={() => setConfirmReset(false)}
          onSubmit={() =>
            remove.mutate(
              { name, language },
              {
                onSuccess: () => {
                  setConfirmReset(false);
                  setNotice(t('pages.restored'));
                },
              },
            )
          }
        >
          <p>{t('pages.resetConfirm', { page: t(`nav:title.${name}`), language: LANGUAGE_NAMES[language] })}</p>
        </ActionDialog>
      ) : null}
    </>
  );
}

/** /admin/pages: the static pages' texts (about, terms, policy, …) per language, as members read them. */
export function PagesPage() {
  const { t, i18n } = useTranslation(['admin', 'nav']);
  const id = useId();
  const [name, setName] = useState<StaticPageName>('about');
  const [language, setLanguage] = useState<Language>('en');
  const list = useAdminPages();
  const current = usePageText(name, language);
  const fallback = useDefaultPageText(name, language);
  const custom = current.data?.content ?? null;
  const start = custom ?? fallback.data ?? null;
  const ready = current.isSuccess && fallback.isSuccess;
  const [version, setVersion] = useState(0);
  // A save or a restore changes what members see: the editor starts again from it.
  useEffect(() => setVersion((v) => v + 1), [current.data?.updated_at, ready]);
  const edited = list.data?.data ?? [];
  const [notice, setNotice] = useState('');
  // Another page or language: the last save's notice was about something else.
  useEffect(() => setNotice(''), [name, language]);
  return (
    <section className="stack" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} className="page-title">
        {t('nav.pages')}
      </h1>
      <div className="admin-filters">
        <label className="field">
          <span className="field__label">{t('pages.page')}</span>
          <select
            className="input"
            value={name}
            onChange={(e) => setName(e.target.value as StaticPageName)}
            data-testid="page-name"
          >
            {STATIC_PAGE_NAMES.map((n) => (
              <option key={n} value={n}>
                {t(`nav:title.${n}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t('pages.language')}</span>
          <select
            className="input"
            value={language}
            onChange={(e) => setLanguage(e.target.value as Language)}
            data-testid="page-language"
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {ready && start ? (
        <PageEditor
          key={`${name}:${language}:${version}`}
          name={name}
          language={language}
          start={start}
          custom={!!custom}
          notice={notice}
          setNotice={setNotice}
        />
      ) : current.isError || fallback.isError ? (
        <p className="form__alert" role="alert">
          {t('pages.loadFailed')}
        </p>
      ) : (
        <Spinner />
      )}
      <h2 className="section-title">{t('pages.edited')}</h2>
      <ListStatus query={list} empty={edited.length === 0} emptyText={t('pages.none')} />
      {edited.length > 0 ? (
        <ul className="admin-list" role="list">
          {edited.map((p) => (
            <li key={`${p.name}:${p.language}`} className="admin-item" data-testid="edited-page">
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setName(p.name);
                  setLanguage(p.language);
                }}
              >
                {t(`nav:title.${p.name}`)} · {LANGUAGE_NAMES[p.language]}
              </button>
              <span className="muted">
                {' '}
                {formatWhen(p.updated_at, i18n.language)}
                {p.author ? ` · ${p.author.name}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
