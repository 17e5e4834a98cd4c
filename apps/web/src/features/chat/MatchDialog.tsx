import { useTranslation } from 'react-i18next';
import { useUiStore, type MatchPeer } from '../../lib/ui-store';
import { Avatar } from '../../ui/Avatar';
import { Modal } from '../../ui/Modal';
import { ChatButton } from './ChatButton';
import './match-dialog.css';

/**
 * "It's a match": a like became mutual (the realtime `match`, sent to both members). "Say hi" opens the
 * chat with them — a docked window on desktop, the chat page on phones — and closes the dialog.
 */
export function MatchDialog({ peer }: { peer: MatchPeer }) {
  const { t } = useTranslation('chat');
  const close = useUiStore((s) => s.closeMatch);
  return (
    <Modal title={t('match.title')} onClose={close}>
      <div className="match-dialog" data-testid="match-dialog">
        <Avatar src={peer.avatar} name={peer.name} size={96} />
        <p className="modal__message">{t('match.text', { name: peer.name })}</p>
      </div>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={close}>
          {t('match.later')}
        </button>
        {/* The wrapper closes the dialog once the button has opened the chat. */}
        <span onClick={close} role="presentation">
          <ChatButton peer={{ ...peer, online: false }} className="button button--primary" testId="match-say-hi">
            {t('match.sayHi')}
          </ChatButton>
        </span>
      </div>
    </Modal>
  );
}
