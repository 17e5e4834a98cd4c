/** The gift picker (opened for a member, from a chat or a profile) and the gift card a conversation shows. */
export { GiftButton } from './GiftButton';
export { GiftCard } from './GiftCard';
export { closeGiftPicker, openGiftPicker } from './gift-picker.store';
export { useGiftsQuery } from './gifts.queries';
