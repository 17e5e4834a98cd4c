import { usePhotoOverlays } from './photo-overlays.store';
import { PhotoViewer } from './PhotoViewer';
import { SecretPhotoPayDialog } from './SecretPhotoPayDialog';
import './photo-overlays.css';

/** The photo overlays of spec §2, mounted once with the other global overlays. */
export function PhotoOverlays() {
  const pay = usePhotoOverlays((s) => s.pay);
  const closePay = usePhotoOverlays((s) => s.closePay);
  return (
    <>
      <PhotoViewer />
      {pay ? <SecretPhotoPayDialog request={pay} onClose={closePay} /> : null}
    </>
  );
}
