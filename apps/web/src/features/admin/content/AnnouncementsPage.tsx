import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type AdminAnnouncement, type Language } from '@yuanfen/contract';
import { LANGUAGE_NAMES } from '../../../lib/i18n';
import './content.css';
import { ActionDialog } from '../ActionDialog';
import { actionErrorKey } from '../action-error';
import { formatWhen } from '../format';
import { Pager } from '../Pager';
import { useListParams } from '../use-page-param';
import { useAdminAnnouncements, useCreateAnnouncement, useUpdateAnnouncement } from './content.queries';
import { announcementState, contentsFrom, type AnnouncementDraft } from './content-rules';
import { ListStatus } from '../ListStatus';

const emptyDraft = (): AnnouncementDraft => Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as AnnouncementDraft;

/** The texts of a new announcement: English first (required, the fallback), the other languages below. */
function AnnouncementForm() {
  const { t } = useTranslation(['admin']);
  const id = useId();
  const [draft, setDraft] = useState<AnnouncementDraft>(emptyDraft);
  const [publish, setPublish] = useState(true);
  const [missingEnglish, setMissingEnglish] = useState(false);
  const [notice, setNotice] = useState('');
  const create = useCreateAnnouncement();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const contents = contentsFrom(draft);
    setMissingEnglish(!contents);
    if (!contents) return;
    create.mutate(
      { contents, publish },
      {
        onSuccess: () => {
          setDraft(emptyDraft());
          setNotice(publish ? t('announcements.published') : t('announcements.drafted'));
        },
      },
    );
  };
  const field = (language: Language) => (
    <div key={language} className={language === 'en' && missingEnglish ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={`${id}-${language}`}>
        {language === 'en' ? t('announcements.english') : LANGUAGE_NAMES[language]}
      </label>
      <textarea
        id={`${id}-${language}`}
        lang={language === 'tw' ? 'zh-Hant' : language === 'zh' ? 'zh-Hans' : language}
        className="input admin-textarea"
        value={draft[language]}
        maxLength={2000}
        required={language === 'en'}
        aria-invalid={language === 'en' && missingEnglish ? true : undefined}
        onChange={(event) => setDraft({ ...draft, [language]: event.target.value })}
        data-testid={`announcement-${language}`}
      />
      {language === 'en' && missingEnglish ? (
        <p className="field__error" role="alert">
          {t('announcements.englishRequired')}
        </p>
      ) : null}
    </div>
  );
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t('announcements.new')}
      </h2>
      <p className="muted">{t('announcements.hint')}</p>
      {field('en')}
      <details className="admin-details">
        <summary>{t('announcements.translations')}</summary>
        {LANGUAGES.filter((l) => l !== 'en').map(field)}
      </details>
      <div className="admin-checks">
        <label>
          <input type="checkbox" checked={!publish} onChange={(event) => setPublish(!event.target.checked)} />
          {t('announcements.asDraft')}
        </label>
      </div>
      {create.isError ? (
        <p className="form__alert" role="alert">
          {t(actionErrorKey(create.error))}
        </p>
      ) : null}
      <p role="status" className={notice ? 'admin-notice admin-notice--ok' : 'visually-hidden'}>
        {notice}
      </p>
      <div className="admin-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={create.isPending}
          data-testid="announcement-submit"
        >
          {publish ? t('announcements.publish') : t('announcements.saveDraft')}
        </button>
      </div>
    </form>
  );
}

function AnnouncementCard({
  item,
  onAct,
}: {
  item: AdminAnnouncement;
  onAct: (action: 'publish' | 'withdraw') => void;
}) {
  const { t, i18n } = useTranslation(['admin']);
  const state = announcementState(item);
  const others = Object.keys(item.contents).filter((l) => l !== 'en' && item.contents[l]);
  return (
    <article className="admin-item" data-testid="admin-announcement">
      <header className="admin-item__head">
        <span className={`admin-tag admin-tag--${state}`}>{t(`announcements.states.${state}`)}</span>
        <span className="muted">
          #{item.id} · {formatWhen(item.published_at ?? item.created_at, i18n.language)}
          {item.author ? ` · ${item.author.name}` : ''}
        </span>
      </header>
      <p className="admin-item__text">{item.contents.en}</p>
      <p className="muted">
        {others.length
          ? t('announcements.alsoIn', { languages: others.map((l) => LANGUAGE_NAMES[l as Language] ?? l).join(', ') })
          : t('announcements.englishOnly')}
      </p>
      {state === 'draft' ? (
        <button type="button" className="button button--secondary button--small" onClick={() => onAct('publish')}>
          {t('announcements.publish')}
        </button>
      ) : null}
      {state === 'published' ? (
        <button type="button" className="button button--ghost button--small" onClick={() => onAct('withdraw')}>
          {t('announcements.withdraw')}
        </button>
      ) : null}
    </article>
  );
}

/** /admin/announcements: write one in every language, publish it live, or take it down. */
export function AnnouncementsPage() {
  const { t } = useTranslation(['admin']);
  const { page, update } = useListParams();
  const list = useAdminAnnouncements(page);
  const change = useUpdateAnnouncement();
  const [acting, setActing] = useState<{ item: AdminAnnouncement; action: 'publish' | 'withdraw' } | null>(null);
  const items = list.data?.data ?? [];
  return (
    <section className="card admin-card" aria-labelledby="admin-announcements-title">
      <h1 id="admin-announcements-title" className="page-title">
        {t('announcements.title')}
      </h1>
      <AnnouncementForm />
      <h2 className="section-title">{t('announcements.history')}</h2>
      <ListStatus query={list} empty={items.length === 0} emptyText={t('announcements.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('announcements.history')}>
          {items.map((item) => (
            <li key={item.id}>
              <AnnouncementCard item={item} onAct={(action) => setActing({ item, action })} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={page}
        nextPage={list.data?.next_page}
        busy={list.isFetching}
        onPage={(next) => update({ page: next })}
      />
      {acting ? (
        <ActionDialog
          title={t(`announcements.confirm.${acting.action}`)}
          submit={t(`announcements.${acting.action}`)}
          danger={acting.action === 'withdraw'}
          busy={change.isPending}
          error={change.isError ? t(actionErrorKey(change.error)) : undefined}
          onClose={() => {
            change.reset();
            setActing(null);
          }}
          onSubmit={() =>
            change.mutate({ id: acting.item.id, body: { action: acting.action } }, { onSuccess: () => setActing(null) })
          }
        >
          <p>{acting.item.contents.en}</p>
        </ActionDialog>
      ) : null}
    </section>
  );
}
