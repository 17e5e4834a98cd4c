import { useMutation, useQuery } from '@tanstack/react-query';
import { type GiftFilter, type GiftOrder, type Language } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { newClientId } from '../../lib/client-id';

/** The catalogue changes when the operator edits it and as gifts are sent (popularity): a short life. */
const CATALOGUE_STALE_MS = 5 * 60_000;

export const giftKeys = {
  all: ['gifts'] as const,
  catalogue: (category: GiftFilter, order: GiftOrder, lang: string) =>
    [...giftKeys.all, 'catalogue', category, order, lang] as const,
};

/** `GET gifts`: the catalogue of a filter, in the interface language, priced for the viewer. */
export function useGiftsQuery(category: GiftFilter, order: GiftOrder, lang: Language) {
  return useQuery({
    queryKey: giftKeys.catalogue(category, order, lang),
    queryFn: () => api.call(Api.gifts.list, { query: { category, order, lang } }),
    staleTime: CATALOGUE_STALE_MS,
    select: (page) => page.data,
  });
}

/**
 * `POST messages` with a gift. 400022 reaches the global prompt, which closes the picker and offers the
 * recharge (spec §8); a block (403001) is told in a toast. The new balance arrives as a `balance` event.
 */
export function useSendGiftMutation() {
  return useMutation({
    mutationFn: ({ userId, giftId }: { userId: number; giftId: number }) =>
      api.call(Api.chat.send, {
        body: { user_id: userId, message_type: 'gift', gift_id: giftId, client_id: newClientId() },
      }),
  });
}
