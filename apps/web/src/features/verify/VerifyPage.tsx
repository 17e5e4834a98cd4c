import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ErrorCode,
  RefusalReason,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  type VerificationGesture,
  type VerificationState,
} from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { patchMe } from '../../lib/account.queries';
import { FilePicker } from '../../ui/FilePicker';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { VerifiedBadge } from '../../ui/VerifiedBadge';
import { errorText } from '../system';
import { Camera } from './Camera';
import { GESTURE_EMOJI } from './gestures';
import { useSendSelfieMutation, useVerificationQuery } from './verify.queries';
import './verify.css';

function GestureCard({ gesture }: { gesture: VerificationGesture }) {
  const { t } = useTranslation('verify');
  return (
    <figure className="verify-gesture" data-testid="verify-gesture" data-gesture={gesture}>
      <span className="verify-gesture__art" aria-hidden="true">
        {GESTURE_EMOJI[gesture]}
      </span>
      <figcaption>
        <span className="verify-gesture__label">{t('gesture.heading')}</span>
        <strong className="verify-gesture__name">{t(`gesture.${gesture}`)}</strong>
      </figcaption>
    </figure>
  );
}

type Mode = 'choose' | 'camera' | 'preview';

/** The refusal of a sent selfie, in the member's language. */
function useRefusalText() {
  const { t } = useTranslation(['verify', 'photos', 'errors']);
  return (error: unknown): string => {
    if (!isApiError(error)) return t('photos:upload.offline');
    if (error.status === 413) return t('photos:upload.fileTooLarge');
    if (error.reason === RefusalReason.VerificationPending) return t('errors:verify.pending');
    return errorText(error);
  };
}

/** Taking (camera) or choosing (file) the selfie, previewing it, and sending it. */
function SelfieForm({ state }: { state: VerificationState }) {
  const { t } = useTranslation(['verify', 'photos']);
  const hintId = useId();
  const [mode, setMode] = useState<Mode>('choose');
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [cameraMissing, setCameraMissing] = useState(false);
  const [error, setError] = useState('');
  const [progress, setProgress] = useState(0);
  const send = useSendSelfieMutation(setProgress);
  const refusal = useRefusalText();

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const take = (blob: Blob) => {
    setError('');
    setPhoto(blob);
    setMode('preview');
  };
  const cameraUnavailable = useCallback(() => {
    setCameraMissing(true);
    setMode('choose');
  }, []);
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))
      return setError(t('photos:upload.badType', { name: file.name }));
    if (file.size > UPLOAD_MAX_BYTES) return setError(t('photos:upload.tooLarge', { name: file.name }));
    take(file);
  };
  const submit = () => {
    if (!photo) return;
    setError('');
    send.mutate(photo, {
      onError: (failure) => {
        if (isApiError(failure) && failure.code === ErrorCode.AlreadyVerified) patchMe({ verified: 1 });
        setError(refusal(failure));
      },
    });
  };

  return (
    <section className="card verify-card" aria-labelledby="verify-take" data-testid="verify-form">
      <h2 id="verify-take" className="card__title">
        {t('gesture.instruction')}
      </h2>
      <GestureCard gesture={state.gesture} />
      {mode === 'camera' ? <Camera onCapture={take} onUnavailable={cameraUnavailable} /> : null}
      {mode === 'preview' && preview ? (
        <figure className="verify-preview">
          <img src={preview} alt={t('selected')} data-testid="verify-preview" />
        </figure>
      ) : null}
      {cameraMissing ? (
        <p className="admin-notice verify-note" role="status" data-testid="verify-no-camera">
          {t('camera.unavailable')}
        </p>
      ) : null}
      {error ? (
        <p className="form__alert" role="alert" data-testid="verify-error">
          {error}
        </p>
      ) : null}
      <div className="verify-actions">
        {mode === 'preview' ? (
          <button
            type="button"
            className="button button--primary"
            disabled={send.isPending}
            onClick={submit}
            data-testid="verify-send"
          >
            {send.isPending ? t('sendingProgress', { percent: Math.round(progress * 100) }) : t('send')}
          </button>
        ) : null}
        {mode !== 'camera' && !cameraMissing ? (
          <button
            type="button"
            className={mode === 'preview' ? 'button button--ghost' : 'button button--primary'}
            onClick={() => setMode('camera')}
            data-testid="verify-open-camera"
          >
            {mode === 'preview' ? t('camera.retake') : t('camera.open')}
          </button>
        ) : null}
        {mode === 'camera' ? (
          <button type="button" className="button button--ghost" onClick={() => setMode(photo ? 'preview' : 'choose')}>
            {t('camera.close')}
          </button>
        ) : null}
        <FilePicker
          label={t('file.choose')}
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          describedBy={hintId}
          testId="verify-file"
          onFiles={(files) => choose(files[0])}
        />
      </div>
      <p id={hintId} className="muted verify-hint">
        {t('file.hint')}
      </p>
      <p className="muted verify-hint verify-privacy">
        <Icon name="shield" size={16} />
        <span>{t('privacy')}</span>
      </p>
    </section>
  );
}

/** The state the member is in, above the form (or instead of it). */
function StateCard({ state }: { state: VerificationState }) {
  const { t } = useTranslation('verify');
  if (state.status === 'pending')
    return (
      <section className="card verify-card verify-state" data-testid="verify-pending" role="status">
        <span className="verify-state__icon" aria-hidden="true">
          ⏳
        </span>
        <h2 className="card__title">{t('pending.title')}</h2>
        <p>{t('pending.text')}</p>
      </section>
    );
  if (state.status === 'verified')
    return (
      <section className="card verify-card verify-state" data-testid="verify-verified">
        <VerifiedBadge testId="verify-badge" />
        <h2 className="card__title">{t('verified.title')}</h2>
        <p>{t('verified.text')}</p>
      </section>
    );
  if (state.status === 'rejected')
    return (
      <section className="card verify-card verify-rejected" data-testid="verify-rejected" role="alert">
        <h2 className="card__title">{t('rejected.title')}</h2>
        <p data-testid="verify-reason">{t('rejected.reason', { reason: state.reason ?? '' })}</p>
        <p>{t('rejected.tryAgain')}</p>
      </section>
    );
  return null;
}

/** /setting/verify: identity verification by a selfie showing a given gesture (issue 19). */
export function VerifyPage() {
  const { t } = useTranslation(['verify', 'nav']);
  const query = useVerificationQuery();
  const state = query.data;
  return (
    <div className="stack settings-screen verify-page" data-testid="setting-verify" data-status={state?.status}>
      <header className="users-page__head">
        <h1 className="page-title">{t('nav:title.settingVerify')}</h1>
        <p className="settings-lead">{t('lead')}</p>
      </header>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <p className="form__alert" role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="link" onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : null}
      {state ? (
        <>
          <StateCard state={state} />
          {state.status === 'unverified' || state.status === 'rejected' ? <SelfieForm state={state} /> : null}
          {state.status === 'verified' ? (
            <Link to="/me" className="button button--secondary">
              {t('verified.back')}
            </Link>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
