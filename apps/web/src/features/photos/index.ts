/**
 * The photo pieces other features reuse (feed posts, chat messages, profiles):
 * - `PhotoGrid` shows the photos of a post or message, opens the viewer or, for a locked secret photo,
 *   the pay dialog.
 * - `openPhotoViewer(photos, index)` / `usePhotoViewer()` open the full-screen viewer from anywhere.
 * - `openSecretPay(request)` opens the secret-photo pay overlay; `SecretPhotoPayDialog` is the dialog
 *   itself for a caller that hosts it.
 * - `SafeImage` is an <img> that shows a fallback tile when the image cannot load.
 */
export { PhotoGrid } from './PhotoGrid';
export { PhotoTile } from './PhotoTile';
export { SafeImage } from './SafeImage';
export { SecretPhotoPayDialog } from './SecretPhotoPayDialog';
export { PhotoOverlays } from './PhotoOverlays';
export {
  openPhotoViewer,
  openSecretPay,
  usePhotoViewer,
  type SecretPayRequest,
  type ViewerPhoto,
} from './photo-overlays.store';
export { usePayUpload } from './photos.queries';
export { usePhotoUploads, type PendingPhoto } from './use-photo-uploads';
