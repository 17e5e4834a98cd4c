import { useQuery } from '@tanstack/react-query';
import { CLIENT_VERSION } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';
import { accountKeys } from '../../lib/account.queries';

/** `GET version/web/{version}`: whether a newer web client is out. Quiet: no answer means no reminder. */
export function useVersionQuery() {
  return useQuery({
    queryKey: accountKeys.version(),
    queryFn: () => api.call(Api.system.version, { params: { a: 'web', b: CLIENT_VERSION } }, { quiet: true }),
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
