import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { nativeChannel } from '../../lib/bridge';
import { ensureAccountTexts, ensurePayTexts } from '../../lib/i18n';
import { useSessionStore } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import { PhotoOverlays } from '../photos';
import { NetworkBanner } from './NetworkBanner';
import { AnnouncementDialog } from './AnnouncementDialog';
import { VersionDialog } from './VersionDialog';

/* The dialogs below open on demand: their code (forms, validation, the pay flow) loads when one opens, the
 * sign-in and verification dialogs with the account screens' texts, the pay dialogs with the `pay` texts. */
const LoginModal = lazy(() =>
  Promise.all([import('../account/LoginModal'), ensureAccountTexts()]).then(([m]) => ({ default: m.LoginModal })),
);
const VerificationDialog = lazy(() =>
  Promise.all([import('../account/VerificationDialog'), ensureAccountTexts()]).then(([m]) => ({
    default: m.VerificationDialog,
  })),
);
const EmailPrompt = lazy(() =>
  Promise.all([import('../account/EmailPrompt'), ensureAccountTexts()]).then(([m]) => ({ default: m.EmailPrompt })),
);
const PromptModal = lazy(() => import('./PromptModal').then((m) => ({ default: m.PromptModal })));
const GiftPicker = lazy(() => import('../gifts/GiftPicker').then((m) => ({ default: m.GiftPicker })));
const MatchDialog = lazy(() => import('../chat/MatchDialog').then((m) => ({ default: m.MatchDialog })));
const PayOverlay = lazy(() =>
  Promise.all([import('../pay/PayOverlay'), ensurePayTexts()]).then(([m]) => ({ default: m.PayOverlay })),
);
const PortalHandoff = lazy(() =>
  Promise.all([import('../pay/PortalHandoff'), ensurePayTexts()]).then(([m]) => ({ default: m.PortalHandoff })),
);

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

/**
 * Every app-wide overlay of spec §2, driven by the UI store. Announcements wait until the visitor is past
 * the front page: there the sign-up and log-in forms come first.
 */
export function GlobalOverlays({ front = false }: { front?: boolean }) {
  const ui = useUiStore();
  // In the app wrapper, recharge and upgrade are paid in the phone's browser (docs/wrapper.md).
  const inApp = useSessionStore((s) => s.appWrapper) && nativeChannel() !== null;
  return (
    <>
      <NetworkBanner />
      <Toasts />
      <Suspense fallback={null}>
        {ui.loginOpen ? <LoginModal /> : null}
        {ui.verification ? <VerificationDialog request={ui.verification} /> : null}
        {ui.emailPromptOpen ? <EmailPrompt /> : null}
        {ui.prompt ? <PromptModal prompt={ui.prompt} /> : null}
        {ui.giftPickerOpen ? <GiftPicker /> : null}
        {ui.payModal && inApp ? <PortalHandoff mode={ui.payModal} /> : null}
        {ui.payModal && !inApp ? <PayOverlay mode={ui.payModal} /> : null}
        {ui.match ? <MatchDialog peer={ui.match} /> : null}
      </Suspense>
      <PhotoOverlays />
      <VersionDialog />
      {front ? null : <AnnouncementDialog />}
    </>
  );
}
