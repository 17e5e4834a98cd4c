import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The front camera's live preview (getUserMedia) and a button that captures a frame to a canvas as a
 * JPEG. Refused, absent or failing, it calls `onUnavailable` and the screen offers the file upload.
 * The tracks stop when it closes, so the camera light goes off.
 */
export function Camera({ onCapture, onUnavailable }: { onCapture: (photo: Blob) => void; onUnavailable: () => void }) {
  const { t } = useTranslation('verify');
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      onUnavailable();
      return;
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } }, audio: false })
      .then(async (media) => {
        stream = media;
        if (cancelled || !video.current) return media.getTracks().forEach((track) => track.stop());
        video.current.srcObject = media;
        await video.current.play();
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) onUnavailable();
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onUnavailable]);

  const capture = () => {
    const source = video.current;
    if (!source || !source.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext('2d')?.drawImage(source, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => (blob ? onCapture(blob) : onUnavailable()), 'image/jpeg', 0.9);
  };

  return (
    <div className="verify-camera" data-testid="verify-camera">
      {/* Mirrored like a mirror while framing; the captured photo is the camera's own, unmirrored. */}
      <video ref={video} className="verify-camera__video" muted playsInline aria-label={t('camera.preview')} />
      {!ready ? <p className="muted">{t('camera.starting')}</p> : null}
      <button
        type="button"
        className="button button--primary"
        disabled={!ready}
        onClick={capture}
        data-testid="verify-capture"
      >
        {t('camera.capture')}
      </button>
    </div>
  );
}
