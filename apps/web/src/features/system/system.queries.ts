import { useQuery } from '@tanstack/react-query';
import { CLIENT_VERSION } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';
import { accountKeys } from '../../lib/account.queries';
import { useSessionStore } from '../../lib/session-store';

/**
 * `GET version/{platform}/{version}`: whether a newer client is out: the app wrapper's own platform and
 * version when it told them (docs/wrapper.md), else the web app's. Quiet: no answer means no reminder.
 */
export function useVersionQuery() {
  const native = useSessionStore((s) => (s.appWrapper ? s.nativeVersion : null));
  const params = native ? { a: native.platform, b: native.version } : { a: 'web', b: CLIENT_VERSION };
  return useQuery({
    queryKey: [...accountKeys.version(), params.a, params.b],
    queryFn: () => api.call(Api.system.version, { params }, { quiet: true }),
    staleTime: CacheTime.long,
  });
}

/** `POST error`: a crash of a screen, for the logs. Quiet, and never failing: reporting must not crash too. */
export function reportClientError(error: Error): void {
  void api
    .call(
      Api.system.error,
      {
        body: {
          message: error.message.slice(0, 2000),
          stack: error.stack?.slice(0, 20000),
          url: window.location.href,
          version: CLIENT_VERSION,
        },
      },
      { quiet: true },
    )
    .catch(() => undefined);
}
