import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { desktopLayout } from '../../lib/client-env';
import { useIsSignedIn } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';
import { useChatWindowsStore, type ChatPeer } from './chat-windows.store';

/**
 * "Chat" with a member: a docked window on desktop, the chat page on small screens, and the login modal
 * for a signed-out visitor (spec §2).
 */
export function ChatButton({
  peer,
  className,
  testId,
  children,
}: {
  peer: ChatPeer;
  className: string;
  testId?: string;
  /** The button's content; "Chat" when left out. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('chat');
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const openChat = () => {
    if (!signedIn) useUiStore.getState().openLogin();
    else if (desktopLayout().matches) useChatWindowsStore.getState().open(peer);
    else void navigate(`/chat/${peer.user_id}`);
  };
  return (
    <button type="button" className={className} data-testid={testId} onClick={openChat}>
      {children ?? t('action')}
    </button>
  );
}
