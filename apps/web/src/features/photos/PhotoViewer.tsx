import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { usePhotoOverlays, type ViewerPhoto } from './photo-overlays.store';
import { SafeImage } from './SafeImage';
import './photo-overlays.css';

/** How far a finger or mouse must travel sideways before a swipe turns the photo. */
const SWIPE_PX = 48;

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside the viewer: from the last control back to the first and the other way round. */
function trapTab(event: KeyboardEvent<HTMLDivElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Horizontal drag of the photo: follows the pointer, and reports a swipe direction on release. */
function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        start.current = event.clientX;
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (start.current !== null) setOffset(event.clientX - start.current);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        if (start.current === null) return;
        const moved = event.clientX - start.current;
        start.current = null;
        setOffset(0);
        if (Math.abs(moved) >= SWIPE_PX) onSwipe(moved < 0 ? 1 : -1);
      },
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}

function ViewerDialog({ photos, index }: { photos: ViewerPhoto[]; index: number }) {
  const { t } = useTranslation(['photos', 'common']);
  const close = usePhotoOverlays((s) => s.closeViewer);
  const showAt = usePhotoOverlays((s) => s.showAt);
  const closeButton = useRef<HTMLButtonElement>(null);
  const photo = photos[index]!;
  const many = photos.length > 1;
  const swipe = useSwipe((direction) => many && showAt(index + direction));

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    document.body.classList.add('has-modal');
    return () => {
      document.body.classList.remove('has-modal');
      previous?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowRight' && many) showAt(index + 1);
    else if (event.key === 'ArrowLeft' && many) showAt(index - 1);
    else if (event.key === 'Tab') trapTab(event);
    else return;
    event.stopPropagation();
  };

  return (
    <div
      className="photo-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('viewer.label')}
      onKeyDown={onKeyDown}
      data-testid="photo-viewer"
    >
      <header className="photo-viewer__bar">
        <span className="photo-viewer__counter" aria-live="polite" data-testid="photo-viewer-counter">
          {t('viewer.counter', { index: index + 1, count: photos.length })}
        </span>
        <button
          ref={closeButton}
          type="button"
          className="photo-viewer__button"
          onClick={close}
          aria-label={t('viewer.close')}
          data-testid="photo-viewer-close"
        >
          <Icon name="close" />
        </button>
      </header>
      <div className="photo-viewer__stage" {...swipe.handlers}>
        <SafeImage
          key={photo.id}
          src={photo.url}
          alt={t('viewer.photoOf', { index: index + 1, count: photos.length })}
          className="photo-viewer__image"
          style={{ transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined }}
          draggable={false}
          data-testid="photo-viewer-image"
        />
      </div>
      {many ? (
        <>
          <button
            type="button"
            className="photo-viewer__button photo-viewer__nav photo-viewer__nav--prev"
            onClick={() => showAt(index - 1)}
            aria-label={t('viewer.previous')}
          >
            <Icon name="back" />
          </button>
          <button
            type="button"
            className="photo-viewer__button photo-viewer__nav photo-viewer__nav--next"
            onClick={() => showAt(index + 1)}
            aria-label={t('viewer.next')}
          >
            <Icon name="chevron" />
          </button>
        </>
      ) : null}
    </div>
  );
}

/** The full-screen gallery viewer (spec §2 global overlay): swipe, ←/→, Esc, counter and close button. */
export function PhotoViewer() {
  const viewer = usePhotoOverlays((s) => s.viewer);
  if (!viewer) return null;
  return createPortal(<ViewerDialog photos={viewer.photos} index={viewer.index} />, document.body);
}
