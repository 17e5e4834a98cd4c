import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminQualityDecisionBody,
  AdminTranslationJobBody,
  AdminTranslatorBody,
  QualityReportState,
  TranslationJobState,
  TranslatorState,
} from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../../lib/api';
import { CacheTime } from '../../../lib/query-client';
import { adminKeys } from '../admin.queries';

const root = [...adminKeys.all, 'translators'] as const;
export const translatorKeys = {
  root,
  people: (state: TranslatorState, pair: string | undefined, q: string, page: number) =>
    [...root, 'people', state, pair ?? '', q, page] as const,
  candidates: (q: string) => [...root, 'candidates', q] as const,
  jobs: (state: TranslationJobState, pair: string | undefined, page: number) =>
    [...root, 'jobs', state, pair ?? '', page] as const,
  quality: (state: QualityReportState, page: number) => [...root, 'quality', state, page] as const,
  pay: (month: string, page: number) => [...root, 'pay', month, page] as const,
};

const list = { placeholderData: keepPreviousData, staleTime: CacheTime.short } as const;

/** `GET admin/translators`: translators by state, pair and name. */
export function useTranslators(state: TranslatorState, pair: string | undefined, q: string, page: number) {
  return useQuery({
    queryKey: translatorKeys.people(state, pair, q, page),
    queryFn: ({ signal }) =>
      api.call(Api.translators.list, { query: { state, pair, q: q || undefined, page } }, { quiet: true, signal }),
    ...list,
  });
}

/** `GET admin/translators/candidates?q=`: members to appoint (asked once something is typed). */
export function useTranslatorCandidates(q: string) {
  return useQuery({
    queryKey: translatorKeys.candidates(q),
    queryFn: ({ signal }) => api.call(Api.translators.candidates, { query: { q } }, { quiet: true, signal }),
    enabled: q.trim().length > 0,
    ...list,
  });
}

export function useTranslationJobs(state: TranslationJobState, pair: string | undefined, page: number) {
  return useQuery({
    queryKey: translatorKeys.jobs(state, pair, page),
    queryFn: ({ signal }) => api.call(Api.translators.jobs, { query: { state, pair, page } }, { quiet: true, signal }),
    ...list,
  });
}

export function useQualityReports(state: QualityReportState, page: number) {
  return useQuery({
    queryKey: translatorKeys.quality(state, page),
    queryFn: ({ signal }) => api.call(Api.translators.reports, { query: { state, page } }, { quiet: true, signal }),
    ...list,
  });
}

export function useTranslatorPay(month: string, page: number) {
  return useQuery({
    queryKey: translatorKeys.pay(month, page),
    queryFn: ({ signal }) => api.call(Api.translators.pay, { query: { month, page } }, { quiet: true, signal }),
    ...list,
  });
}

/** Every write changes what the section's lists and the audit log show: they are fetched again. */
function useSectionWrite<T>(write: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: root });
      void client.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
    },
  });
}

/** `PUT admin/translators/{member}`: grant, change pairs, revoke. */
export const useSaveTranslator = () =>
  useSectionWrite(({ id, ...body }: AdminTranslatorBody & { id: number }) =>
    api.call(Api.translators.save, { params: { id }, body }, { quiet: true }),
  );

export const useReleaseJob = () =>
  useSectionWrite(({ id, ...body }: AdminTranslationJobBody & { id: number }) =>
    api.call(Api.translators.job, { params: { id }, body }, { quiet: true }),
  );

export const useDecideQuality = () =>
  useSectionWrite(({ id, ...body }: AdminQualityDecisionBody & { id: number }) =>
    api.call(Api.translators.decide, { params: { id }, body }, { quiet: true }),
  );
