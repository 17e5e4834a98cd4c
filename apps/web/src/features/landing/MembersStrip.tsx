import { useTranslation } from 'react-i18next';
import { MemberPhoto, placeOf } from '../users';
import { useFrontMembersQuery } from './landing-members.queries';
import '../users/users.css';

/** Real public members on the front page; a tap leads to the sign-up, as saying hello needs an account. */
export function MembersStrip({ onPick }: { onPick: () => void }) {
  const { t, i18n } = useTranslation('pages');
  const front = useFrontMembersQuery();
  const members = front.data?.data ?? [];
  if (members.length === 0) return null;
  return (
    <section className="landing__members" aria-labelledby="members-title" data-testid="front-members">
      <div className="landing__members-head">
        <h2 id="members-title" className="section-title">
          {t('landing.members.title')}
        </h2>
        <p className="landing__members-lead">{t('landing.members.lead')}</p>
      </div>
      <ul className="members-strip" role="list">
        {members.map((member) => {
          const place = placeOf(null, member.country, i18n.language);
          return (
            <li key={member.user_id} className="members-strip__item">
              <button
                type="button"
                className="members-strip__button"
                onClick={onPick}
                aria-label={t('landing.members.say', { name: member.name })}
              >
                <span className="members-strip__photo">
                  <MemberPhoto src={member.avatar} name={member.name} />
                  {member.online ? <span className="online-dot members-strip__online" aria-hidden="true" /> : null}
                </span>
                <span className="members-strip__name">
                  {member.name}
                  {member.age ? `, ${member.age}` : ''}
                </span>
                {place ? <span className="members-strip__place">{place}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
