import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/** The crown badge beside a VIP member's name or photo. */
export function VipBadge({ small, className, testId }: { small?: boolean; className?: string; testId?: string }) {
  const { t } = useTranslation('common');
  const classes = ['vip-badge', small ? 'vip-badge--small' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} data-testid={testId}>
      <Icon name="crown" size={12} />
      {t('vipBadge')}
    </span>
  );
}
