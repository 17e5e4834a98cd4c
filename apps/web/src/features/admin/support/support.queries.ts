import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSupportTicketDetail, SupportStatus } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../../lib/api';
import { adminKeys } from '../admin.queries';

/** The console's support queue and tickets (issue 19), under the console's query keys. */
export const supportAdminKeys = {
  all: [...adminKeys.all, 'support'] as const,
  queue: (status: SupportStatus | undefined, page: number) => [...supportAdminKeys.all, 'queue', status, page] as const,
  ticket: (id: number) => [...supportAdminKeys.all, 'ticket', id] as const,
};

export function useSupportQueue(status: SupportStatus | undefined, page: number) {
  return useQuery({
    queryKey: supportAdminKeys.queue(status, page),
    queryFn: ({ signal }) =>
      api.call(Api.support.adminList, { query: { page, ...(status ? { status } : {}) } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSupportTicket(id: number) {
  return useQuery({
    queryKey: supportAdminKeys.ticket(id),
    queryFn: ({ signal }) => api.call(Api.support.adminGet, { params: { id } }, { quiet: true, signal }),
  });
}

/** After a reply or a status change: the ticket as answered, the queue and the audit log refetched. */
function useSettle(id: number) {
  const client = useQueryClient();
  return (ticket: AdminSupportTicketDetail) => {
    client.setQueryData(supportAdminKeys.ticket(id), ticket);
    void client.invalidateQueries({ queryKey: [...supportAdminKeys.all, 'queue'] });
    void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
  };
}

export function useSupportReply(id: number) {
  const settle = useSettle(id);
  return useMutation({
    mutationFn: (content: string) =>
      api.call(Api.support.adminReply, { params: { id }, body: { content } }, { quiet: true }),
    onSuccess: settle,
  });
}

export function useSupportStatus(id: number) {
  const settle = useSettle(id);
  return useMutation({
    mutationFn: (status: SupportStatus) =>
      api.call(Api.support.adminStatus, { params: { id }, body: { status } }, { quiet: true }),
    onSuccess: settle,
  });
}
