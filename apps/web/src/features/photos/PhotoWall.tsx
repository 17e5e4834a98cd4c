import { useTranslation } from 'react-i18next';
import type { Photo } from '@yuanfen/contract';
import { useUiStore } from '../../lib/ui-store';
import { openPhotoViewer, openSecretPay, type SecretPayRequest } from './photo-overlays.store';
import { PhotoTile } from './PhotoTile';

interface PhotoWallProps {
  photos: Photo[];
  /** Select mode: tiles toggle their selection instead of opening. */
  selected?: ReadonlySet<number>;
  onToggle?: (id: number) => void;
}

/**
 * Where the pay call says the photo was seen (`PUT uploads/pay` sells secret photos shown in a post or a
 * message only). An album photo that was never shared has no such place, so it cannot be bought.
 */
function payTarget(photo: Photo): Pick<SecretPayRequest, 'relatedId' | 'type'> | null {
  if (photo.related_id === null || (photo.type !== 'feed' && photo.type !== 'message')) return null;
  return { relatedId: photo.related_id, type: photo.type };
}

/** A member's photos as tiles: open the viewer on the visible ones, or the pay dialog on a locked one. */
export function PhotoWall({ photos, selected, onToggle }: PhotoWallProps) {
  const { t } = useTranslation('photos');
  const viewable = photos.filter((photo) => !photo.locked && photo.url);
  const open = (photo: Photo) => {
    if (selected && onToggle) onToggle(photo.id);
    else if (!photo.locked && photo.url) openPhotoViewer(viewable, viewable.indexOf(photo));
    else {
      const target = payTarget(photo);
      if (target) openSecretPay({ upload: photo, ...target });
      else useUiStore.getState().showToast(t('tile.notForSale'), 'info');
    }
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
