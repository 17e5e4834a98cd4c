import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './pending-photos.css';

/**
 * The operator's default price range. The server holds the current one (operator settings) and no call
 * exposes it, so these only guide the number field; a price outside the real range is refused there.
 */
const PRICE_HINT = { min: 1, max: 1000 } as const;

/** Parses the price field: a whole number of gold above 0, else undefined (the operator's default). */
export function parsePrice(value: string): number | undefined {
  const price = Number(value);
  return Number.isInteger(price) && price > 0 ? price : undefined;
}

/** The gold a secret photo costs; empty means the site's default price. */
export function PriceInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('photos');
  const id = useId();
  return (
    <span className="price-input">
      <label htmlFor={id} className="price-input__label">
        {t('price.label')}
      </label>
      <input
        id={id}
        className="input price-input__field"
        type="number"
        inputMode="numeric"
        min={PRICE_HINT.min}
        max={PRICE_HINT.max}
        step={1}
        value={value}
        placeholder={t('price.default')}
        onChange={(event) => onChange(event.target.value)}
        data-testid="price-input"
      />
    </span>
  );
}
