import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/**
 * The mark of a member whose identity an operator verified by selfie (issue 19): beside the name on the
 * profile, on member cards and in chat headers. `small` shows the shield alone (its name for screen readers).
 */
export function VerifiedBadge({ small, className, testId }: { small?: boolean; className?: string; testId?: string }) {
  const { t } = useTranslation('profile');
  const classes = ['verified-badge', small ? 'verified-badge--small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} title={t('verifiedMark.badgeTitle')} data-testid={testId}>
      <Icon name="shield" size={small ? 14 : 16} label={small ? t('verifiedMark.badgeTitle') : undefined} />
      {small ? null : t('verifiedMark.badge')}
    </span>
  );
}
