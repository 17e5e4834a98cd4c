import { create } from 'zustand';
export type PromptAction = 'contact' | 'reactivate' | 'upgrade' | 'recharge' | null;

export interface PromptState {
  message: string;
  action: PromptAction;
}

export interface ToastItem {
  id: number;
  message: string;
  tone: 'error' | 'info' | 'success';
}

export interface VerificationRequest {
  identity: string;
  password: string;
}

export type PayMode = 'recharge' | 'upgrade';

/** The member a like just matched the viewer with (the realtime `match`). */
export interface MatchPeer {
  user_id: number;
  name: string;
  avatar: string | null;
}

/** Who an upgrade is for when it is not the viewer (opened from a profile). */
export interface PayTarget {
  id: number;
  name: string;
}

export interface PayOptions {
  /** The VIP pack to preselect (upgrade mode). */
  months?: number;
  target?: PayTarget;
}

interface UiState {
  prompt: PromptState | null;
  toasts: ToastItem[];
  networkError: boolean;
  loginOpen: boolean;
  payModal: PayMode | null;
  payOptions: PayOptions;
  verification: VerificationRequest | null;
  emailPromptOpen: boolean;
  giftPickerOpen: boolean;
  /** While the full-screen photo viewer is open, navigation is cancelled (spec §2). */
  photoViewerOpen: boolean;
  /**
   * Set after a long disconnect while a chat message was being typed (spec §4): the data is stale, and
   * unlike `networkError` no reply clears it; only the member's refresh does.
   */
  reconnectNotice: boolean;
  narrowWarning: boolean;
  /** "It's a match" with its "Say hi" shortcut, open until answered. */
  match: MatchPeer | null;
  showMatch: (peer: MatchPeer) => void;
  closeMatch: () => void;
  showPrompt: (prompt: PromptState) => void;
  closePrompt: () => void;
  showToast: (message: string, tone?: ToastItem['tone']) => void;
  dismissToast: (id: number) => void;
  setNetworkError: (value: boolean) => void;
  openLogin: () => void;
  closeLogin: () => void;
  openPay: (mode: PayMode, options?: PayOptions) => void;
  closePay: () => void;
  openVerification: (request: VerificationRequest) => void;
  closeVerification: () => void;
  setEmailPrompt: (open: boolean) => void;
  setGiftPicker: (open: boolean) => void;
  setPhotoViewer: (open: boolean) => void;
  setReconnectNotice: (value: boolean) => void;
  setNarrowWarning: (value: boolean) => void;
}

let toastSeq = 0;
export const TOAST_MS = 4000;

export const useUiStore = create<UiState>()((set, get) => ({
  match: null,
  showMatch: (peer) => set({ match: peer }),
  closeMatch: () => set({ match: null }),
  prompt: null,
  toasts: [],
  networkError: false,
  loginOpen: false,
  payModal: null,
  payOptions: {},
  verification: null,
  emailPromptOpen: false,
  giftPickerOpen: false,
  photoViewerOpen: false,
  reconnectNotice: false,
  narrowWarning: false,
  showPrompt: (prompt) => set({ prompt }),
  closePrompt: () => set({ prompt: null }),
  showToast: (message, tone = 'error') => {
    const id = ++toastSeq;
    set({ toasts: [...get().toasts.filter((t) => t.message !== message), { id, message, tone }] });
    window.setTimeout(() => get().dismissToast(id), TOAST_MS);
  },
  dismissToast: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
  setNetworkError: (networkError) => {
    if (get().networkError !== networkError) set({ networkError });
  },
  openLogin: () => set({ loginOpen: true }),
  closeLogin: () => set({ loginOpen: false }),
  openPay: (payModal, payOptions = {}) => set({ payModal, payOptions }),
  closePay: () => set({ payModal: null, payOptions: {} }),
  openVerification: (verification) => set({ verification }),
  closeVerification: () => set({ verification: null }),
  setEmailPrompt: (emailPromptOpen) => set({ emailPromptOpen }),
  setGiftPicker: (giftPickerOpen) => set({ giftPickerOpen }),
  setPhotoViewer: (photoViewerOpen) => set({ photoViewerOpen }),
  setReconnectNotice: (reconnectNotice) => set({ reconnectNotice }),
  setNarrowWarning: (narrowWarning) => set({ narrowWarning }),
}));
