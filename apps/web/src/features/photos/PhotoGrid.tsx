import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachmentType, FeedUpload, PaidUpload } from '@yuanfen/contract';
import { openPhotoViewer, openSecretPay } from './photo-overlays.store';
import { PhotoTile } from './PhotoTile';
import './photo-tiles.css';

interface PhotoGridProps {
  uploads: FeedUpload[];
  /** The post or message these photos belong to (what `PUT uploads/pay` names as related_id). */
  relatedId: number;
  type: AttachmentType;
  /** Runs after a secret photo here was bought (feed caches update themselves; chat may need this). */
  onPaid?: (paid: PaidUpload) => void;
}

/** 1 photo large, 2 and 4 in two columns, else three columns, like the photo grids people know. */
function columnsFor(count: number): 1 | 2 | 3 {
  if (count === 1) return 1;
  return count === 2 || count === 4 ? 2 : 3;
}

/**
 * The photos of a post or a message. Opening a photo shows the full-screen viewer on every visible one;
 * a locked secret photo opens the pay dialog instead, and paying opens the viewer on the original.
 */
export function PhotoGrid({ uploads, relatedId, type, onPaid }: PhotoGridProps) {
  const { t } = useTranslation('photos');
  // Originals bought here, shown at once even where no query cache holds this grid's photos.
  const [bought, setBought] = useState<Record<number, string>>({});
  if (uploads.length === 0) return null;
  const shown = uploads.map((u) => (bought[u.id] ? { ...u, url: bought[u.id]!, paid: 1 } : u));
  const viewable = shown.filter((u) => u.url);
  const columns = columnsFor(shown.length);
  const single = columns === 1 ? shown[0]! : null;

  const open = (upload: FeedUpload) => {
    if (upload.url) {
      openPhotoViewer(viewable, viewable.indexOf(upload));
      return;
    }
    openSecretPay({
      upload,
      relatedId,
      type,
      onPaid: (paid) => {
        setBought((current) => ({ ...current, [paid.photo.id]: paid.photo.url }));
        onPaid?.(paid);
      },
    });
  };

  return (
    <ul
      className={`photo-grid photo-grid--${columns}`}
      role="list"
      aria-label={t('grid.label', { count: shown.length })}
      style={single ? { aspectRatio: singleRatio(single) } : undefined}
      data-testid="photo-grid"
    >
      {shown.map((upload, index) => (
        <li key={upload.id}>
          <PhotoTile
            // The 200 px thumb would blur when one or two photos fill the card's width.
            thumb={columns < 3 && upload.url ? upload.url : upload.thumb}
            locked={!upload.url}
            secret={upload.secret}
            price={upload.price}
            label={t('grid.open', { index: index + 1, count: shown.length })}
            onOpen={() => open(upload)}
            testId={`photo-${upload.id}`}
          />
        </li>
      ))}
    </ul>
  );
}

/** A single photo keeps its shape, within limits so a panorama or a tall shot stays readable. */
function singleRatio({ width, height }: FeedUpload): string {
  if (!width || !height) return '4 / 3';
  const ratio = Math.min(Math.max(width / height, 3 / 4), 16 / 9);
  return String(ratio);
}
