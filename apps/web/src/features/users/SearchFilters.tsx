import { isVip, LANGUAGES, ProfileOptions, type SearchBody, type SpokenLanguage } from '@yuanfen/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../lib/countries';
import { useUiStore } from '../../lib/ui-store';
import { useMeQuery } from '../../lib/account.queries';
import { useSpokenLanguageNames } from '../languages';

export type SearchFilterValues = Omit<SearchBody, 'mode' | 'q' | 'page'>;

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  zh: '简体中文',
  tw: '繁體中文',
  de: 'Deutsch',
  it: 'Italiano',
  fr: 'Français',
  ja: '日本語',
  ko: '한국어',
};

/** The countries in the interface language, sorted by name (place.ts). */
function useCountries(language: string) {
  return useMemo(() => countryOptions(language), [language]);
}

/**
 * The search filters: gender, age, country, a language spoken and verified members for everyone; the
 * rest for VIP members (spec §6). Without a keyword they search on their own.
 */
export function SearchFilters({
  value,
  onChange,
}: {
  value: SearchFilterValues;
  onChange: (next: SearchFilterValues) => void;
}) {
  const { t, i18n } = useTranslation(['users', 'profile']);
  const me = useMeQuery().data;
  const vip = me ? isVip(me) : false;
  const countries = useCountries(i18n.language);
  const spoken = useSpokenLanguageNames(i18n.language);
  const id = useId();
  const set = (patch: Partial<SearchFilterValues>) => onChange({ ...value, ...patch });
  const ageValue = (raw: string) => {
    const n = Number(raw);
    return raw === '' || !Number.isInteger(n) ? undefined : Math.min(100, Math.max(18, n));
  };

  return (
    <details className="search-filters" data-testid="search-filters">
      <summary>{t('search.filters.title')}</summary>
      <div className="search-filters__grid">
        <label htmlFor={`${id}-gender`}>{t('search.filters.gender')}</label>
        <select
          id={`${id}-gender`}
          className="input"
          value={value.gender ?? ''}
          onChange={(e) => set({ gender: e.target.value === '' ? undefined : (Number(e.target.value) as 0 | 1) })}
        >
          <option value="">{t('search.filters.any')}</option>
          <option value="0">{t('search.filters.women')}</option>
          <option value="1">{t('search.filters.men')}</option>
        </select>

        <span id={`${id}-age`}>{t('search.filters.age')}</span>
        <div className="search-filters__range" role="group" aria-labelledby={`${id}-age`}>
          <input
            className="input"
            type="number"
            min={18}
            max={100}
            aria-label={t('search.filters.ageFrom')}
            value={value.age_min ?? ''}
            onChange={(e) => set({ age_min: ageValue(e.target.value) })}
          />
          <span aria-hidden="true">–</span>
          <input
            className="input"
            type="number"
            min={18}
            max={100}
            aria-label={t('search.filters.ageTo')}
            value={value.age_max ?? ''}
            onChange={(e) => set({ age_max: ageValue(e.target.value) })}
          />
        </div>

        <label htmlFor={`${id}-country`}>{t('search.filters.country')}</label>
        <select
          id={`${id}-country`}
          className="input"
          value={value.country ?? ''}
          onChange={(e) => set({ country: e.target.value || undefined })}
        >
          <option value="">{t('search.filters.any')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-speaks`}>{t('search.filters.speaks')}</label>
        <select
          id={`${id}-speaks`}
          className="input"
          value={value.languages?.[0] ?? ''}
          data-testid="search-speaks"
          onChange={(e) => set({ languages: e.target.value ? [e.target.value as SpokenLanguage] : undefined })}
        >
          <option value="">{t('search.filters.any')}</option>
          {spoken.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      {/* Verified members: for everyone, not a VIP filter (issue 19). */}
      <label className="purpose-chip search-filters__verified">
        <input
          type="checkbox"
          checked={value.verified ?? false}
          onChange={(e) => set({ verified: e.target.checked || undefined })}
          data-testid="search-verified"
        />
        <span>{t('profile:verifiedMark.filter')}</span>
      </label>

      <fieldset className="search-filters__vip" disabled={!vip}>
        <legend>
          {t('search.filters.vipOnly')}
          {!vip && (
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => useUiStore.getState().openPay('upgrade')}
            >
              {t('search.filters.unlock')}
            </button>
          )}
        </legend>
        <div className="search-filters__grid">
          <label htmlFor={`${id}-language`}>{t('search.filters.language')}</label>
          <select
            id={`${id}-language`}
            className="input"
            value={value.language ?? ''}
            onChange={(e) => set({ language: e.target.value || undefined })}
          >
            <option value="">{t('search.filters.any')}</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-city`}>{t('search.filters.city')}</label>
          <input
            id={`${id}-city`}
            className="input"
            maxLength={80}
            value={value.city ?? ''}
            onChange={(e) => set({ city: e.target.value || undefined })}
          />
          <label htmlFor={`${id}-purpose`}>{t('search.filters.purpose')}</label>
          <select
            id={`${id}-purpose`}
            className="input"
            value={value.purpose ?? ''}
            onChange={(e) => set({ purpose: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t('search.filters.any')}</option>
            {ProfileOptions.purpose.map((code) => (
              <option key={code} value={code}>
                {t(`profile:purpose.${code}` as 'profile:purpose.801')}
              </option>
            ))}
          </select>
        </div>
        <div className="search-filters__checks">
          {(['online', 'has_photo', 'vip'] as const).map((flag) => (
            <label key={flag} className="purpose-chip">
              <input
                type="checkbox"
                checked={value[flag] ?? false}
                onChange={(e) => set({ [flag]: e.target.checked || undefined })}
              />
              <span>{t(`search.filters.${flag}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
