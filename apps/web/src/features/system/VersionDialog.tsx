import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@yuanfen/contract';
import { nativeChannel, openExternal } from '../../lib/bridge';
import { useSessionStore } from '../../lib/session-store';
import { Modal } from '../../ui/Modal';
import { useVersionQuery } from './system.queries';

/** Whether the version dialog may show again: never reminded, or the last reminder is over a week old (spec §9). */
export const reminderDue = (remindedAt: number | null | undefined, now: number): boolean =>
  !remindedAt || now - remindedAt > Limits.updateRepromptSeconds * 1000;

/** Shows "Update found" when the server says update = 1, at most once a week. */
export function VersionDialog() {
  const { t } = useTranslation(['common', 'errors', 'nav']);
  const remindedAt = useSessionStore((s) => s.versionRemindedAt);
  const [dismissed, setDismissed] = useState(false);
  const { data } = useVersionQuery();
  const due = reminderDue(remindedAt, Date.now());
  if (!data || data.update !== 1 || !due || dismissed) return null;

  const later = () => {
    useSessionStore.getState().set({ versionRemindedAt: Date.now() });
    setDismissed(true);
  };
  const update = () => {
    later();
    // In the app the store page opens outside it (docs/wrapper.md); on the web in this tab.
    if (data.url && nativeChannel()) openExternal(data.url);
    else if (data.url) window.location.assign(data.url);
    else window.location.reload();
  };

  return (
    <Modal title={t('version.title')} onClose={later}>
      <p className="modal__message">{t('version.body', { version: data.version })}</p>
      {data.notes ? (
        <div className="version-notes">
          <h3>{t('version.notes')}</h3>
          <p>{data.notes}</p>
        </div>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={later}>
          {t('actions.later')}
        </button>
        <button type="button" className="button button--primary" onClick={update}>
          {t('actions.updateNow')}
        </button>
      </div>
    </Modal>
  );
}
