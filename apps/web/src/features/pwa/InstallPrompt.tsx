import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../lib/session-store';
import { installOffer, installOfferUsed, isStandalone, onInstallOfferChange } from './pwa';
import './pwa.css';

const VISITS_KEY = 'yf.install.homeVisits';
const DISMISSED_KEY = 'yf.install.dismissed';
/** The offer waits until a member comes back to the news feed: the second visit, not the first. */
const VISITS_BEFORE_OFFER = 2;

function countVisit(): number {
  const visits = Number(localStorage.getItem(VISITS_KEY) ?? '0') + 1;
  localStorage.setItem(VISITS_KEY, String(visits));
  return visits;
}

/**
 * "Install Yuanfen" on the news feed (issue 20): offered to a signed-in member from their second visit,
 * when the browser offers installation (Chromium's `beforeinstallprompt`), until they install or say
 * "not now" (remembered on this browser).
 */
export function InstallPrompt() {
  const { t } = useTranslation('pwa');
  const signedIn = useIsSignedIn();
  const offer = useSyncExternalStore(onInstallOfferChange, installOffer, () => null);
  const [visits, setVisits] = useState(0);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === '1');
  useEffect(() => {
    if (signedIn) setVisits(countVisit());
  }, [signedIn]);

  if (!offer || !signedIn || dismissed || visits < VISITS_BEFORE_OFFER || isStandalone()) return null;
  const later = () => {
    localStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  const install = async () => {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    installOfferUsed();
    if (outcome === 'dismissed') later();
  };
  return (
    <section className="card install-prompt" data-testid="install-prompt" aria-labelledby="install-prompt-title">
      <img src="/icons/icon-192.png" alt="" width={48} height={48} />
      <div className="install-prompt__text">
        <h2 id="install-prompt-title" className="card__title">
          {t('install.title')}
        </h2>
        <p>{t('install.body')}</p>
      </div>
      <div className="install-prompt__actions">
        <button type="button" className="button button--primary button--small" onClick={() => void install()}>
          {t('install.action')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={later}>
          {t('install.later')}
        </button>
      </div>
    </section>
  );
}
