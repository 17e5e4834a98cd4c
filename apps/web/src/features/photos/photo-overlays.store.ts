import { create } from 'zustand';
import type { PaidUpload, PayUploadType } from '@yuanfen/contract';
import { useSessionStore } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';

/** One picture the full-screen viewer shows: the original and, while it loads, the thumbnail. */
export interface ViewerPhoto {
  id: number;
  url: string;
  thumb?: string;
  width?: number;
  height?: number;
}

/** A locked secret photo someone wants to buy (spec §4 "Secret photo"). */
export interface SecretPayRequest {
  upload: { id: number; thumb: string; price: number | null };
  /** Where the photo was seen (`PUT uploads/pay` related_id): the post, the message, or the album's owner. */
  relatedId: number;
  type: PayUploadType;
  /** Runs after paying, before the viewer opens, so the caller can unlock its own copy. */
  onPaid?: (paid: PaidUpload) => void;
}

interface PhotoOverlaysState {
  viewer: { photos: ViewerPhoto[]; index: number } | null;
  pay: SecretPayRequest | null;
  openViewer: (photos: ViewerPhoto[], index?: number) => void;
  closeViewer: () => void;
  showAt: (index: number) => void;
  openPay: (request: SecretPayRequest) => void;
  closePay: () => void;
}

/** The gallery viewer and the secret-photo pay dialog: global overlays (spec §2), one of each at a time. */
export const usePhotoOverlays = create<PhotoOverlaysState>()((set, get) => ({
  viewer: null,
  pay: null,
  openViewer: (photos, index = 0) => {
    const shown = photos.filter((photo) => photo.url);
    if (shown.length === 0) return;
    const start = Math.max(0, shown.indexOf(photos[index] ?? shown[0]!));
    set({ viewer: { photos: shown, index: start } });
    // The router cancels every navigation while this flag is up (AppShell's blocker).
    useUiStore.getState().setPhotoViewer(true);
  },
  closeViewer: () => {
    set({ viewer: null });
    useUiStore.getState().setPhotoViewer(false);
  },
  showAt: (index) => {
    const viewer = get().viewer;
    if (!viewer) return;
    const count = viewer.photos.length;
    set({ viewer: { ...viewer, index: ((index % count) + count) % count } });
  },
  openPay: (pay) => {
    // Only members can buy; a visitor is asked to log in first.
    if (useSessionStore.getState().token) set({ pay });
    else useUiStore.getState().openLogin();
  },
  closePay: () => set({ pay: null }),
}));

/** Opens the full-screen viewer on `photos[index]`; photos without an original (locked) are skipped. */
export const openPhotoViewer = (photos: ViewerPhoto[], index = 0) =>
  usePhotoOverlays.getState().openViewer(photos, index);

/** Opens the secret-photo pay dialog; paying opens the viewer on the original. */
export const openSecretPay = (request: SecretPayRequest) => usePhotoOverlays.getState().openPay(request);

/** For components: `const open = usePhotoViewer(); open(photos, 2)`. */
export const usePhotoViewer = () => usePhotoOverlays((s) => s.openViewer);
