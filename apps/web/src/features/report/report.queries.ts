import { useMutation } from '@tanstack/react-query';
import { type ReportBody } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';

/** `POST reports`: files a complaint. Quiet: the dialog says itself what went wrong. */
export function useFileReport(options: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useMutation({
    mutationFn: (body: ReportBody) => api.call(Api.report.file, { body }, { quiet: true }),
    ...options,
  });
}
