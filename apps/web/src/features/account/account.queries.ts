import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, Counter, Me, ServerConfig } from '@yuanfen/contract';
import { api } from '../../lib/api';
import { CacheTime, queryClient } from '../../lib/query-client';
import { useIsSignedIn } from '../../lib/session-store';

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  config: () => [...accountKeys.all, 'config'] as const,
  version: () => [...accountKeys.all, 'version'] as const,
};

export type { ServerConfig, VersionInfo } from '@yuanfen/contract';

export function useMeQuery() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: accountKeys.me(),
    queryFn: () => api.get<Me>('me'),
    enabled: signedIn,
    staleTime: CacheTime.normal,
  });
}

/** The signed-in account, or undefined while signed out or loading. */
export function useMe(): Me | undefined {
  return useMeQuery().data;
}

export function useConfigQuery() {
  return useQuery({
    queryKey: accountKeys.config(),
    queryFn: () => api.get<ServerConfig>('config', { quiet: true }),
    staleTime: CacheTime.long,
  });
}

export const useEdition = () => useConfigQuery().data?.edition ?? 'global';

export function setMe(me: Me): void {
  queryClient.setQueryData(accountKeys.me(), me);
}

/** Merges a realtime patch (counter, balance, upgrade) into the cached account. */
export function patchMe(patch: Partial<Me>): void {
  queryClient.setQueryData<Me>(accountKeys.me(), (me) => (me ? { ...me, ...patch } : me));
}

export function patchCounter(patch: Partial<Counter>): void {
  queryClient.setQueryData<Me>(accountKeys.me(), (me) => (me ? { ...me, counter: { ...me.counter, ...patch } } : me));
}

export const cachedMe = () => queryClient.getQueryData<Me>(accountKeys.me());

export type AuthPayload = Pick<AuthResponse, 'token' | 'refresh_token' | 'expires_in' | 'me'>;

/** PUT password/find or password/reset etc. — any mutation that refreshes the account after success. */
export function useAccountMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.me() }),
  });
}
