import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';

export const verifyKeys = { state: ['verification'] as const };

/** `GET verification`: the member's state and the gesture to show. */
export function useVerificationQuery() {
  return useQuery({
    queryKey: verifyKeys.state,
    queryFn: ({ signal }) => api.call(Api.verification.state, {}, { quiet: true, signal }),
    staleTime: CacheTime.short,
  });
}

/**
 * `POST verification` with the selfie; the screen shows the refusals it expects (not an image, too large,
 * already waiting, already verified) next to the form.
 */
export function useSendSelfieMutation(onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => {
      const form = new FormData();
      form.set('file', file, file instanceof File ? file.name : 'selfie.jpg');
      return api.upload(Api.verification.send, form, {
        onProgress,
        expect: [ErrorCode.ValidationFailed, ErrorCode.AlreadyVerified],
      });
    },
    onSuccess: (state) => client.setQueryData(verifyKeys.state, state),
    onError: () => void client.invalidateQueries({ queryKey: verifyKeys.state }),
  });
}
