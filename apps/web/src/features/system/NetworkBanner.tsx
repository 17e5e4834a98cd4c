import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../lib/query-client';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import { saveOpenDrafts } from '../chat';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a network (airplane mode, Wi-Fi off: false). */
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** Everything that failed while away is asked again: the pages' errors turn back into their content. */
function retryFailed() {
  useUiStore.getState().setNetworkError(false);
  void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' }, { throwOnError: false });
}

/**
 * The network-error notice: shown while the browser is offline (its `online`/`offline` events) or the
 * server is unreachable (a failed request sets it, the next good reply clears it), or after a long
 * realtime gap while a chat message was being typed (spec §4; stays until refreshed). Offline, its button
 * asks again for what failed (and coming back online does it by itself); online, it reloads (spec §8),
 * saving every chat text as its conversation's draft first, so the reload brings it back.
 */
export function NetworkBanner() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const unreachable = useUiStore((s) => s.networkError);
  const stale = useUiStore((s) => s.reconnectNotice);
  const was = useRef(online);
  useEffect(() => {
    if (was.current === online) return;
    was.current = online;
    if (online) retryFailed();
    else useUiStore.getState().setNetworkError(true);
  }, [online]);
  if (online && !unreachable && !stale) return null;
  const refresh = async () => {
    await saveOpenDrafts();
    window.location.reload();
  };
  // Spec §8: the unreachable notice and the notice after a long gap refresh the page; offline, a reload
  // would fail, so the button asks again for what failed.
  const reloads = online;
  return (
    <div className="network-banner" role="alert" data-testid="network-banner" data-offline={!online}>
      <Icon name="wifiOff" size={20} />
      <span>{!online ? t('network.offline') : unreachable ? t('network.unreachable') : t('network.reconnected')}</span>
      {reloads ? (
        <button type="button" className="button button--small button--light" onClick={() => void refresh()}>
          {t('network.refresh')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--small button--light"
          onClick={retryFailed}
          data-testid="network-retry"
        >
          {t('network.retry')}
        </button>
      )}
    </div>
  );
}
