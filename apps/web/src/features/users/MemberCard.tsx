import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { useOptionLabel } from '../profile';
import { MemberPhoto } from './MemberPhoto';
import { placeOf } from './place';
import type { MemberCardData } from './users.queries';
import { VerifiedBadge } from '../../ui/VerifiedBadge';
import { VipBadge } from '../../ui/VipBadge';

/** One member in a grid: photo, name, age, place, presence and VIP; list-specific actions below. */
export function MemberCard(props: { member: MemberCardData; showMarriage?: boolean; children?: ReactNode }) {
  const { member, showMarriage, children } = props;
  const { t, i18n } = useTranslation(['users', 'common']);
  const optionLabel = useOptionLabel();
  const place = placeOf(member.city, member.country, i18n.language);
  const facts = [member.age ? t('card.age', { count: member.age }) : null, place || null].filter(Boolean);
  const displayName = member.remark || member.name;
  return (
    <li className="member-card" data-testid="member-card" data-user-id={member.user_id}>
      <Link to={`/profile/${member.user_id}`} className="member-card__link">
        <span className="member-card__photo">
          <MemberPhoto src={member.avatar} name={member.name} />
          {member.online ? (
            <span className="member-card__online">
              <span className="online-dot" aria-hidden="true" />
              {t('card.online')}
            </span>
          ) : null}
          {member.vip ? <VipBadge small /> : null}
          {member.top ? (
            <span className="member-card__pin" title={t('friend.pinned')}>
              <Icon name="sparkle" size={14} label={t('friend.pinned')} />
            </span>
          ) : null}
        </span>
        <span className="member-card__body">
          <span className="member-card__name">
            <span className="member-card__name-text" data-testid="member-name">
              {displayName}
            </span>
            {member.verified ? <VerifiedBadge small testId="member-verified" /> : null}
          </span>
          {member.remark ? <span className="member-card__sub">{member.name}</span> : null}
          {facts.length > 0 ? <span className="member-card__sub">{facts.join(' · ')}</span> : null}
          {showMarriage ? (
            <span className="member-card__sub" data-testid="member-marriage">
              {optionLabel('marriage', member.marriage) ?? t('card.unknown')}
            </span>
          ) : null}
        </span>
      </Link>
      {children ? <div className="member-card__actions">{children}</div> : null}
    </li>
  );
}
