import { create } from 'zustand';
import type { ChatMessage } from '@yuanfen/contract';
import { useUiStore } from '../../lib/ui-store';

/** Whom the picker sends to, and what the opener does with the sent gift (a chat puts it in place at once). */
export interface GiftTarget {
  id: number;
  name: string;
  onSent?: (message: ChatMessage) => void;
}

interface GiftPickerState {
  target: GiftTarget | null;
}

/**
 * The gift picker's recipient. Whether it shows is the UI store's `giftPickerOpen` (spec §8: a 400022
 * closes it from the global prompt); the recipient stays here, with the feature.
 */
export const useGiftPickerStore = create<GiftPickerState>()(() => ({ target: null }));

export function openGiftPicker(target: GiftTarget): void {
  useGiftPickerStore.setState({ target });
  useUiStore.getState().setGiftPicker(true);
}

export function closeGiftPicker(): void {
  useUiStore.getState().setGiftPicker(false);
  useGiftPickerStore.setState({ target: null });
}
