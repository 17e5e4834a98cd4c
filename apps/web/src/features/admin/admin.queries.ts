import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  RefusalReason,
  type AdminEmailBody,
  type AdminSignOutBody,
  type AdminGoldBody,
  type AuditQuery,
  type AdminReportDecisionBody,
  type AdminReportsQuery,
  type AdminUserDetail,
  type AdminUserUpdateBody,
  type AdminVerificationDecisionBody,
  type VerificationRequestStatus,
  type AdminWithdrawalDecisionBody,
  type ReportType,
  type WithdrawStatus,
} from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api, isApiError } from '../../lib/api';
import { newClientId } from '../../lib/client-id';
import { CacheTime } from '../../lib/query-client';
import { operatorKey, useOperatorSessionQuery } from './operator.queries';

export const adminKeys = {
  all: ['admin'] as const,
  users: (q: string, page: number) => [...adminKeys.all, 'users', q, page] as const,
  user: (id: number) => [...adminKeys.all, 'user', id] as const,
  reports: (filter: ReportFilter, page: number) => [...adminKeys.all, 'reports', filter, page] as const,
  audit: (filter: AuditFilter, page: number) => [...adminKeys.all, 'audit', filter, page] as const,
  verifications: (status: VerificationRequestStatus, page: number) =>
    [...adminKeys.all, 'verifications', status, page] as const,
  withdrawals: (status: WithdrawStatus, page: number) => [...adminKeys.all, 'withdrawals', status, page] as const,
  rate: () => [...adminKeys.all, 'withdraw-rate'] as const,
};

/** The audit log's filters, as the URL keeps them. */
export type AuditFilter = Omit<AuditQuery, 'page'>;

export interface ReportFilter {
  kind?: ReportType;
  status: NonNullable<AdminReportsQuery['status']>;
}

/** A 403 that means "turn on two-factor sign-in first" rather than "not yours to do". */
export const isTwoFactorRequired = (error: unknown): boolean =>
  isApiError(error) && error.status === 403 && error.reason === RefusalReason.TwoFactorRequired;

/** The viewer's operator session (roles, 2FA, permissions), shared with the account menu's entry. */
export const useAdminSession = useOperatorSessionQuery;

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: () => api.call(Api.admin.twoFactorSetup, {}, { quiet: true }) });
}

export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.call(Api.admin.twoFactorEnable, { body: { code } }, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: operatorKey }),
  });
}

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) => api.call(Api.admin.users, { query: { q: q || undefined, page } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: CacheTime.short,
  });
}

export function useAdminUser(id: number) {
  return useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => api.call(Api.admin.user, { params: { id } }, { quiet: true, signal }),
    staleTime: CacheTime.short,
  });
}

/** After a write, the member's detail is the answer; lists and the audit log are fetched again. */
function useMemberWritten(id: number) {
  const client = useQueryClient();
  return (detail?: AdminUserDetail) => {
    if (detail) client.setQueryData(adminKeys.user(id), detail);
    else void client.invalidateQueries({ queryKey: adminKeys.user(id) });
    void client.invalidateQueries({ queryKey: [...adminKeys.all, 'users'] });
    void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
  };
}

export function useUpdateMember(id: number) {
  const written = useMemberWritten(id);
  return useMutation({
    mutationFn: (body: AdminUserUpdateBody) =>
      api.call(Api.admin.updateUser, { params: { id }, body }, { quiet: true }),
    onSuccess: (detail) => written(detail),
  });
}

/**
 * A gold correction carries an `Idempotency-Key` that stays the same while the operator retries the same
 * amount and reason (after a time-out, a lost answer), so the ledger moves once; another amount or reason
 * is another correction with a key of its own, and so is the same one made again after it went through.
 */
