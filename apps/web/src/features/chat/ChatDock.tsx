import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHAT_WINDOW_WIDTH } from '@yuanfen/contract';
import { useIsSignedIn } from '../../lib/session-store';
import { Icon } from '../../ui/Icon';
import { useConversationQuery } from './chat.queries';
import { useChatWindowsStore, type ChatPeer, type ChatWindow as ChatWindowData } from './chat-windows.store';
import { PeerAvatar } from './ChatHeader';
import { Conversation } from './Conversation';
import { useChatRealtime } from './use-chat-realtime';
import { useDockShown } from './use-dock-shown';
import './chat-dock.css';
import { peerName } from './peer-name';

/**
 * The stored window is from an earlier visit: who the peer is and whether they are online now come from
 * the conversation (fetched on restore, again after every reconnect, and patched by online events), and
 * are written back so the next restore starts closer to the truth.
 */
function useLivePeer(chat: ChatWindowData): ChatPeer {
  const thread = useConversationQuery(chat.user_id).data?.pages[0]?.thread;
  const name = peerName(thread?.name ?? chat.name);
  const avatar = thread ? thread.avatar : chat.avatar;
  const online = thread?.online ?? chat.online;
  useEffect(() => {
    useChatWindowsStore.getState().patch(chat.user_id, { name, avatar, online });
  }, [chat.user_id, name, avatar, online]);
  return { user_id: chat.user_id, name, avatar, online };
}

function ChatWindow({ window: chat }: { window: ChatWindowData }) {
  const { t } = useTranslation('chat');
  const { toggleMinimize, close } = useChatWindowsStore.getState();
  const peer = useLivePeer(chat);
  return (
    <section
      className={chat.minimize ? 'chat-window chat-window--minimized' : 'chat-window'}
      style={{ width: CHAT_WINDOW_WIDTH }}
      aria-label={t('window.label', { name: peer.name })}
      data-testid="chat-window"
      data-user-id={chat.user_id}
      data-online={peer.online}
    >
      <header className="chat-window__bar">
        <button
          type="button"
          className="chat-window__title"
          tabIndex={-1}
          aria-expanded={!chat.minimize}
          onClick={() => toggleMinimize(chat.user_id)}
        >
          <PeerAvatar thread={peer} size={28} />
          <span className="chat-window__name">{peer.name}</span>
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
 * in a column at the right, newest at the bottom, beside the page rather than over it. Signing out
 * closes them.
 */
export function ChatDock() {
  const signedIn = useIsSignedIn();
  const windows = useChatWindowsStore((s) => s.windows);
  const shown = useDockShown();
  useChatRealtime();
  useEffect(() => {
    if (!signedIn) useChatWindowsStore.getState().clear();
  }, [signedIn]);
  const docked = signedIn && shown && windows.length > 0;
  // The page keeps out of the dock's column while it is shown (chat-dock.css).
  useEffect(() => {
    if (!docked) return;
    document.documentElement.dataset.chatDock = '';
    return () => {
      delete document.documentElement.dataset.chatDock;
    };
  }, [docked]);
  if (!docked) return null;
  return (
    <div className="chat-dock" data-testid="chat-dock">
      {windows.map((chat) => (
        <ChatWindow key={chat.user_id} window={chat} />
      ))}
    </div>
  );
}
