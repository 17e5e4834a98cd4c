import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOVAL_CATEGORIES, type RemovalCategory } from '@yuanfen/contract';

/** The category of a removal, which the member's notification names (the reason stays in the audit log). */
export function RemovalCategoryField({
  value,
  onChange,
}: {
  value: RemovalCategory;
  onChange: (value: RemovalCategory) => void;
}) {
  const { t } = useTranslation(['admin']);
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('removal.categoryLabel')}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => onChange(REMOVAL_CATEGORIES.find((c) => c === event.target.value) ?? 'other')}
        aria-describedby={`${id}-hint`}
        data-testid="admin-removal-category"
      >
        {REMOVAL_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`removal.category.${category}`)}
          </option>
        ))}
      </select>
      <p className="field__hint" id={`${id}-hint`}>
        {t('removal.categoryHint')}
      </p>
    </div>
  );
}
