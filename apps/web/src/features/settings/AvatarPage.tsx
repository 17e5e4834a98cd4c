import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefusalReason, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, type Me } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { errorText } from '../system';
import { Avatar } from '../../ui/Avatar';
import { FilePicker } from '../../ui/FilePicker';
import { AvatarCropper } from './AvatarCropper';
import { centredView, cropFields, useAvatarUploadMutation, type CropView, type ImageSize } from './avatar-crop';
import { SettingsScreen } from './SettingsLayout';
import { useUpdateUserMutation } from './settings.queries';

type ErrorKey = 'type' | 'size' | 'crop' | 'failed';
/** One of the page's own texts, or the text of a refusal reason the page has none for. */
type AvatarError = ErrorKey | { text: string };

/** The server's refusal in the member's language, told by its reason (or the field it names). */
function errorOf(error: unknown): AvatarError {
  if (!isApiError(error)) return 'failed';
  if (error.status === 413) return 'size';
  if (error.reason === RefusalReason.NotImage) return 'type';
  // Too small, too many pixels, text in the photo, a body cut off: the reason's own text.
  if (error.reason) return { text: errorText(error) };
  if (error.errors.file) return 'type';
  if (error.errors.crop_x) return 'crop';
  return 'failed';
}

function AvatarForm({ me }: { me: Me }) {
  const { t } = useTranslation(['settings', 'common']);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [size, setSize] = useState<ImageSize | null>(null);
  const [view, setView] = useState<CropView | null>(null);
  const [error, setError] = useState<AvatarError | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useAvatarUploadMutation(setProgress);
  const update = useUpdateUserMutation();
  const busy = upload.isPending || update.isPending;

  // The photo's shown size (browsers apply EXIF orientation, as the server does) starts the crop.
  useEffect(() => {
    if (!src) return;
    const image = new Image();
    image.onload = () => {
      const next = { width: image.naturalWidth, height: image.naturalHeight };
      setSize(next);
      setView(centredView(next));
    };
    image.onerror = () => setError('type');
    image.src = src;
    return () => URL.revokeObjectURL(src);
  }, [src]);

  const choose = (chosen: File | undefined) => {
    setError(null);
    setSize(null);
    setView(null);
    if (!chosen) return;
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(chosen.type)) return setError('type');
    if (chosen.size > UPLOAD_MAX_BYTES) return setError('size');
    setFile(chosen);
    setSrc(URL.createObjectURL(chosen));
  };

  const save = async () => {
    if (!file || !size || !view) return;
    setError(null);
    setProgress(0);
    try {
      const uploaded = await upload.mutateAsync({ file, crop: cropFields(size, view) });
      await update.mutateAsync({ avatar: uploaded.id });
      setFile(null);
      setSrc(null);
      setSize(null);
      setView(null);
    } catch (failure) {
      setError(errorOf(failure));
    }
  };

  return (
    <form
      className="card settings-form avatar-form"
      data-testid="avatar-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="avatar-form__current">
        <Avatar src={me.avatar} name={me.name} size={88} alt={t('common:user.avatarOf', { name: me.name })} />
        <p id={`${inputId}-hint`} className="field__hint">
          {t('avatar.hint')}
        </p>
      </div>

      <div className={`field${error ? ' field--error' : ''}`}>
        <FilePicker
          label={file ? t('avatar.chooseOther') : t('avatar.choose')}
          dropHint={t('avatar.drop')}
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          variant={file ? 'secondary' : 'primary'}
          disabled={busy}
          invalid={Boolean(error)}
          describedBy={error ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
          testId="avatar-file"
          onFiles={(files) => choose(files[0])}
        />
        {error ? (
          <p id={`${inputId}-error`} className="field__error" role="alert" data-testid="avatar-error">
            {typeof error === 'string' ? t(`avatar.errors.${error}`) : error.text}
          </p>
        ) : null}
      </div>

      {src && size && view ? <AvatarCropper src={src} size={size} view={view} onChange={setView} /> : null}

      {upload.isPending ? (
        <div className="field">
          <label className="field__label" htmlFor="avatar-progress">
            {t('avatar.uploading', { percent: Math.round(progress * 100) })}
          </label>
          <progress id="avatar-progress" className="avatar-form__progress" max={1} value={progress} />
        </div>
      ) : null}

      <div className="settings-save">
        <button type="submit" className="button button--primary" disabled={busy || !view} data-testid="avatar-save">
          {t('avatar.save')}
        </button>
      </div>
    </form>
  );
}

/** /setting/avatar: choose a photo, frame it in the square, upload it and make it the avatar. */
export function AvatarPage() {
  const { t } = useTranslation(['settings', 'nav']);
  return (
    <SettingsScreen title={t('nav:title.settingAvatar')} lead={t('lead.avatar')} testId="setting-avatar">
      {(me) => <AvatarForm me={me} />}
    </SettingsScreen>
  );
}
