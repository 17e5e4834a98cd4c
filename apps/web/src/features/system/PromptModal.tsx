import { useTranslation } from 'react-i18next';
import { useUiStore, type PromptState } from '../../lib/ui-store';
import { Modal } from '../../ui/Modal';
import { runPromptAction } from './api-reactions';

/** The prompt of spec §8: the server's message and the one button that helps. */
export function PromptModal({ prompt }: { prompt: PromptState }) {
  const { t } = useTranslation(['common', 'errors', 'nav']);
  const close = useUiStore((s) => s.closePrompt);
  const actionLabel = {
    contact: t('actions.contact'),
    reactivate: t('actions.reactivate'),
    upgrade: t('actions.upgrade'),
    recharge: t('actions.recharge'),
  };
  return (
    <Modal title={t('errors:promptTitle')} onClose={close} role="alertdialog">
      <p className="modal__message">{prompt.message}</p>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={close}>
          {t('actions.close')}
        </button>
        {prompt.action ? (
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => runPromptAction(prompt.action)}
          >
            {actionLabel[prompt.action]}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
