import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHINA_PROVINCES, FLOWER_COUNTRY } from '@yuanfen/contract';
import { countryOptions } from '../../lib/countries';
import { Field } from '../../ui/Field';
import type { AddressProblems, AddressValues } from './order-rules';

export const emptyAddress = (country = ''): AddressValues => ({
  country,
  province: '',
  city: '',
  line: '',
  postcode: '',
});

/** Country names in the interface language, sorted as its readers expect. */
function useCountryOptions(language: string) {
  return useMemo(() => countryOptions(language), [language]);
}

function SelectField(props: {
  id: string;
  label: string;
  value: string;
  error?: string;
  testId: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div className={props.error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="input"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.testId}
      >
        {props.children}
      </select>
      {props.error ? (
        <p className="field__error" id={`${props.id}-error`} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A delivery address: the country (names from the browser's own list, in the interface language), the
 * province of mainland China when the country is China, city, street and postcode.
 */
export function AddressFields({
  idPrefix,
  values,
  problems,
  flower,
  onChange,
}: {
  idPrefix: string;
  values: AddressValues;
  problems: AddressProblems;
  flower: boolean;
  onChange: (values: AddressValues) => void;
}) {
  const { t, i18n } = useTranslation('mall');
  const countries = useCountryOptions(i18n.language);
  const set = (field: keyof AddressValues) => (value: string) => onChange({ ...values, [field]: value });
  const problem = (field: keyof AddressValues) => {
    const key = problems[field];
    return key ? t(`problem.${key}`) : undefined;
  };
  return (
    <div className="mall-address">
      {flower ? <p className="mall-note">{t('form.flowerNote')}</p> : null}
      <SelectField
        id={`${idPrefix}-country`}
        label={t('form.country')}
        value={values.country}
        error={problem('country')}
        testId="order-country"
        onChange={set('country')}
      >
        <option value="" disabled>
          {t('form.country')}
        </option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {values.country === FLOWER_COUNTRY ? (
        <SelectField
          id={`${idPrefix}-province`}
          label={t('form.province')}
          value={values.province}
          error={problem('province')}
          testId="order-province"
          onChange={set('province')}
        >
          <option value="">{t('form.provincePick')}</option>
          {CHINA_PROVINCES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Field
        label={t('form.city')}
        value={values.city}
        error={problem('city')}
        autoComplete="address-level2"
        maxLength={80}
        data-testid="order-city"
        onChange={(event) => set('city')(event.target.value)}
      />
      <Field
        label={t('form.line')}
        value={values.line}
        error={problem('line')}
        autoComplete="street-address"
        maxLength={200}
        data-testid="order-line"
        onChange={(event) => set('line')(event.target.value)}
      />
      <Field
        label={t('form.postcode')}
        value={values.postcode}
        error={problem('postcode')}
        autoComplete="postal-code"
        maxLength={12}
        data-testid="order-postcode"
        onChange={(event) => set('postcode')(event.target.value)}
      />
    </div>
  );
}
