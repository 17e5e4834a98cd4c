import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/account.queries';
import { showsMall } from '../../lib/nav-rules';
import { Icon } from '../../ui/Icon';

/** "Send a present" on a profile: the mall, with the order made out to this member (shown when bd = 1). */
export function PresentLink({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation('mall');
  const me = useMe();
  if (!showsMall(me) || me?.id === userId) return null;
  const to = `/mall?${new URLSearchParams({ to: String(userId), name }).toString()}`;
  return (
    <Link to={to} className="button button--ghost" data-testid="profile-present">
      <Icon name="mall" size={18} />
      {t('sendPresent')}
    </Link>
  );
}
