import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../lib/ui-store';

/** A read-only value with a copy button that says "Copied" for a moment. */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useTranslation('affiliate');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      useUiStore.getState().showToast(t('copyFailed'));
    }
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="affiliate-copy">
        <input id={id} className="input" readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--secondary" onClick={() => void copy()} aria-live="polite">
          {copied ? t('copied') : t('copy')}
        </button>
      </div>
    </div>
  );
}
