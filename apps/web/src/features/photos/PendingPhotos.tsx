import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import type { PendingPhoto } from './use-photo-uploads';
import './pending-photos.css';

/** Thumbnails of picked photos with their progress, check mark or refusal, each removable. */
export function PendingPhotos({ items, onRemove }: { items: PendingPhoto[]; onRemove?: (key: string) => void }) {
  const { t } = useTranslation('photos');
  if (items.length === 0) return null;
  const failed = items.flatMap((item, index) => (item.status === 'failed' ? [{ ...item, index }] : []));
  return (
    <>
      <ul className="pending-photos" role="list" aria-label={t('upload.pending')} data-testid="pending-photos">
        {items.map((item, index) => (
          <li
            key={item.key}
            className={`pending-photo pending-photo--${item.status}`}
            data-testid="pending-photo"
            data-status={item.status}
          >
            <img src={item.preview} alt={t('upload.photo', { index: index + 1 })} className="pending-photo__image" />
            {item.status === 'uploading' ? (
              <span className="pending-photo__progress">
                <progress
                  max={1}
                  value={item.progress}
                  aria-label={t('upload.progress', { index: index + 1 })}
                  className="pending-photo__bar"
                />
                <span aria-hidden="true">{Math.round(item.progress * 100)}%</span>
              </span>
            ) : null}
            {item.status === 'done' && item.fresh ? (
              <span className="pending-photo__done" role="status" aria-label={t('upload.done')}>
                ✓
              </span>
            ) : null}
            {item.status === 'failed' ? (
              <span className="pending-photo__failed" aria-hidden="true">
                !
              </span>
            ) : null}
            {onRemove ? (
              <button
                type="button"
                className="pending-photo__remove"
                onClick={() => onRemove(item.key)}
                aria-label={t('upload.remove', { index: index + 1 })}
                data-testid="pending-photo-remove"
              >
                <Icon name="close" size={14} />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {failed.length > 0 ? (
        <ul className="pending-photos__errors" role="alert">
          {failed.map((item) => (
            <li key={item.key} data-testid="pending-photo-error">
              {t('upload.refused', { index: item.index + 1, reason: item.error })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
