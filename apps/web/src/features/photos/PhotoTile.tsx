import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { SafeImage } from './SafeImage';
import './photo-tiles.css';

interface PhotoTileProps {
  thumb: string;
  /** A secret photo the viewer has not bought: blurred, with a lock and its price. */
  locked: boolean;
  /** A secret photo the viewer may see (owner or buyer): marked so the owner knows who else can. */
  secret?: boolean;
  price: number | null;
  label: string;
  onOpen: () => void;
  testId?: string;
  /** In select mode: whether this photo is selected. */
  pressed?: boolean;
  children?: ReactNode;
}

/** One square photo button; the grid decides what opening it means (viewer or pay dialog). */
export function PhotoTile(props: PhotoTileProps) {
  const { thumb, locked, secret, price, label, onOpen, testId, pressed, children } = props;
  const { t } = useTranslation('photos');
  return (
    <button
      type="button"
      className={locked ? 'photo-tile photo-tile--locked' : 'photo-tile'}
      onClick={onOpen}
      aria-pressed={pressed}
      aria-label={locked ? t('tile.locked', { count: price ?? 0 }) : label}
      data-testid={testId}
      data-locked={locked || undefined}
    >
      <SafeImage src={thumb} alt="" className="photo-tile__image" loading="lazy" draggable={false} />
      {locked ? (
        <span className="photo-tile__lock" aria-hidden="true">
          <Icon name="shield" size={22} />
          {price !== null ? <span className="photo-tile__price">{t('gold', { count: price })}</span> : null}
        </span>
      ) : null}
      {secret && !locked ? (
        <span className="photo-tile__badge" aria-hidden="true">
          <Icon name="shield" size={12} />
          {price !== null ? t('gold', { count: price }) : t('folder.secret')}
        </span>
      ) : null}
      {children}
    </button>
  );
}
