import { ErrorCode, type FeedUpload, type UploadResult } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api, isApiError } from '../../lib/api';
import { useUiStore } from '../../lib/ui-store';
import { errorText } from '../system';
import { raiseThread, summaryOf, upsertMessage } from './chat.queries';
import { newClientId } from '../../lib/client-id';
import { useOutboxStore, type OutgoingMessage } from './outbox.store';

/** A fresh photo as the message will show it to its sender. */
export const ownUpload = (upload: UploadResult): FeedUpload => ({
  id: upload.id,
  url: upload.url,
  thumb: upload.thumb,
  secret: upload.folder === 'secret',
  paid: 1,
  price: upload.price ?? null,
  width: upload.width ?? 0,
  height: upload.height ?? 0,
});

/**
 * `POST messages` for an outgoing message. Success puts the server's copy in the conversation and raises
 * the thread; failure leaves the message marked failed for a retry with the same client id. 400058 and
 * 400059 reach the global prompts (e-mail or upgrade); 403001 is told here in a toast, by its reason
 * (blocking, blocked_by, not_accepting, other_language).
 */
export async function deliver(message: OutgoingMessage): Promise<void> {
  const outbox = useOutboxStore.getState();
  outbox.setStatus(message.client_id, 'pending');
  try {
    const sent = await api.call(
      Api.chat.send,
      {
        body: {
          user_id: message.user_id,
          message_content: message.message_content || undefined,
          translate: message.translate,
          upload_ids: message.uploads.length ? message.uploads.map((u) => u.id) : undefined,
          client_id: message.client_id,
        },
      },
      { expect: [ErrorCode.Blocked] },
    );
    upsertMessage(message.user_id, sent);
    raiseThread(message.user_id, () => ({ summary: summaryOf(sent), last_message_at: sent.created_at, draft: '' }));
    outbox.remove(message.client_id);
  } catch (error) {
    outbox.setStatus(message.client_id, 'failed');
    if (isApiError(error) && error.code === ErrorCode.Blocked) useUiStore.getState().showToast(errorText(error));
  }
}

/** Queues a new message (shown at once as sending) and sends it, with its translation when checked. */
export function sendMessage(userId: number, text: string, uploads: FeedUpload[], translate?: string): void {
  const message: OutgoingMessage = {
    client_id: newClientId(),
    user_id: userId,
    message_content: text,
    ...(translate ? { translate } : {}),
    uploads,
    status: 'pending',
    created_at: new Date().toISOString(),
  };
  useOutboxStore.getState().add(message);
  void deliver(message);
}
