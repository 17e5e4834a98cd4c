import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LEVELS, MAX_LANGUAGES, type LanguageEntry, type LanguageLevel } from '@yuanfen/contract';
import { useSpokenLanguageNames } from './spoken-names';
import './languages.css';

/**
 * The languages a member speaks and learns, edited in place: each row a language and a level, removable;
 * "Add" picks a language not listed yet. At most MAX_LANGUAGES rows, as the server allows.
 */
export function LanguagesEditor({
  value,
  onChange,
}: {
  value: readonly LanguageEntry[];
  onChange: (next: LanguageEntry[]) => void;
}) {
  const { t, i18n } = useTranslation('profile');
  const names = useSpokenLanguageNames(i18n.language);
  const nameOf = (code: string) => names.find((n) => n.code === code)?.name ?? code;
  const id = useId();
  const [adding, setAdding] = useState('');
  const [level, setLevel] = useState<LanguageLevel>('learning');
  const free = names.filter((n) => !value.some((entry) => entry.code === n.code));
  const setLevelOf = (code: string, next: LanguageLevel) =>
    onChange(value.map((entry) => (entry.code === code ? { ...entry, level: next } : entry)));
  const add = () => {
    if (!adding) return;
    onChange([...value, { code: adding, level }]);
    setAdding('');
  };

  return (
    <div className="languages-editor" data-testid="languages-editor">
      {value.length ? (
        <ul className="languages-editor__list" role="list">
          {value.map((entry) => (
            <li key={entry.code} className="languages-editor__row">
              <span className="languages-editor__name">{nameOf(entry.code)}</span>
              <select
                className="input"
                aria-label={t('languages.levelOf', { language: nameOf(entry.code) })}
                value={entry.level}
                onChange={(e) => setLevelOf(entry.code, e.target.value as LanguageLevel)}
              >
                {LANGUAGE_LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {t(`languages.level.${l}`)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button button--small button--secondary"
                onClick={() => onChange(value.filter((other) => other.code !== entry.code))}
              >
                {t('languages.remove', { language: nameOf(entry.code) })}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="profile-muted">{t('languages.none')}</p>
      )}
      {value.length < MAX_LANGUAGES ? (
        <div className="languages-editor__add">
          <label className="visually-hidden" htmlFor={`${id}-add`}>
            {t('languages.pick')}
          </label>
          <select
            id={`${id}-add`}
            className="input"
            value={adding}
            data-testid="languages-add-code"
            onChange={(e) => setAdding(e.target.value)}
          >
            <option value="">{t('languages.pick')}</option>
            {free.map((n) => (
              <option key={n.code} value={n.code}>
                {n.name}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor={`${id}-level`}>
            {t('languages.levelLabel')}
          </label>
          <select
            id={`${id}-level`}
            className="input"
            value={level}
            data-testid="languages-add-level"
            onChange={(e) => setLevel(e.target.value as LanguageLevel)}
          >
            {LANGUAGE_LEVELS.map((l) => (
              <option key={l} value={l}>
                {t(`languages.level.${l}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={!adding}
            onClick={add}
            data-testid="languages-add"
          >
            {t('languages.add')}
          </button>
        </div>
      ) : (
        <p className="profile-muted">{t('languages.full', { count: MAX_LANGUAGES })}</p>
      )}
    </div>
  );
}
