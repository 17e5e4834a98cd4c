import { useTranslation } from 'react-i18next';

export function Spinner({ inline }: { inline?: boolean }) {
  const { t } = useTranslation(['common', 'errors', 'nav']);
  return (
    <div className={inline ? 'spinner spinner--inline' : 'spinner'} role="status">
      <span className="spinner__dot" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
