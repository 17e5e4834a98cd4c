import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode, type AuthResponse, type CallArgs, type Counter, type Me, type ResponseOf } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from './api';
import { CacheTime, queryClient } from './query-client';
import { currentPid } from './client-env';
import { useIsSignedIn, useSessionStore } from './session-store';

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  config: () => [...accountKeys.all, 'config'] as const,
  version: () => [...accountKeys.all, 'version'] as const,
};

export function useMeQuery() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: accountKeys.me(),
    queryFn: () => api.call(Api.account.me),
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
    queryFn: () => api.call(Api.system.config, {}, { quiet: true }),
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

export type Captcha = ResponseOf<typeof Api.account.captcha>;

/** `GET captcha`: a new image captcha. Quiet: the form goes on without one when it fails. */
export const fetchCaptcha = () => api.call(Api.account.captcha, {}, { quiet: true });

/**
 * `POST verify`: sends a code to an email or phone. Every caller handles AlreadyVerified itself; the ones
 * that show the captcha add CaptchaInvalid.
 */
export const sendCode = (body: CallArgs<typeof Api.account.verify>['body'], expect: readonly number[] = []) =>
  api.call(Api.account.verify, { body }, { expect: [ErrorCode.AlreadyVerified, ...expect] });

/** `POST validate` with purpose `verify`: confirms the signed-in member's email by the code sent to it. */
export const confirmEmail = (email: string, code: string) =>
  api.call(Api.account.validate, { body: { email, code, purpose: 'verify' } }, { expect: [ErrorCode.CodeInvalid] });

/**
 * `POST register`; the form shows invalid fields and a wrong code itself. It carries the STORED pid (spec
 * §2: kept from the first address that had one), so the affiliate who brought the visitor is credited
 * even after they navigated away from the landing address; without one, the current address's pid.
 */
export const signUp = (body: CallArgs<typeof Api.account.register>['body']) =>
  api.call(
    Api.account.register,
    {
      body: { ...body, ...pushIdField() },
      query: { pid: useSessionStore.getState().partnerId ?? currentPid() ?? undefined },
    },
    { expect: [ErrorCode.ValidationFailed, ErrorCode.CodeInvalid] },
  );

/** `POST authenticate`: signs in; the caller shows the codes it names (a wrong password, a new device…). */
export const authenticate = (body: CallArgs<typeof Api.account.authenticate>['body'], expect: readonly number[]) =>
  api.call(Api.account.authenticate, { body: { ...body, ...pushIdField() } }, { expect });

/** The app wrapper's push id, sent with a sign-in or sign-up from the app (docs/wrapper.md). */
export function pushIdField(): { push_id?: string } {
  const { appWrapper, pushId } = useSessionStore.getState();
  return appWrapper && pushId ? { push_id: pushId } : {};
}

/** `PUT reactivate`: a deactivated account back by the code sent to its contact, signed in. */
export const reactivate = (body: CallArgs<typeof Api.account.reactivate>['body']) =>
  api.call(Api.account.reactivate, { body }, { expect: [ErrorCode.ValidationFailed, ErrorCode.CodeInvalid] });

/** `PUT password/find`: a forgotten password replaced by the code sent to the contact. */
export const findPassword = (body: CallArgs<typeof Api.account.findPassword>['body']) =>
  api.call(Api.account.findPassword, { body }, { expect: [ErrorCode.ValidationFailed, ErrorCode.CodeInvalid] });

/** `POST password/reset`: a new password, confirmed by the old one. */
export const changePassword = (body: CallArgs<typeof Api.account.changePassword>['body']) =>
  api.call(Api.account.changePassword, { body }, { expect: [ErrorCode.ValidationFailed] });

/** `DELETE user`: deactivates the account, confirmed by its password. */
export const deactivateAccount = (password: string) =>
  api.call(
    Api.account.deactivate,
    { body: { password } },
    { expect: [ErrorCode.ValidationFailed, ErrorCode.WrongCredentials] },
  );

/** PUT password/find or password/reset etc. — any mutation that refreshes the account after success. */
export function useAccountMutation<TBody, TResult>(send: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.me() }),
  });
}
