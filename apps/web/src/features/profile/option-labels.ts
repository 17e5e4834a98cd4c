import { useTranslation } from 'react-i18next';
import { ProfileOptions, type ProfileOptionField } from '@yuanfen/contract';

/** The localized label of a profile option code (`profile:height.201` …); null for a missing or unknown code. */
export function useOptionLabel() {
  const { t } = useTranslation('profile');
  return (field: ProfileOptionField, code: number | null | undefined): string | null => {
    if (code === null || code === undefined) return null;
    if (!(ProfileOptions[field] as readonly number[]).includes(code)) return null;
    return t(`${field}.${code}` as 'height.201');
  };
}
