import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@yuanfen/contract';
import { currentLanguage, LANGUAGE_NAMES, setLanguage } from '../../lib/i18n';
import { useIsSignedIn } from '../../lib/session-store';
import { useMe } from '../../lib/account.queries';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import { logout } from '../account';
import { SwitchAccounts } from '../affiliate';
import { DeleteAccountSection } from './DeleteAccount';
import type { TitleKey } from '../../lib/title-key';

const subSettings: Array<[string, TitleKey]> = [
  ['/setting/edit', 'settingEdit'],
  ['/setting/avatar', 'settingAvatar'],
  ['/setting/verify', 'settingVerify'],
  ['/setting/introduction', 'settingIntroduction'],
  ['/setting/privacy', 'settingPrivacy'],
  ['/setting/notification', 'settingNotification'],
  ['/setting/translation', 'settingTranslation'],
  ['/setting/password', 'settingPassword'],
  ['/bill', 'bill'],
  ['/setting/sayhi', 'settingSayhi'],
  ['/setting/information', 'settingInformation'],
  ['/setting/affiliate', 'settingAffiliate'],
  ['/support', 'support'],
];

export function LanguageSelect() {
  const { t } = useTranslation(['pages', 'common', 'nav']);
  return (
    <div className="field">
      <label className="field__label" htmlFor="setting-language">
        {t('setting.language')}
      </label>
      <select
        id="setting-language"
        className="input"
        value={currentLanguage()}
        onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /setting: language, the settings menu of spec §2 and log out. */
export function SettingPage() {
  const { t } = useTranslation(['pages', 'common', 'nav']);
  const signedIn = useIsSignedIn();
  const partner = (useMe()?.is_partner ?? 0) > 0;
  const openLogin = useUiStore((s) => s.openLogin);
  // Partners sell their contact details (issue 18): their screen shows for them only.
  const menu: typeof subSettings = partner ? [...subSettings, ['/setting/contact', 'settingContact']] : subSettings;
  return (
    <div className="stack">
      <h1 className="page-title">{t('nav:title.setting')}</h1>
      <section className="card" aria-labelledby="setting-language-title">
        <h2 id="setting-language-title" className="card__title">
          {t('common:language.label')}
        </h2>
        <LanguageSelect />
      </section>
      <section className="card" aria-labelledby="setting-account-title">
        <h2 id="setting-account-title" className="card__title">
          {t('setting.account')}
        </h2>
        {signedIn ? (
          <>
            <ul className="link-list" role="list">
              {menu.map(([to, title]) => (
                <li key={to}>
                  <Link to={to}>
                    <span>{t(`nav:title.${title}`)}</span>
                    <Icon name="chevron" size={18} />
                  </Link>
                </li>
              ))}
            </ul>
            <button type="button" className="button button--danger button--block" onClick={() => void logout()}>
              <Icon name="logout" size={18} />
              {t('setting.logout')}
            </button>
          </>
        ) : (
          <div className="stack stack--tight">
            <p>{t('setting.signedOut')}</p>
            <button type="button" className="button button--primary" onClick={openLogin}>
              {t('nav:bar.login')}
            </button>
          </div>
        )}
      </section>
      {signedIn ? <SwitchAccounts /> : null}
      {signedIn ? <DeleteAccountSection /> : null}
    </div>
  );
}
