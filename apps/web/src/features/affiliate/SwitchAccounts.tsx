import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useMe } from '../../lib/account.queries';
import { useSessionStore, type SavedAccount } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';
import { Avatar } from '../../ui/Avatar';
import { addAnotherAccount, saveCurrentAccount, switchAccount } from '../account';
import './affiliate.css';

/**
 * Partners' switchable accounts (spec §3, §4): the saved list with avatar and name, "Add this account",
 * "Add another account" (signs out here only and opens the login form; the next sign-in is saved too),
 * switching without a password, and removing. Shown to partners and to whoever already saved accounts.
 */
export function SwitchAccounts() {
  const { t } = useTranslation('affiliate');
  const me = useMe();
  const accounts = useSessionStore((s) => s.accounts);
  const removeAccount = useSessionStore((s) => s.removeAccount);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  if (!me || (me.is_partner <= 0 && accounts.length === 0)) return null;
  const saved = accounts.some((a) => a.id === me.id);
  const toast = useUiStore.getState().showToast;

  const onSwitch = async (account: SavedAccount) => {
    setBusy(account.id);
    const result = await switchAccount(account, me);
    setBusy(null);
    if (result === 'switched') {
      toast(t('accounts.switched', { name: account.name }), 'success');
      void queryClient.invalidateQueries();
    } else if (result === 'expired') {
      toast(t('accounts.expired', { name: account.name }));
    } else {
      toast(t('accounts.failed'));
    }
  };

  return (
    <section className="card stack stack--tight" aria-labelledby="switch-accounts-title">
      <h2 id="switch-accounts-title" className="card__title">
        {t('accounts.title')}
      </h2>
      <p className="affiliate-page__note">{t('accounts.lead')}</p>
      {accounts.length === 0 ? <p>{t('accounts.empty')}</p> : null}
      <ul className="account-switch" aria-label={t('accounts.title')}>
        {[...accounts].reverse().map((account) => {
          const current = account.id === me.id;
          return (
            <li key={account.id} className="account-switch__item" data-testid="saved-account">
              <Avatar src={account.avatar} name={account.name} size={40} />
              <span className="account-switch__name">{account.name}</span>
              <span className="account-switch__actions">
                {current ? (
                  <span className="account-switch__current">{t('accounts.current')}</span>
                ) : (
                  <button
                    type="button"
                    className="button button--primary button--small"
                    disabled={busy !== null}
                    aria-label={t('accounts.switchTo', { name: account.name })}
                    onClick={() => void onSwitch(account)}
                  >
                    {t('accounts.switch')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={busy !== null}
                  aria-label={t('accounts.removeName', { name: account.name })}
                  onClick={() => removeAccount(account.id)}
                >
                  {t('accounts.remove')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="account-switch__actions">
        {saved ? null : (
          <button type="button" className="button button--secondary" onClick={() => saveCurrentAccount(me)}>
            {t('accounts.addThis')}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => addAnotherAccount(me)}>
          {t('accounts.addAnother')}
        </button>
      </div>
    </section>
  );
}
