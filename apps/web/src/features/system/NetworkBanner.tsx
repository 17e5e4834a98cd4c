import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import { saveOpenDrafts } from '../chat';

/**
 * The network-error notice: shown while the server is unreachable (the next good reply clears it), or
 * after a long realtime gap while a chat message was being typed (spec §4; stays until refreshed). The
 * refresh saves every chat text as its conversation's draft first, so the reload brings it back.
 */
export function NetworkBanner() {
  const { t } = useTranslation('common');
  const unreachable = useUiStore((s) => s.networkError);
  const stale = useUiStore((s) => s.reconnectNotice);
  if (!unreachable && !stale) return null;
  const refresh = async () => {
    await saveOpenDrafts();
    window.location.reload();
  };
  return (
    <div className="network-banner" role="alert" data-testid="network-banner">
      <Icon name="wifiOff" size={20} />
      <span>{unreachable ? t('network.unreachable') : t('network.reconnected')}</span>
      <button type="button" className="button button--small button--light" onClick={() => void refresh()}>
        {t('network.refresh')}
      </button>
    </div>
  );
}
