import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { placeOf } from '../users';
import type { UserProfile } from './profile.queries';
import { VerifiedBadge } from '../../ui/VerifiedBadge';
import { VipBadge } from '../../ui/VipBadge';

/** Cover, portrait, name with VIP and verified marks, presence, age and place. */
export function ProfileHero({ profile, children }: { profile: UserProfile; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation(['profile', 'users', 'common']);
  const place = placeOf(profile.city, profile.country, i18n.language) || profile.location;
  return (
    <section className="card profile-hero" aria-labelledby="profile-name" data-testid="profile-hero">
      <div className="profile-hero__cover" aria-hidden="true">
        {profile.avatar ? <img src={profile.avatar} alt="" onError={(e) => (e.currentTarget.hidden = true)} /> : null}
      </div>
      <div className="profile-hero__body">
        <span className="profile-hero__avatar">
          <Avatar
            src={profile.avatar}
            name={profile.name}
            size={112}
            alt={t('common:user.avatarOf', { name: profile.name })}
          />
          {profile.online ? <span className="online-dot online-dot--large" title={t('users:card.online')} /> : null}
        </span>
        <h1 id="profile-name" className="profile-hero__name" data-testid="profile-name">
          {profile.remark || profile.name}
          {profile.vip ? <VipBadge testId="profile-vip" /> : null}
          {profile.verified ? <VerifiedBadge testId="profile-verified" /> : null}
        </h1>
        {profile.remark ? <p className="profile-hero__sub">{t('realName', { name: profile.name })}</p> : null}
        <p className="profile-hero__meta">
          {profile.age ? <span>{t('users:card.age', { count: profile.age })}</span> : null}
          {place ? <span>{place}</span> : null}
          <span className={profile.online ? 'profile-hero__presence is-online' : 'profile-hero__presence'}>
            {profile.online ? t('users:card.online') : t('offline')}
          </span>
        </p>
        {profile.liked_me && !profile.self ? <p className="chip chip--rose">{t('likesYou')}</p> : null}
        {profile.self ? (
          <Link className="button button--secondary" to="/setting/edit" data-testid="profile-edit">
            <Icon name="settings" size={18} />
            {t('editProfile')}
          </Link>
        ) : null}
        {children}
      </div>
    </section>
  );
}
