import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadFolder } from '@yuanfen/contract';
import { Icon } from '../../ui/Icon';
import { PendingPhotos } from './PendingPhotos';
import { invalidatePhotos } from './photos.queries';
import { parsePrice, PriceInput } from './PriceInput';
import { usePhotoUploads } from './use-photo-uploads';
import { PhotoFileInput } from './PhotoFileInput';

/** How many photos one pick may add to the album at once. */
const ALBUM_BATCH = 16;

/** Uploads into the open folder (a secret one with its price); each photo joins the grid 2 s after success. */
export function AlbumUploader({ folder }: { folder: UploadFolder }) {
  const { t } = useTranslation('photos');
  const input = useRef<HTMLInputElement>(null);
  const [price, setPrice] = useState('');
  const photos = usePhotoUploads({
    type: 'album',
    folder,
    price: parsePrice(price),
    max: ALBUM_BATCH,
    onUploaded: (_upload, key) => {
      void invalidatePhotos();
      photos.remove(key);
    },
  });
  return (
    <div className="album-uploader">
      <div className="album-uploader__bar">
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => input.current?.click()}
          data-testid="album-upload"
        >
          <Icon name="photo" size={18} />
          {t('album.upload', { folder: t(`folder.${folder}`) })}
        </button>
        {folder === 'secret' ? <PriceInput value={price} onChange={setPrice} /> : null}
        <PhotoFileInput ref={input} multiple onFiles={photos.add} testId="album-file-input" />
      </div>
      <PendingPhotos items={photos.items} onRemove={photos.remove} />
    </div>
  );
}
