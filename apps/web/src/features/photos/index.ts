/** The photo pieces other features reuse: the grid, strip and safe image, the upload picker and pending uploads, the price input, the viewer overlays. */
export { PendingPhotos } from './PendingPhotos';
export { PhotoFileInput } from './PhotoFileInput';
export { PhotoGrid } from './PhotoGrid';
export { PhotoOverlays } from './PhotoOverlays';
export { settlePhotos } from './photos.queries';
export { PhotoStrip } from './PhotoStrip';
export { parsePrice, PriceInput } from './PriceInput';
export { SafeImage } from './SafeImage';
export { usePhotoUploads } from './use-photo-uploads';
