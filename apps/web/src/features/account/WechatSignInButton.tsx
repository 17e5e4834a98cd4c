import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConfigQuery } from '../../lib/account.queries';
import { Icon } from '../../ui/Icon';
import { startWechatSignIn } from './wechat';

/**
 * Where the WeChat button goes on the sign-in and sign-up forms: shown once the server has WeChat sign-in
 * configured; first on the China edition (WeChat first), after the form's own button elsewhere.
 */
export function useWechatPlacement(): { shown: boolean; first: boolean } {
  const config = useConfigQuery().data;
  return { shown: config?.wechat_signin ?? false, first: config?.edition === 'cn' };
}

/**
 * Starts WeChat's OAuth (the QR page, or the in-app authorisation inside WeChat). The same flow signs in a
 * member whose WeChat is linked and signs up one whose is not, so the sign-up panel offers it too, under
 * its own words. Back to `redirect` (or /home) once done; a start that fails says so under the button.
 */
export function WechatSignInButton({ label }: { label: string }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [params] = useSearchParams();
  const start = async () => {
    setBusy(true);
    setFailed(false);
    if (!(await startWechatSignIn(params.get('redirect') ?? '/home'))) {
      setBusy(false);
      setFailed(true);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--wechat button--block"
        disabled={busy}
        onClick={() => void start()}
      >
        <Icon name="chat" />
        {label}
      </button>
      {failed ? (
        <p className="form__alert" role="alert">
          {t('login.wechatFailed')}
        </p>
      ) : null}
    </>
  );
}
