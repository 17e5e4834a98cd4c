import { useTranslation } from 'react-i18next';
import type { ChatThread } from '@yuanfen/contract';
import { useSessionStore } from '../../lib/session-store';
import { Modal } from '../../ui/Modal';
import { useMe } from '../../lib/account.queries';
import { languageName } from './language-names';

/**
 * The translation tip (spec §2 overlay, §3 local "translation-tip flag"): the first time a member opens a
 * conversation with someone who writes another language, once per browser.
 */
export function TranslationTip({ thread }: { thread: ChatThread }) {
  const { t, i18n } = useTranslation('translation');
  const me = useMe();
  const seen = useSessionStore((s) => s.translationTipSeen);
  if (seen || !me || thread.language === me.language) return null;
  const language = languageName(thread.language, i18n.language);
  const close = () => useSessionStore.getState().set({ translationTipSeen: true });
  return (
    <Modal title={t('tip.title')} onClose={close}>
      <div className="translation-tip" data-testid="translation-tip">
        <p>{t('tip.body', { name: thread.name, language })}</p>
        <ul>
          <li>{t('tip.receive')}</li>
          <li>{t('tip.send', { language })}</li>
          <li>{t('tip.human')}</li>
        </ul>
        <button
          type="button"
          className="button button--primary"
          onClick={close}
          data-autofocus
          data-testid="translation-tip-ok"
        >
          {t('tip.ok')}
        </button>
      </div>
    </Modal>
  );
}
