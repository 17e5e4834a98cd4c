import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/account.queries';
import { USER_GROUPS, type UserGroup, type UserType } from './user-types';

/** The menu of one group of lists (spec §2 menus: users, friendship, likes) as tabs. */
export function UserMenu({ group, current }: { group: UserGroup; current: UserType }) {
  const { t } = useTranslation(['users', 'nav', 'common']);
  const counter = useMe()?.counter;
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [current]);
  const badgeOf = (type: UserType) => (type === 'likeme' ? counter?.likeme : type === 'request' ? counter?.request : 0);
  return (
    <nav ref={nav} className="user-menu" aria-label={t(`menu.${group}`)}>
      <ul role="list">
        {USER_GROUPS[group].map((type) => {
          const badge = badgeOf(type) ?? 0;
          return (
            <li key={type}>
              <Link
                to={`/user/${type}`}
                className="user-menu__tab"
                aria-current={type === current ? 'page' : undefined}
                data-testid={`user-tab-${type}`}
              >
                {t(`nav:userType.${type}`)}
                {badge > 0 ? (
                  <span className="badge badge--inline" data-testid={`user-tab-badge-${type}`}>
                    {badge > 99 ? '99+' : badge}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
