import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_MAX_LENGTH, type ContactSettings } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { useUiStore } from '../../lib/ui-store';
import { Field } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { SaveBar, SwitchRow } from '../settings';
import '../settings/settings.css';
import {
  bodyOf,
  checkContactForm,
  formOf,
  sellerShare,
  serverErrors,
  type ContactError,
  type ContactErrors,
  type ContactForm,
} from './contact-form';
import { useContactSettings, useSaveContact } from './contact.queries';
import './contact.css';

function ContactOfferForm({ settings }: { settings: ContactSettings }) {
  const { t } = useTranslation(['contact', 'common']);
  const range = { min: settings.price_min, max: settings.price_max };
  const [form, setForm] = useState<ContactForm>(() => formOf(settings.offer, range));
  const [errors, setErrors] = useState<ContactErrors>({});
  const save = useSaveContact();
  const text = (error: ContactError | undefined) => (error ? t(error.key, error.values) : undefined);
  const set = <K extends keyof ContactForm>(key: K, value: ContactForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, details: undefined }));
  };
  const price = Number(form.price);
  const share = sellerShare(price, settings.commission_percent);

  const submit = () => {
    const found = checkContactForm(form, range);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(bodyOf(form), {
      onSuccess: (saved) => {
        setForm(formOf(saved.offer, range));
        useUiStore.getState().showToast(t('settings.saved'), 'success');
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.errors).length) setErrors(serverErrors(error.errors, range));
      },
    });
  };

  return (
    <form
      className="card settings-form contact-form"
      data-testid="contact-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="contact-form__details" aria-describedby="contact-details-hint">
        <legend className="field__label">{t('settings.details')}</legend>
        <p id="contact-details-hint" className="field__hint">
          {t('settings.detailsHint')}
        </p>
        <Field
          label={t('settings.email')}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_MAX_LENGTH.email}
          value={form.email}
          error={text(errors.email)}
          data-testid="contact-email"
          onChange={(e) => set('email', e.target.value)}
        />
        <Field
          label={t('settings.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={CONTACT_MAX_LENGTH.phone}
          value={form.phone}
          error={text(errors.phone)}
          data-testid="contact-phone"
          onChange={(e) => set('phone', e.target.value)}
        />
        <Field
          label={t('settings.wechat')}
          autoComplete="off"
          maxLength={CONTACT_MAX_LENGTH.wechat}
          value={form.wechat}
          error={text(errors.wechat)}
          data-testid="contact-wechat"
          onChange={(e) => set('wechat', e.target.value)}
        />
        <Field
          label={t('settings.other')}
          hint={t('settings.otherHint')}
          autoComplete="off"
          maxLength={CONTACT_MAX_LENGTH.other}
          value={form.other}
          error={text(errors.other)}
          data-testid="contact-other"
          onChange={(e) => set('other', e.target.value)}
        />
        {errors.details ? (
          <p className="field__error" role="alert" data-testid="contact-details-error">
            {text(errors.details)}
          </p>
        ) : null}
      </fieldset>
      <Field
        label={t('settings.price')}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        value={form.price}
        error={text(errors.price)}
        hint={t('settings.priceHint', {
          min: range.min,
          max: range.max,
          share,
          percent: settings.commission_percent,
        })}
        data-testid="contact-price"
        onChange={(e) => set('price', e.target.value)}
      />
      <SwitchRow
        label={t('settings.allow')}
        hint={t('settings.allowHint')}
        checked={form.allow}
        testId="contact-allow"
        onChange={(checked) => set('allow', checked)}
      />
      <SaveBar busy={save.isPending} />
    </form>
  );
}

/** /setting/contact: what a partner sells of their contact details, and for how much (issue 18). */
export function ContactSettingsPage() {
  const { t } = useTranslation(['contact', 'nav']);
  const query = useContactSettings();
  const settings = query.data;
  return (
    <div className="stack settings-screen" data-testid="setting-contact">
      <header className="users-page__head">
        <h1 className="page-title">{t('nav:title.settingContact')}</h1>
        <p className="settings-lead">{t('settings.lead')}</p>
      </header>
      {!settings ? (
        <Spinner />
      ) : settings.partner ? (
        <ContactOfferForm settings={settings} />
      ) : (
        <section className="card" data-testid="contact-not-partner">
          <p>{t('settings.notPartner')}</p>
        </section>
      )}
    </div>
  );
}
