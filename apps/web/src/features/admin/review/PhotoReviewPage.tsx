import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PHOTO_FLAG_STATUSES,
  type AdminPhotoFlag,
  type AdminSession,
  type PhotoFlagAction,
  type PhotoFlagStatus,
  type RemovalCategory,
} from '@yuanfen/contract';
import { ActionDialog, ReasonField } from '../ActionDialog';
import { actionErrorKey } from '../action-error';
import { can } from '../admin-access';
import { ExportButton } from '../ExportButton';
import { formatWhen } from '../format';
import { ListStatus } from '../ListStatus';
import { Pager } from '../Pager';
import { validReason } from '../reason';
import { useListParams } from '../use-page-param';
import { RemovalCategoryField } from './RemovalFields';
import { useDecidePhotoFlag, usePhotoFlags } from './review.queries';
import './review.css';
import { SelectFilter } from '../SelectFilter';

const statusFrom = (raw: string | null): PhotoFlagStatus => PHOTO_FLAG_STATUSES.find((s) => s === raw) ?? 'open';

/** Keep a flagged photo (the flag is cleared) or remove it for a category the member reads. */
function DecideDialog({
  item,
  action,
  onClose,
  onDone,
}: {
  item: AdminPhotoFlag;
  action: PhotoFlagAction;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin']);
  const decide = useDecidePhotoFlag();
  const [category, setCategory] = useState<RemovalCategory>('contact');
  const [reason, setReason] = useState('');
  const remove = action === 'remove';
  const submit = () => {
    const text = validReason(reason);
    decide.mutate(
      { id: item.id, action, ...(remove ? { category } : {}), ...(text ? { reason: text } : {}) },
      { onSuccess: () => onDone() },
    );
  };
  return (
    <ActionDialog
      title={t(remove ? 'photos.removeTitle' : 'photos.keepTitle', { name: item.member.name })}
      submit={t(remove ? 'photos.remove' : 'photos.keep')}
      danger={remove}
      busy={decide.isPending}
      error={decide.isError ? t(actionErrorKey(decide.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t(remove ? 'photos.removeText' : 'photos.keepText')}</p>
      {remove ? <RemovalCategoryField value={category} onChange={setCategory} /> : null}
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

/** One flagged photo with the words OCR read in it. */
function PhotoCard({
  item,
  canDecide,
  onDecide,
}: {
  item: AdminPhotoFlag;
  canDecide: boolean;
  onDecide: (action: PhotoFlagAction) => void;
}) {
  const { t, i18n } = useTranslation(['admin']);
  const title = `admin-photo-${item.id}`;
  const decided = item.decided_at
    ? ` · ${t('photos.decided', { date: formatWhen(item.decided_at, i18n.language) })}`
    : '';
  return (
    <article
      className="admin-report admin-review"
      aria-labelledby={title}
      data-testid="admin-photo-flag"
      data-photo={item.id}
    >
      <header className="admin-head">
        <h2 id={title} className="admin-row__title">
          <Link to={`/admin/members/${item.member.id}`} className="link">
            {item.member.name}
          </Link>
        </h2>
        <span className="admin-tag">{t(`photos.status.${item.status}`)}</span>
      </header>
      <p className="admin-row__meta">
        {t('photos.uploaded', {
          date: formatWhen(item.created_at, i18n.language),
          where: t(`photos.type.${item.type}`, { defaultValue: item.type }),
          folder: t(`photos.folder.${item.folder}`, { defaultValue: item.folder }),
        })}
        {decided}
        {item.category ? ` · ${t(`removal.category.${item.category}`)}` : ''}
      </p>
      <div className="admin-review__body">
        {item.url ? (
          <img
            className="admin-review__photo"
            src={item.url}
            alt={t('photos.photoOf', { name: item.member.name })}
            loading="lazy"
          />
        ) : (
          <p className="muted">{t('photos.deleted')}</p>
        )}
        <div>
          <p className="admin-row__meta">{t('photos.words')}</p>
          <ul className="admin-review__words" role="list" data-testid="admin-photo-words">
            {item.words.map((word, i) => (
              <li key={`${i}-${word}`} className="admin-tag">
                {word}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {canDecide && item.status === 'open' ? (
        <div className="admin-actions">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => onDecide('keep')}
            data-testid="admin-photo-keep"
          >
            {t('photos.keep')}
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => onDecide('remove')}
            data-testid="admin-photo-remove"
          >
            {t('photos.remove')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

/** /admin/photos: photos the text check found borderline, stored and waiting for a look; decided ones by status. */
export function PhotoReviewPage({ session }: { session: AdminSession }) {
  const { t } = useTranslation(['admin']);
  const { params, page, update } = useListParams();
  const status = statusFrom(params.get('status'));
  const list = usePhotoFlags(status, page);
  const [deciding, setDeciding] = useState<{ item: AdminPhotoFlag; action: PhotoFlagAction } | null>(null);
  const [notice, setNotice] = useState('');
  const items = list.data?.data ?? [];
  return (
    <section className="card admin-card" aria-labelledby="admin-photos-title">
      <div className="admin-titlebar">
        <h1 id="admin-photos-title" className="page-title">
          {t('photos.title')}
        </h1>
        <ExportButton list="photoFlags" filter={{ status }} />
      </div>
      <p className="muted">{t('photos.lead')}</p>
      <div className="admin-filters" role="group" aria-label={t('photos.title')}>
        <SelectFilter
          label={t('photos.statusLabel')}
          value={status}
          options={PHOTO_FLAG_STATUSES}
          optionLabel={(s) => t(`photos.status.${s}`)}
          onChange={(value) => update({ status: value, page: 1 })}
          testId="admin-photo-status"
        />
      </div>
      <p role="status" className={notice ? 'admin-notice admin-notice--ok' : 'visually-hidden'}>
        {notice}
      </p>
      <ListStatus query={list} empty={items.length === 0} emptyText={t('photos.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('photos.title')} data-testid="admin-photo-flags">
          {items.map((item) => (
            <li key={item.id}>
              <PhotoCard
                item={item}
                canDecide={can(session, 'photoFlags.decide')}
                onDecide={(action) => setDeciding({ item, action })}
              />
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
      {deciding ? (
        <DecideDialog
          item={deciding.item}
          action={deciding.action}
          onClose={() => setDeciding(null)}
          onDone={() => {
            const key = deciding.action === 'keep' ? 'photos.kept' : 'photos.removed';
            setNotice(t(key, { name: deciding.item.member.name }));
            setDeciding(null);
          }}
        />
      ) : null}
    </section>
  );
}
