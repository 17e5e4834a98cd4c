import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  VERIFICATION_REQUEST_STATUSES,
  type AdminSession,
  type AdminVerification,
  type VerificationAction,
  type VerificationRequestStatus,
} from '@yuanfen/contract';
import { GESTURE_EMOJI } from '../../verify/gestures';
import { ActionDialog, ReasonField } from '../ActionDialog';
import { actionErrorKey } from '../action-error';
import { can } from '../admin-access';
import { useAdminVerifications, useDecideVerification } from '../admin.queries';
import { formatWhen } from '../format';
import { Pager } from '../Pager';
import { validReason } from '../reason';
import { useListParams } from '../use-page-param';
import { ListStatus } from '../ListStatus';
import './verifications.css';
import { ExportButton } from '../ExportButton';
import { SelectFilter } from '../SelectFilter';

const statusFrom = (raw: string | null): VerificationRequestStatus =>
  VERIFICATION_REQUEST_STATUSES.find((s) => s === raw) ?? 'pending';

/** Approve or reject (with the reason the member reads) one selfie. */
function DecideDialog({
  item,
  action,
  onClose,
  onDone,
}: {
  item: AdminVerification;
  action: VerificationAction;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin']);
  const decide = useDecideVerification();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = action === 'reject';
  const submit = () => {
    const text = validReason(reason);
    if (reject && !text) return setMissing(true);
    decide.mutate({ id: item.id, action, ...(reject ? { reason: text } : {}) }, { onSuccess: () => onDone() });
  };
  return (
    <ActionDialog
      title={t(reject ? 'verifications.rejectTitle' : 'verifications.approveTitle', { name: item.member.name })}
      submit={t(reject ? 'verifications.reject' : 'verifications.approve')}
      danger={reject}
      busy={decide.isPending}
      error={decide.isError ? t(actionErrorKey(decide.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t(reject ? 'verifications.rejectText' : 'verifications.approveText')}</p>
      {reject ? (
        <ReasonField
          value={reason}
          onChange={(value) => {
            setReason(value);
            setMissing(false);
          }}
          required
          error={missing ? t('verifications.reasonRequired') : undefined}
        />
      ) : null}
    </ActionDialog>
  );
}

/** One selfie next to the member's photos, with the gesture it had to show. */
function VerificationCard({
  item,
  canDecide,
  onDecide,
}: {
  item: AdminVerification;
  canDecide: boolean;
  onDecide: (action: VerificationAction) => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'verify']);
  return (
    <article
      className="admin-report admin-verification"
      aria-labelledby={`admin-verification-${item.id}`}
      data-testid="admin-verification"
      data-member={item.member.id}
    >
      <header className="admin-head">
        <h2 id={`admin-verification-${item.id}`} className="admin-row__title">
          <Link to={`/admin/members/${item.member.id}`} className="link">
            {item.member.name}
          </Link>
        </h2>
        <span className="admin-tag">{t(`verifications.status.${item.status}`)}</span>
      </header>
      <p className="admin-row__meta">
        {t('verifications.sent', { date: formatWhen(item.created_at, i18n.language) })}
        {item.reviewed_at
          ? ` · ${t('verifications.decided', { date: formatWhen(item.reviewed_at, i18n.language) })}`
          : ''}
      </p>
      <p className="admin-verification__gesture" data-testid="admin-verification-gesture">
        <span aria-hidden="true">{GESTURE_EMOJI[item.gesture]}</span>{' '}
        {t('verifications.gesture', { gesture: t(`verify:gesture.${item.gesture}`) })}
      </p>
      <div className="admin-verification__compare">
        <figure className="admin-verification__selfie">
          <figcaption className="admin-row__meta">{t('verifications.selfie')}</figcaption>
          {item.selfie ? (
            <img src={item.selfie} alt={t('verifications.selfieOf', { name: item.member.name })} />
          ) : (
            <p className="muted">{t('verifications.noSelfie')}</p>
          )}
        </figure>
        <figure className="admin-verification__photos">
          <figcaption className="admin-row__meta">{t('verifications.photos')}</figcaption>
          {item.photos.length > 0 ? (
            <ul className="admin-photos" role="list">
              {item.photos.map((photo) => (
                <li key={photo.url}>
                  <img src={photo.url} alt="" loading="lazy" width={120} height={120} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('verifications.noPhotos')}</p>
          )}
        </figure>
      </div>
      {item.reason ? <p className="admin-quote">{item.reason}</p> : null}
      {canDecide && item.status === 'pending' ? (
        <div className="admin-actions">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => onDecide('approve')}
            data-testid="admin-verification-approve"
          >
            {t('verifications.approve')}
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => onDecide('reject')}
            data-testid="admin-verification-reject"
          >
            {t('verifications.reject')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

/** /admin/verifications: the selfie queue (issue 19), pending ones oldest first; decided ones by status. */
export function VerificationsPage({ session }: { session: AdminSession }) {
  const { t } = useTranslation(['admin']);
  const { params, page, update } = useListParams();
  const status = statusFrom(params.get('status'));
  const list = useAdminVerifications(status, page);
  const [deciding, setDeciding] = useState<{ item: AdminVerification; action: VerificationAction } | null>(null);
  const [notice, setNotice] = useState('');
  const items = list.data?.data ?? [];
  return (
    <section className="card admin-card" aria-labelledby="admin-verifications-title">
      <div className="admin-titlebar">
        <h1 id="admin-verifications-title" className="page-title">
          {t('verifications.title')}
        </h1>
        <ExportButton list="verifications" filter={{ status }} />
      </div>
      <p className="muted">{t('verifications.lead')}</p>
      <div className="admin-filters" role="group" aria-label={t('verifications.title')}>
        <SelectFilter
          label={t('verifications.statusLabel')}
          value={status}
          options={VERIFICATION_REQUEST_STATUSES}
          optionLabel={(s) => t(`verifications.status.${s}`)}
          onChange={(value) => update({ status: value, page: 1 })}
          testId="admin-verification-status"
        />
      </div>
      <p role="status" className={notice ? 'admin-notice admin-notice--ok' : 'visually-hidden'}>
        {notice}
      </p>
      <ListStatus query={list} empty={items.length === 0} emptyText={t('verifications.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('verifications.title')} data-testid="admin-verifications">
          {items.map((item) => (
            <li key={item.id}>
              <VerificationCard
                item={item}
                canDecide={can(session, 'verifications.decide')}
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
            setNotice(
              t(deciding.action === 'approve' ? 'verifications.approved' : 'verifications.rejected', {
                name: deciding.item.member.name,
              }),
            );
            setDeciding(null);
          }}
        />
      ) : null}
    </section>
  );
}
