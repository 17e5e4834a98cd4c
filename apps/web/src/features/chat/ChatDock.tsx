import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHAT_WINDOW_WIDTH } from '@yuanfen/contract';
import { useIsSignedIn } from '../../lib/session-store';
import { Icon } from '../../ui/Icon';
import { useChatWindowsStore, type ChatWindow as ChatWindowData } from './chat-windows.store';
import { PeerAvatar } from './ChatHeader';
import { Conversation } from './Conversation';
import { useChatRealtime } from './use-chat-realtime';
import './chat-dock.css';

function ChatWindow({ window: chat }: { window: ChatWindowData }) {
  const { t } = useTranslation('chat');
  const { toggleMinimize, close } = useChatWindowsStore.getState();
  return (
    <section
      className={chat.minimize ? 'chat-window chat-window--minimized' : 'chat-window'}
      style={{ width: CHAT_WINDOW_WIDTH }}
      aria-label={t('window.label', { name: chat.name })}
      data-testid="chat-window"
      data-user-id={chat.user_id}
    >
      <header className="chat-window__bar">
        <button
          type="button"
          className="chat-window__title"
          tabIndex={-1}
          aria-expanded={!chat.minimize}
          onClick={() => toggleMinimize(chat.user_id)}
        >
          <PeerAvatar thread={chat} size={28} />
          <span className="chat-window__name">{chat.name}</span>
        </button>
        <button
          type="button"
          className={
            chat.minimize
              ? 'icon-button icon-button--small chat-window__fold is-folded'
              : 'icon-button icon-button--small chat-window__fold'
          }
          aria-label={chat.minimize ? t('window.restore') : t('window.minimize')}
          title={chat.minimize ? t('window.restore') : t('window.minimize')}
          onClick={() => toggleMinimize(chat.user_id)}
          data-testid="chat-window-minimize"
        >
          <Icon name="chevron" size={16} />
        </button>
        <Link
          to={`/chat/${chat.user_id}`}
          className="icon-button icon-button--small"
          aria-label={t('window.expand')}
          title={t('window.expand')}
        >
          <span aria-hidden="true">↗</span>
        </Link>
        <button
          type="button"
          className="icon-button icon-button--small"
          aria-label={t('window.close')}
          onClick={() => close(chat.user_id)}
          data-testid="chat-window-close"
        >
          <Icon name="close" size={16} />
        </button>
      </header>
      {chat.minimize ? null : <Conversation userId={chat.user_id} compact />}
    </section>
  );
}

/**
 * The chat layer of a signed-in member: the realtime chat events, and on desktop the docked chat windows
 * at the bottom right, newest on the right. Signing out closes them.
 */
export function ChatDock() {
  const signedIn = useIsSignedIn();
  const windows = useChatWindowsStore((s) => s.windows);
  useChatRealtime();
  useEffect(() => {
    if (!signedIn) useChatWindowsStore.getState().clear();
  }, [signedIn]);
  if (!signedIn || windows.length === 0) return null;
  return (
    <div className="chat-dock" data-testid="chat-dock">
      {windows.map((chat) => (
        <ChatWindow key={chat.user_id} window={chat} />
      ))}
    </div>
  );
}
