import { useMutation } from '@tanstack/react-query';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { chatKeys } from '../../lib/query-keys';
import { patchThread } from '../chat';

/* Apart from translation.queries.ts: only the chat's header uses it, and it needs the chat's cache helpers. */

type ThreadTranslationChange = {
  threadId: number;
  translate_engine?: 0 | 1 | 2 | null;
  send_translate?: boolean;
  receive_translate?: boolean;
};

/**
 * `PUT message_threads/{thread}`: this conversation's engine and its receive and send translation. The
 * switch moves at once; a refusal puts the conversation back as the server has it.
 */
export function useThreadTranslationMutation(peerId: number) {
  return useMutation({
    mutationFn: ({ threadId, ...body }: ThreadTranslationChange) =>
      api.call(Api.chat.updateThread, { params: { id: threadId }, body }),
    onMutate: ({ threadId: _threadId, ...change }) => patchThread(peerId, change),
    onSuccess: (thread) =>
      patchThread(peerId, {
        translate_engine: thread.translate_engine,
        send_translate: thread.send_translate,
        receive_translate: thread.receive_translate,
      }),
    // Messages already shown are presented again under the new setting (or the old one, on a refusal).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(peerId) }),
  });
}
