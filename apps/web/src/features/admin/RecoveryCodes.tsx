import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { downloadRecoveryCodes, recoveryCodesText } from './recovery-codes';

/** The recovery codes, shown once: copy them or download them as a text file. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation(['admin']);
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesText(t('twoFactor.recoveryTitle'), codes);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="admin-2fa">
      <h2>{t('twoFactor.recoveryTitle')}</h2>
      <p>{t('twoFactor.recoveryIntro')}</p>
      <ul className="admin-codes" role="list" data-testid="admin-recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="admin-actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {copied ? t('twoFactor.copied') : t('twoFactor.copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => downloadRecoveryCodes(text)}>
          {t('twoFactor.download')}
        </button>
        <Link to="/admin" className="button button--primary">
          {t('twoFactor.done')}
        </Link>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? t('twoFactor.copied') : ''}
      </p>
    </div>
  );
}
