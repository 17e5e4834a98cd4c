import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FEED_MAX_PHOTOS } from '@yuanfen/contract';
import { Icon } from '../../ui/Icon';
import { PriceInput, PendingPhotos, type usePhotoUploads, PhotoFileInput } from '../photos';

interface ComposerPhotosProps {
  photos: ReturnType<typeof usePhotoUploads>;
  secret: boolean;
  onSecret: (secret: boolean) => void;
  price: string;
  onPrice: (price: string) => void;
}

/** The "add photos" button of the composer. */
export function AddPhotosButton({ photos }: Pick<ComposerPhotosProps, 'photos'>) {
  const { t } = useTranslation(['feed', 'photos']);
  const input = useRef<HTMLInputElement>(null);
  const full = photos.items.length >= FEED_MAX_PHOTOS;
  return (
    <>
      <button
        type="button"
        className="icon-button feed-composer__photo"
        onClick={() => input.current?.click()}
        disabled={full}
        aria-label={t('composer.addPhotos', { count: FEED_MAX_PHOTOS })}
        title={t('composer.addPhotos', { count: FEED_MAX_PHOTOS })}
        data-testid="feed-add-photos"
      >
        <Icon name="photo" />
      </button>
      <PhotoFileInput ref={input} multiple onFiles={photos.add} testId="feed-photo-input" />
    </>
  );
}

/** The picked photos with their progress, and the "secret" switch with its price once there are photos. */
export function ComposerPhotos({ photos, secret, onSecret, price, onPrice }: ComposerPhotosProps) {
  const { t } = useTranslation(['feed', 'photos']);
  const switchId = useId();
  if (photos.items.length === 0) return null;
  return (
    <div className="feed-composer__photos">
      <PendingPhotos items={photos.items} onRemove={photos.remove} />
      <div className="feed-composer__secret">
        <label htmlFor={switchId} className="feed-composer__check">
          <input
            id={switchId}
            type="checkbox"
            checked={secret}
            onChange={(event) => onSecret(event.target.checked)}
            data-testid="feed-secret"
          />
          <span>{t('composer.secret')}</span>
        </label>
        {secret ? <PriceInput value={price} onChange={onPrice} /> : null}
      </div>
      {secret ? <p className="feed-composer__hint">{t('composer.secretHint')}</p> : null}
      <p className="feed-composer__hint" aria-live="polite">
        {t('composer.photoCount', { count: photos.items.length, max: FEED_MAX_PHOTOS })}
      </p>
    </div>
  );
}