export function useCorrectGold(id: number) {
  const written = useMemberWritten(id);
  const keys = useRef(new Map<string, string>());
  return useMutation({
    mutationFn: (body: AdminGoldBody) => {
      const what = JSON.stringify([body.amount, body.reason]);
      const idempotencyKey = keys.current.get(what) ?? newClientId();
      keys.current.set(what, idempotencyKey);
      return api.call(Api.admin.gold, { params: { id }, body }, { quiet: true, idempotencyKey });
    },
    onSuccess: (_result, body) => {
      keys.current.delete(JSON.stringify([body.amount, body.reason]));
      written();
    },
  });
}

/** Signs one device of the member out (`device_id`) or all of them; the answer is the member's detail. */
export function useSignOutMember(id: number) {
  const written = useMemberWritten(id);
  return useMutation({
    mutationFn: (body: AdminSignOutBody) => api.call(Api.admin.signOut, { params: { id }, body }, { quiet: true }),
    onSuccess: (detail) => written(detail),
  });
}

export function useResetEmail(id: number) {
  const written = useMemberWritten(id);
  return useMutation({
    mutationFn: (body: AdminEmailBody) => api.call(Api.admin.email, { params: { id }, body }, { quiet: true }),
    onSuccess: (detail) => written(detail),
  });
}

export function useResetTwoFactor(id: number) {
  const written = useMemberWritten(id);
  return useMutation({
    mutationFn: (reason: string) =>
      api.call(Api.admin.resetTwoFactor, { params: { id }, body: { reason } }, { quiet: true }),
    onSuccess: (detail) => written(detail),
  });
}

export function useAdminReports(filter: ReportFilter, page: number) {
  return useQuery({
    queryKey: adminKeys.reports(filter, page),
    queryFn: ({ signal }) => api.call(Api.admin.reports, { query: { ...filter, page } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: CacheTime.short,
  });
}

export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminReportDecisionBody & { id: number }) =>
      api.call(Api.admin.decideReport, { params: { id }, body }, { quiet: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'reports'] });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'user'] });
    },
  });
}

export function useAuditLog(filter: AuditFilter, page: number) {
  return useQuery({
    queryKey: adminKeys.audit(filter, page),
    queryFn: ({ signal }) => api.call(Api.admin.audit, { query: { ...filter, page } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: CacheTime.short,
  });
}

/** The selfie queue (issue 19): short-lived selfie URLs, so it is fetched again rather than kept long. */
export function useAdminVerifications(status: VerificationRequestStatus, page: number) {
  return useQuery({
    queryKey: adminKeys.verifications(status, page),
    queryFn: ({ signal }) => api.call(Api.admin.verifications, { query: { status, page } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: CacheTime.short,
  });
}

/** `GET admin/withdrawals?status=&page=`: partners' cash-outs of one status (issue 18). */
export function useAdminWithdrawals(status: WithdrawStatus, page: number) {
  return useQuery({
    queryKey: adminKeys.withdrawals(status, page),
    queryFn: ({ signal }) => api.call(Api.admin.withdrawals, { query: { status, page } }, { quiet: true, signal }),
    placeholderData: keepPreviousData,
    staleTime: CacheTime.short,
  });
}

export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminVerificationDecisionBody & { id: number }) =>
      api.call(Api.admin.decideVerification, { params: { id }, body }, { quiet: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'verifications'] });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

/** The weekly rate in force and its history, as partners see it (`GET withdraw/rate`). */
export function useWithdrawRate() {
  return useQuery({
    queryKey: adminKeys.rate(),
    queryFn: ({ signal }) => api.call(Api.withdraw.rate, {}, { quiet: true, signal }),
    staleTime: CacheTime.normal,
  });
}

/** `PUT admin/withdrawals/{id}`: approve, pay or reject; the queues and the audit log are fetched again. */
export function useDecideWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AdminWithdrawalDecisionBody & { id: number }) =>
      api.call(Api.admin.decideWithdrawal, { params: { id }, body }, { quiet: true }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'withdrawals'] });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'user'] });
    },
  });
}
