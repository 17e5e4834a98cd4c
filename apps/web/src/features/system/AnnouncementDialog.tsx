import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/account.queries';
import { useIsSignedIn, useSessionStore } from '../../lib/session-store';
import { subscribeSocket } from '../../lib/socket';
import { Modal } from '../../ui/Modal';
import { RichText } from '../../ui/RichText';
import { refetchAnnouncement, useCloseAnnouncement, useLatestAnnouncementQuery } from './announcement.queries';

/**
 * The operator's newest announcement (spec §4, §5): shown once, only when its id is above the read id
 * (the higher of this device's and the account's), live when one is published while the app is open.
 */
export function AnnouncementDialog() {
  const { t, i18n } = useTranslation('common');
  const me = useMe();
  const localReadId = useSessionStore((s) => s.announcementReadId);
  const signedIn = useIsSignedIn();
  const readId = Math.max(localReadId, me?.announcement ?? 0);
  const { data } = useLatestAnnouncementQuery(i18n.language);
  const close = useCloseAnnouncement(signedIn);

  useEffect(
    () =>
      subscribeSocket((socket) => {
        const onAnnouncement = () => void refetchAnnouncement();
        socket.on('announcement', onAnnouncement);
        return () => socket.off('announcement', onAnnouncement);
      }),
    [],
  );

  // Signed in, wait for the account: its read id may already cover this announcement.
  if (!data || data.id === 0 || data.id <= readId || (signedIn && !me) || close.isPending) return null;
  const dismiss = () => close.mutate(data.id);
  return (
    <Modal title={t('announcement.title')} onClose={dismiss}>
      <p className="modal__message announcement__text">
        <RichText text={data.content} />
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={dismiss}>
          {t('announcement.close')}
        </button>
      </div>
    </Modal>
  );
}
