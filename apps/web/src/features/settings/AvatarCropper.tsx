import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clampView, cropSide, imageStyle, MAX_ZOOM, type CropView, type ImageSize } from './avatar-crop';

const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The square crop frame over the chosen photo: drag (mouse, touch or pen) or the arrow keys move the
 * photo, the range slider zooms. What shows inside the frame is exactly what the server will keep.
 */
export function AvatarCropper(props: {
  src: string;
  size: ImageSize;
  view: CropView;
  onChange: (view: CropView) => void;
}) {
  const { t } = useTranslation(['settings']);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; view: CropView; scale: number } | null>(null);
  const { size, view, onChange } = props;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view, scale: cropSide(size, view.zoom) / box.width };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = (event.clientX - start.x) * start.scale;
    const dy = (event.clientY - start.y) * start.scale;
    onChange(clampView(size, { ...start.view, cx: start.view.cx - dx, cy: start.view.cy - dy }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const distance = cropSide(size, view.zoom) * (event.shiftKey ? 0.1 : 0.02);
    onChange(clampView(size, { ...view, cx: view.cx + step[0] * distance, cy: view.cy + step[1] * distance }));
  };

  return (
    <div className="avatar-cropper">
      <div
        ref={frame}
        className="avatar-cropper__frame"
        role="group"
        tabIndex={0}
        aria-label={t('avatar.frame')}
        aria-describedby="avatar-frame-hint"
        data-testid="avatar-frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      >
        <img
          src={props.src}
          alt=""
          draggable={false}
          className="avatar-cropper__image"
          style={imageStyle(size, view)}
        />
        <span className="avatar-cropper__ring" aria-hidden="true" />
      </div>
      <p id="avatar-frame-hint" className="field__hint">
        {t('avatar.frameHint')}
      </p>
      <div className="field">
        <label className="field__label" htmlFor="avatar-zoom">
          {t('avatar.zoom')}
        </label>
        <input
          id="avatar-zoom"
          type="range"
          className="avatar-cropper__zoom"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={view.zoom}
          aria-valuetext={`${Math.round(view.zoom * 100)}%`}
          data-testid="avatar-zoom"
          onChange={(event) => onChange(clampView(size, { ...view, zoom: Number(event.target.value) }))}
        />
      </div>
    </div>
  );
}
