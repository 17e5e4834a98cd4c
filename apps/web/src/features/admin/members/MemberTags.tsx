import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@yuanfen/contract';

/** A member's status and operator roles as small tags. */
export function MemberTags({ status, roles }: Pick<AdminUser, 'status' | 'roles'>) {
  const { t } = useTranslation(['admin']);
  return (
    <ul className="admin-tags" role="list">
      <li className={`admin-tag admin-tag--${status}`} data-testid="admin-member-status">
        {t(`status.${status}`)}
      </li>
      {roles.map((role) => (
        <li key={role} className="admin-tag">
          {t(`roles.${role}`)}
        </li>
      ))}
    </ul>
  );
}
