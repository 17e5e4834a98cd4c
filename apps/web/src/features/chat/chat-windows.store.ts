import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CHAT_WINDOW_WIDTH } from '@yuanfen/contract';

/** A docked chat window on desktop (spec §3 Chat window), kept in local storage. */
export interface ChatWindow {
  user_id: number;
  name: string;
  avatar: string | null;
  online: boolean;
  minimize: boolean;
}

export type ChatPeer = Omit<ChatWindow, 'minimize'>;

/** Spec §4: about the screen width divided by 250, minus 1, and always at least one. */
export const maxChatWindows = (screenWidth: number) => Math.max(1, Math.floor(screenWidth / CHAT_WINDOW_WIDTH) - 1);

interface ChatWindowsState {
  windows: ChatWindow[];
  open: (peer: ChatPeer) => void;
  close: (userId: number) => void;
  toggleMinimize: (userId: number) => void;
  patch: (userId: number, patch: Partial<ChatPeer>) => void;
  /** Drops the oldest windows a browser window `width` px wide has no room for. */
  fit: (width: number) => void;
  clear: () => void;
}

export const useChatWindowsStore = create<ChatWindowsState>()(
  persist(
    (set, get) => ({
      windows: [],
      /** Opening moves the window to the newest place, open; the oldest ones go when there is no room. */
      open: (peer) =>
        set((state) => {
          const others = state.windows.filter((w) => w.user_id !== peer.user_id);
          const windows = [...others, { ...peer, minimize: false }];
          return { windows: windows.slice(-maxChatWindows(window.innerWidth)) };
        }),
      close: (userId) => set((state) => ({ windows: state.windows.filter((w) => w.user_id !== userId) })),
      toggleMinimize: (userId) =>
        set((state) => ({
          windows: state.windows.map((w) => (w.user_id === userId ? { ...w, minimize: !w.minimize } : w)),
        })),
      patch: (userId, patch) => {
        const current = get().windows.find((w) => w.user_id === userId);
        const changed = current && (Object.keys(patch) as (keyof ChatPeer)[]).some((k) => current[k] !== patch[k]);
        if (changed)
          set((state) => ({ windows: state.windows.map((w) => (w.user_id === userId ? { ...w, ...patch } : w)) }));
      },
      fit: (width) => {
        const room = maxChatWindows(width);
        // Resizing fires often: only a real change is stored (each store write rewrites local storage).
        if (get().windows.length > room) set((state) => ({ windows: state.windows.slice(-room) }));
      },
      clear: () => set({ windows: [] }),
    }),
    {
      name: 'yuanfen-chat-windows',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ windows }) => ({ windows }),
    },
  ),
);
