import { create } from 'zustand';
import type { FeedUpload } from '@yuanfen/contract';

/** A message on its way: shown at the end of the conversation until the server answers it. */
export interface OutgoingMessage {
  /** Sent with the message, so a retry after a lost answer never posts it twice. */
  client_id: string;
  user_id: number;
  message_content: string;
  /** Send translation: the text in the recipient's language, as the member approved it. */
  translate?: string;
  uploads: FeedUpload[];
  status: 'pending' | 'failed';
  created_at: string;
}

interface OutboxState {
  messages: OutgoingMessage[];
  add: (message: OutgoingMessage) => void;
  setStatus: (clientId: string, status: OutgoingMessage['status']) => void;
  remove: (clientId: string) => void;
}

/**
 * Messages not confirmed yet, kept apart from the query cache so a refetch of the conversation (a
 * reconnect, a new page) never drops one that is still sending or waits for a retry.
 */
export const useOutboxStore = create<OutboxState>()((set) => ({
  messages: [],
  add: (message) => set((state) => ({ messages: [...state.messages, message] })),
  setStatus: (clientId, status) =>
    set((state) => ({ messages: state.messages.map((m) => (m.client_id === clientId ? { ...m, status } : m)) })),
  remove: (clientId) => set((state) => ({ messages: state.messages.filter((m) => m.client_id !== clientId) })),
}));
