import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CATEGORIES, type SupportCategory, type SupportTicket } from '@yuanfen/contract';
import { memberCategories } from './contact-rules';
import { supportFieldErrors } from './field-errors';
import { useOpenTicketMutation } from './support.queries';

const CATEGORIES = memberCategories(SUPPORT_CATEGORIES);

/** A member's new ticket: the topic and what they need. */
export function TicketForm({
  onOpened,
  onCancel,
}: {
  onOpened: (ticket: SupportTicket) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['support', 'errors']);
  const [category, setCategory] = useState<SupportCategory>('account');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const open = useOpenTicketMutation();
  return (
    <form
      className="card stack support-form"
      aria-labelledby="support-form-title"
      data-testid="support-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!content.trim()) return setErrors({ content: t('errors:validation.cannotBeEmpty') });
        setErrors({});
        open.mutate(
          { category, content: content.trim() },
          { onSuccess: onOpened, onError: (error) => setErrors(supportFieldErrors(error)) },
        );
      }}
    >
      <h2 id="support-form-title">{t('form.title')}</h2>
      <div className="field">
        <label className="field__label" htmlFor="support-category">
          {t('category.label')}
        </label>
        <select
          id="support-category"
          className="input"
          value={category}
          data-testid="support-category"
          onChange={(event) => setCategory(event.target.value as SupportCategory)}
        >
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`category.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={errors.content ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor="support-content">
          {t('form.content')}
        </label>
        <textarea
          id="support-content"
          className="input"
          rows={5}
          maxLength={4000}
          value={content}
          data-autofocus
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? 'support-content-error' : undefined}
          data-testid="support-content"
          onChange={(event) => setContent(event.target.value)}
        />
        {errors.content ? (
          <p id="support-content-error" className="field__error" role="alert">
            {errors.content}
          </p>
        ) : null}
      </div>
      {open.isError && !errors.content ? (
        <p className="form__alert" role="alert">
          {t('form.failed')}
        </p>
      ) : null}
      <div className="support-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('form.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={open.isPending} data-testid="support-send">
          {t('form.send')}
        </button>
      </div>
    </form>
  );
}
