import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../lib/account.queries';
import { Field } from '../../ui/Field';
import { CaptchaField, useCaptcha } from './CaptchaField';
import { contactProblems, type ContactInput } from './contact-rules';
import { supportFieldErrors } from './field-errors';
import { useOpenTicketMutation } from './support.queries';
import './support.css';

const EMPTY: ContactInput = { name: '', email: '', content: '', captcha: '' };

/**
 * /contact's form (spec §7 POST support, category `contact`): name, e-mail, message and the captcha, for
 * visitors and members alike. The answer comes by e-mail; a member also finds the request on /support.
 */
export function ContactForm() {
  const { t } = useTranslation(['support', 'errors']);
  const me = useMe();
  const [input, setInput] = useState<ContactInput>(() => ({ ...EMPTY, name: me?.name ?? '', email: me?.email ?? '' }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { captcha, reload } = useCaptcha();
  const send = useOpenTicketMutation();
  const set = (field: keyof ContactInput) => (value: string) =>
    setInput((previous) => ({ ...previous, [field]: value }));

  if (sentTo) {
    return (
      <section className="card support-contact" aria-labelledby="contact-form-title" data-testid="contact-sent">
        <h2 id="contact-form-title">{t('contact.heading')}</h2>
        <p role="status" className="support-contact__done">
          {t('contact.sent', { email: sentTo })}
        </p>
        {me ? <Link to="/support">{t('contact.member')}</Link> : null}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setInput((previous) => ({ ...previous, content: '', captcha: '' }));
            setSentTo(null);
            reload();
          }}
        >
          {t('contact.another')}
        </button>
      </section>
    );
  }

  return (
    <section className="card support-contact" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.heading')}</h2>
      <p className="muted">{t('contact.intro')}</p>
      <form
        className="stack"
        noValidate
        data-testid="contact-form"
        onSubmit={(event) => {
          event.preventDefault();
          const problems = contactProblems(input);
          const shown = Object.fromEntries(
            Object.entries(problems).map(([field, key]) => [field, t(`errors:validation.${key}`)]),
          );
          setErrors(shown);
          if (Object.keys(shown).length > 0) return;
          send.mutate(
            {
              category: 'contact',
              name: input.name.trim(),
              email: input.email.trim(),
              content: input.content.trim(),
              captcha: input.captcha.trim(),
              captcha_id: captcha?.captcha_id,
            },
            {
              onSuccess: () => setSentTo(input.email.trim()),
              onError: (error) => {
                setErrors(supportFieldErrors(error));
                setInput((previous) => ({ ...previous, captcha: '' }));
                reload();
              },
            },
          );
        }}
      >
        <Field
          label={t('contact.name')}
          value={input.name}
          onChange={(event) => set('name')(event.target.value)}
          autoComplete="name"
          maxLength={40}
          error={errors.name}
          data-testid="contact-name"
        />
        <Field
          label={t('contact.email')}
          type="email"
          value={input.email}
          onChange={(event) => set('email')(event.target.value)}
          autoComplete="email"
          maxLength={254}
          error={errors.email}
          data-testid="contact-email"
        />
        <div className={errors.content ? 'field field--error' : 'field'}>
          <label className="field__label" htmlFor="contact-content">
            {t('contact.content')}
          </label>
          <textarea
            id="contact-content"
            className="input"
            rows={5}
            maxLength={4000}
            value={input.content}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby={errors.content ? 'contact-content-error' : undefined}
            data-testid="contact-content"
            onChange={(event) => set('content')(event.target.value)}
          />
          {errors.content ? (
            <p id="contact-content-error" className="field__error" role="alert">
              {errors.content}
            </p>
          ) : null}
        </div>
        <CaptchaField
          captcha={captcha}
          reload={reload}
          value={input.captcha}
          onChange={set('captcha')}
          error={errors.captcha}
        />
        {errors.category ? (
          <p className="form__alert" role="alert">
            {errors.category}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={send.isPending} data-testid="contact-send">
          {t('contact.send')}
        </button>
      </form>
    </section>
  );
}
