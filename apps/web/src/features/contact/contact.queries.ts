import { useMutation, useQuery } from '@tanstack/react-query';
import { ErrorCode, type ContactBody, type ContactRecord } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api, isApiError } from '../../lib/api';
import { patchMe } from '../../lib/account.queries';
import { queryClient } from '../../lib/query-client';
import { useIsSignedIn } from '../../lib/session-store';

export const contactKeys = {
  all: ['contact'] as const,
  settings: () => [...contactKeys.all, 'settings'] as const,
  offer: (id: number) => [...contactKeys.all, 'offer', id] as const,
};

/** `GET contact`: the caller's own offer, the price range and the commission. */
export function useContactSettings() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: contactKeys.settings(),
    queryFn: ({ signal }) => api.call(Api.contact.settings, {}, { signal }),
    enabled: signedIn,
  });
}

/** `PUT contact`: field errors (400001) are shown by the form; the rest by the global reactions. */
export function useSaveContact() {
  return useMutation({
    mutationFn: (body: ContactBody) => api.call(Api.contact.save, { body }, { expect: [ErrorCode.ValidationFailed] }),
    onSuccess: (settings) => queryClient.setQueryData(contactKeys.settings(), settings),
  });
}

/**
 * `GET contact/{id}`: a member's offer as the caller sees it. Quiet: a refusal (400060 for members
 * neither VIP nor paying, 400061 for a hidden profile) is drawn by the card, never as a prompt.
 */
export function useContactOffer(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: contactKeys.offer(userId),
    queryFn: ({ signal }) => api.call(Api.contact.get, { params: { id: userId } }, { signal, quiet: true }),
    enabled,
    retry: (count, error) => !isApiError(error) && count < 2,
  });
}

/**
 * `POST contact/{id}` with the price shown: 400022 (not enough gold) opens the recharge prompt, as for
 * gifts and secret photos; a changed price (400001 price_changed) is told by the card.
 */
export function useBuyContact(userId: number) {
  return useMutation({
    mutationFn: (price: number) =>
      api.call(Api.contact.buy, { params: { id: userId }, body: { price } }, { expect: [ErrorCode.ValidationFailed] }),
    onSuccess: ({ contact, balance }) => {
      patchMe({ balance });
      queryClient.setQueryData<ContactRecord>(contactKeys.offer(userId), contact);
    },
  });
}

export const refreshContactOffer = (userId: number) =>
  queryClient.invalidateQueries({ queryKey: contactKeys.offer(userId) });
