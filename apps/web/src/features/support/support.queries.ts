import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode, type CallArgs, type SupportTicketDetail } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { nextPageNumber, type PageNumberParam } from '../../lib/paging';
import { CacheTime } from '../../lib/query-client';

/**
 * The member's support tickets. An operator's reply arrives as a `refresh` event (scope `support`),
 * which refetches the open queries, so an open ticket shows the reply live.
 */
export const supportKeys = {
  all: ['support'] as const,
  list: () => [...supportKeys.all, 'list'] as const,
  ticket: (id: number) => [...supportKeys.all, 'ticket', id] as const,
};

export type SupportBody = CallArgs<typeof Api.support.create>['body'];

/** `GET support?page=`: the member's tickets, latest activity first. */
export function useTicketsQuery() {
  return useInfiniteQuery({
    queryKey: supportKeys.list(),
    queryFn: ({ pageParam, signal }) => api.call(Api.support.list, { query: { ...pageParam } }, { signal }),
    initialPageParam: undefined as PageNumberParam,
    getNextPageParam: nextPageNumber,
    staleTime: CacheTime.short,
  });
}

/** `GET support/{id}`: one ticket with its conversation (404 for a ticket that is not the member's). */
export function useTicketQuery(id: number) {
  return useQuery({
    queryKey: supportKeys.ticket(id),
    queryFn: ({ signal }) => api.call(Api.support.get, { params: { id } }, { signal, quiet: true }),
    staleTime: CacheTime.short,
    retry: false,
  });
}

/**
 * `POST support`: a member's ticket or a visitor's contact request. Field refusals (400001) are shown on
 * the form's fields; other failures reach the global prompt.
 */
export function useOpenTicketMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportBody) => api.call(Api.support.create, { body }, { expect: [ErrorCode.ValidationFailed] }),
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.list() }),
  });
}

/** `POST support/{id}/replies`: the member's follow-up, which reopens the ticket. */
export function useReplyMutation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api.call(Api.support.reply, { params: { id }, body: { content } }, { expect: [ErrorCode.ValidationFailed] }),
    onSuccess: (ticket: SupportTicketDetail) => {
      client.setQueryData(supportKeys.ticket(id), ticket);
      void client.invalidateQueries({ queryKey: supportKeys.list() });
    },
  });
}
