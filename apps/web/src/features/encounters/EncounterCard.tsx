import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserCard } from '@yuanfen/contract';
import { useOptionLabel } from '../profile';
import { MemberPhoto, placeOf } from '../users';
import { VipBadge } from '../../ui/VipBadge';

/** The meet screen's one big card: photo, name, age, place and a few details. */
export function EncounterCard({ member }: { member: UserCard }) {
  const { t, i18n } = useTranslation(['users', 'profile']);
  const optionLabel = useOptionLabel();
  const place = placeOf(member.city, member.country, i18n.language);
  const details = [
    member.gender === 0 ? t('profile:gender.female') : member.gender === 1 ? t('profile:gender.male') : null,
    optionLabel('marriage', member.marriage),
  ].filter(Boolean);
  return (
    <article className="encounter-card" data-testid="encounter-card" data-user-id={member.user_id}>
      <div className="encounter-card__photo">
        <MemberPhoto src={member.avatar} name={member.name} />
        {member.vip ? <VipBadge small className="encounter-card__vip" /> : null}
      </div>
      <div className="encounter-card__body">
        <h2 className="encounter-card__name">
          <Link
            className="encounter-card__profile"
            to={`/profile/${member.user_id}`}
            title={t('meet.viewProfile')}
            data-testid="encounter-name"
          >
            {member.name}
          </Link>
          {member.age ? <span className="encounter-card__age">{member.age}</span> : null}
          {member.online ? (
            <span className="online-dot" title={t('card.online')} aria-label={t('card.online')} />
          ) : null}
        </h2>
        {place ? <p className="encounter-card__place">{place}</p> : null}
        {details.length > 0 ? <p className="encounter-card__details">{details.join(' · ')}</p> : null}
      </div>
    </article>
  );
}
