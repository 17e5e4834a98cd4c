import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@yuanfen/contract';
import { currentLanguage, LANGUAGE_NAMES, setLanguage } from '../../lib/i18n';
import { Icon } from '../../ui/Icon';
import { Popover } from '../../ui/Popover';

/** The language menu of the signed-out bar. */
export function LanguageMenu() {
  const { t } = useTranslation(['common', 'errors', 'nav']);
  const active = currentLanguage();
  return (
    <Popover
      label={t('language.choose')}
      trigger={(props) => (
        <button type="button" className="button button--ghost language-button" {...props}>
          <Icon name="globe" size={18} />
          <span>{LANGUAGE_NAMES[active]}</span>
          <span className="visually-hidden">{t('language.choose')}</span>
        </button>
      )}
    >
      {(close) => (
        <ul className="menu" role="list">
          {LANGUAGES.map((language) => (
            <li key={language}>
              <button
                type="button"
                lang={language}
                aria-current={language === active ? 'true' : undefined}
                onClick={() => {
                  void setLanguage(language);
                  close();
                }}
              >
                {LANGUAGE_NAMES[language]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
