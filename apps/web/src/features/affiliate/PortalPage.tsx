import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefusalReason } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { setMe } from '../../lib/account.queries';
import { useSessionStore } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';
import { Spinner } from '../../ui/Spinner';
import { portalParams, redeemPortalKey } from './affiliate.queries';

type Stage =
  | { kind: 'opening' }
  | { kind: 'ready'; name: string; to: 'recharge' | 'vip' }
  | { kind: 'refused'; message: 'invalid' | 'expired' | 'used' | 'otherMember' | 'failed' };

const refusalMessage = (reason: string | undefined) =>
  reason === RefusalReason.PortalKeyExpired
    ? 'expired'
    : reason === RefusalReason.PortalKeyUsed
      ? 'used'
      : reason === RefusalReason.PortalKeyOtherMember
        ? 'otherMember'
        : 'invalid';

/**
 * /portal: the wrapper's external recharge page (spec §7). Its address (`key`, `ts`, `sign`, `to`,
 * `uid`) is exchanged once for a session that may only recharge and buy VIP; the payment dialog opens.
 */
export function PortalPage() {
  const { t } = useTranslation(['affiliate', 'errors']);
  const [search] = useSearchParams();
  const [stage, setStage] = useState<Stage>({ kind: 'opening' });
  const started = useRef(false);
  const openPay = useUiStore((s) => s.openPay);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = portalParams(search);
    if (!params) {
      setStage({ kind: 'refused', message: 'invalid' });
      return;
    }
    redeemPortalKey(params).then(
      (session) => {
        // A browser already signed in (the server checked: as this same member) keeps its full session.
        // Otherwise the recharge-only one, without a refresh token and without a realtime channel.
        if (!useSessionStore.getState().token) {
          useSessionStore
            .getState()
            .setSession({ token: session.token, refresh_token: null, expires_in: session.expires_in });
          setMe(session.me);
        }
        setStage({ kind: 'ready', name: session.me.name, to: session.to });
        openPay(session.to === 'vip' ? 'upgrade' : 'recharge');
      },
      (error: unknown) =>
        setStage({ kind: 'refused', message: isApiError(error) ? refusalMessage(error.reason) : 'failed' }),
    );
  }, [search, openPay]);

  return (
    <div className="stack affiliate-page">
      <h1 className="page-title">{t('portal.title')}</h1>
      {stage.kind === 'opening' ? (
        <>
          <p>{t('portal.opening')}</p>
          <Spinner />
        </>
      ) : null}
      {stage.kind === 'refused' ? <p role="alert">{t(`errors:portal.${stage.message}`)}</p> : null}
      {stage.kind === 'ready' ? (
        <section className="card stack stack--tight">
          <p>{t('portal.signedInAs', { name: stage.name })}</p>
          <div className="account-switch__actions">
            <button type="button" className="button button--primary" onClick={() => openPay('recharge')}>
              {t('portal.recharge')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => openPay('upgrade')}>
              {t('portal.vip')}
            </button>
          </div>
          <p className="affiliate-page__note">{t('portal.back')}</p>
        </section>
      ) : null}
    </div>
  );
}
