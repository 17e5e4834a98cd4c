import { Suspense } from 'react';
import { deferred, useIdlePreload } from '../../lib/deferred';
import { usePhotoOverlays } from './photo-overlays.store';
import './photo-overlays.css';

/* The viewer and the pay dialog are chunks of their own: the viewer fetched at idle time (photos are on most
 * pages), the pay dialog when it opens. */
const PhotoViewer = deferred(() => import('./PhotoViewer').then((m) => m.PhotoViewer));
const SecretPhotoPayDialog = deferred(() => import('./SecretPhotoPayDialog').then((m) => m.SecretPhotoPayDialog));

/** The photo overlays of spec §2, mounted once with the other global overlays. */
export function PhotoOverlays() {
  useIdlePreload(PhotoViewer);
  const viewerOpen = usePhotoOverlays((s) => s.viewer !== null);
  const pay = usePhotoOverlays((s) => s.pay);
  const closePay = usePhotoOverlays((s) => s.closePay);
  return (
    <Suspense fallback={null}>
      {viewerOpen ? <PhotoViewer /> : null}
      {pay ? <SecretPhotoPayDialog request={pay} onClose={closePay} /> : null}
    </Suspense>
  );
}
