import { useTranslation } from 'react-i18next';
import type { Photo } from '@yuanfen/contract';
import { openPhotoViewer, openSecretPay } from './photo-overlays.store';
import { PhotoTile } from './PhotoTile';
import './photo-pages.css';

interface PhotoWallProps {
  photos: Photo[];
  /** Select mode: tiles toggle their selection instead of opening. */
  selected?: ReadonlySet<number>;
  onToggle?: (id: number) => void;
}

/** A member's photos as tiles: open the viewer on the visible ones, or the pay dialog on a locked one. */
export function PhotoWall({ photos, selected, onToggle }: PhotoWallProps) {
  const { t } = useTranslation('photos');
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
          </PhotoTile>
        </li>
      ))}
    </>
  );
}
