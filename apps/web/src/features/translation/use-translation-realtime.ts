import { useEffect } from 'react';
import { subscribeSocket } from '../../lib/socket';
import { onAskEvent, onTranslationEvent } from './translation.queries';

/**
 * Translations arriving (machine ones that were pending, a translator's answer, a request's progress)
 * and a translator's queue changing, for as long as the member is signed in.
 */
export function useTranslationRealtime(): void {
  useEffect(
    () =>
      subscribeSocket((socket) => {
        socket.on('translation', onTranslationEvent);
        socket.on('ask', onAskEvent);
        return () => {
          socket.off('translation', onTranslationEvent);
          socket.off('ask', onAskEvent);
        };
      }),
    [],
  );
}
