import { useQuery } from '@tanstack/react-query';
import { ErrorCode, type PortalSession } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';

export const affiliateKeys = {
  all: ['affiliate'] as const,
  summary: () => [...affiliateKeys.all, 'summary'] as const,
};

/** `GET affiliate`: the member's code, link, totals and the last 12 months. */
export function useAffiliateQuery() {
  return useQuery({
    queryKey: affiliateKeys.summary(),
    queryFn: ({ signal }) => api.call(Api.affiliate.summary, {}, { quiet: true, signal }),
    staleTime: CacheTime.short,
  });
}

/** What the portal address carries (spec §7: key, ts, sign; ours also `to` and the member). */
export interface PortalParams {
  key: string;
  ts: number;
  sign: string;
  to: 'recharge' | 'vip';
  uid: number;
}

/** The portal address's parameters, or null when one is missing or malformed. */
export function portalParams(search: URLSearchParams): PortalParams | null {
  const key = search.get('key');
  const sign = search.get('sign');
  const to = search.get('to') ?? 'recharge';
  const ts = Number(search.get('ts'));
  const uid = Number(search.get('uid'));
  if (!key || !sign || (to !== 'recharge' && to !== 'vip')) return null;
  if (!Number.isInteger(ts) || !Number.isInteger(uid) || uid <= 0) return null;
  return { key, ts, sign, to, uid };
}

/** `POST key/redeem`: the portal address for a recharge-only session; refusals are shown by the page. */
export const redeemPortalKey = (params: PortalParams): Promise<PortalSession> =>
  api.call(Api.portal.redeem, { body: params }, { expect: [ErrorCode.CodeInvalid, ErrorCode.ValidationFailed] });
