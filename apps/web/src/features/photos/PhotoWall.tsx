import { useTranslation } from 'react-i18next';
import type { Photo } from '@yuanfen/contract';
import { openPhotoViewer, openSecretPay } from './photo-overlays.store';
import { Icon } from '../../ui/Icon';
import { PhotoTile } from './PhotoTile';
import './photo-pages.css';

/** Whether a photo was added after its owner's selfie was approved (the verified mark on its tile). */
export const takenAfter = (photo: Pick<Photo, 'created_at'>, verifiedAt: string | null | undefined): boolean =>
  Boolean(verifiedAt) && Date.parse(photo.created_at) >= Date.parse(verifiedAt!);

interface PhotoWallProps {
  photos: Photo[];
  /** When the owner's identity was verified: later photos get the verified mark. */
  verifiedAt?: string | null;
  /** Select mode: tiles toggle their selection instead of opening. */
  selected?: ReadonlySet<number>;
  onToggle?: (id: number) => void;
}

/** A member's photos as tiles: open the viewer on the visible ones, or the pay dialog on a locked one. */
export function PhotoWall({ photos, selected, onToggle, verifiedAt }: PhotoWallProps) {
  const { t } = useTranslation(['photos', 'profile']);
  const viewable = photos.filter((photo) => !photo.locked && photo.url);
  const open = (photo: Photo) => {
    if (selected && onToggle) onToggle(photo.id);
    else if (!photo.locked && photo.url) openPhotoViewer(viewable, viewable.indexOf(photo));
    // These are album photos (`GET photos/{id}`): bought where they are shown, in their owner's album.
    else openSecretPay({ upload: photo, relatedId: photo.user_id, type: 'album' });
  };
  return (
    <>
      {photos.map((photo, index) => (
        <li key={photo.id} className={selected?.has(photo.id) ? 'photo-wall__item is-selected' : 'photo-wall__item'}>
          <PhotoTile
            thumb={photo.thumb}
            locked={photo.locked}
            secret={photo.folder === 'secret'}
            price={photo.price}
            label={t('grid.open', { index: index + 1, count: photos.length })}
            onOpen={() => open(photo)}
            testId={`photo-${photo.id}`}
            pressed={selected ? selected.has(photo.id) : undefined}
          >
            {selected ? (
              <span className="photo-wall__check" aria-hidden="true">
                {selected.has(photo.id) ? '✓' : ''}
              </span>
            ) : null}
            {takenAfter(photo, verifiedAt) ? (
              <span
                className="photo-wall__verified"
                title={t('profile:verifiedMark.photoAfter')}
                data-testid="photo-verified-after"
              >
                <Icon name="shield" size={14} label={t('profile:verifiedMark.photoAfter')} />
              </span>
            ) : null}
          </PhotoTile>
        </li>
      ))}
    </>
  );
}
