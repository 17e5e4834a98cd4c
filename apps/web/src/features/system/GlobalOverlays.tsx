import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import { EmailPrompt, LoginModal, VerificationDialog } from '../account';
import { PayOverlay } from '../pay';
import { PhotoOverlays } from '../photos';
import { NetworkBanner } from './NetworkBanner';
import { PromptModal } from './PromptModal';
import { VersionDialog } from './VersionDialog';

function Toasts() {
  const { t } = useTranslation(['common', 'errors', 'nav']);
  const toasts = useUiStore((s) => s.toasts);
  const dismiss = useUiStore((s) => s.dismissToast);
  return (
    <div className="toasts" role="status" aria-live="polite" aria-label={t('toast.region')}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.tone}`}>
          <span>{toast.message}</span>
          <button
            type="button"
            className="icon-button icon-button--small"
            onClick={() => dismiss(toast.id)}
            aria-label={t('actions.close')}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}

/** Every app-wide overlay of spec §2, driven by the UI store. */
export function GlobalOverlays() {
  const ui = useUiStore();
  return (
    <>
      <NetworkBanner />
      <Toasts />
      {ui.loginOpen ? <LoginModal /> : null}
      {ui.verification ? <VerificationDialog request={ui.verification} /> : null}
      {ui.emailPromptOpen ? <EmailPrompt /> : null}
      {ui.prompt ? <PromptModal prompt={ui.prompt} /> : null}
      {ui.payModal ? <PayOverlay mode={ui.payModal} /> : null}
      <PhotoOverlays />
      <VersionDialog />
    </>
  );
}
