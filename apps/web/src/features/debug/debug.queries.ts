import { useQuery } from '@tanstack/react-query';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';

/** `GET debug/outbox?to`: the development outbox. Quiet: it does not exist in production, the page says so. */
export function useOutboxQuery(to: string) {
  return useQuery({
    queryKey: ['debug', 'outbox', to],
    queryFn: () => api.call(Api.system.debugOutbox, { query: { to: to || undefined } }, { quiet: true }),
    retry: false,
  });
}
