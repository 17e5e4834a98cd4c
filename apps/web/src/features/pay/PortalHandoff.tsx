import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { openExternal } from '../../lib/bridge';
import { useUiStore, type PayMode } from '../../lib/ui-store';
import { Modal } from '../../ui/Modal';

/**
 * In the app wrapper payments happen in the phone's browser (spec §7, docs/wrapper.md): a one-time key
 * (`POST key`) makes the portal address, which the wrapper opens outside the app; the gold arrives here
 * by the realtime `pay` and `balance` events.
 */
export function PortalHandoff({ mode }: { mode: PayMode }) {
  const { t } = useTranslation(['pay', 'common']);
  const close = useUiStore((s) => s.closePay);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const open = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { url } = await api.call(Api.portal.key, { body: { to: mode === 'upgrade' ? 'vip' : 'recharge' } });
      openExternal(url);
      close();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t(mode === 'upgrade' ? 'portal.titleVip' : 'portal.title')} onClose={close}>
      <p className="modal__message">{t('portal.body')}</p>
      {failed ? (
        <p className="form__alert" role="alert">
          {t('portal.failed')}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={close}>
          {t('common:actions.cancel')}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void open()}>
          {t('portal.open')}
        </button>
      </div>
    </Modal>
  );
}
