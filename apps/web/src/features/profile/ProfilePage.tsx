import { useWechatShare } from '../account';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { useIsSignedIn } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import { ContactCard } from '../contact';
import { PhotoStrip } from '../photos';
import { NotFoundPage } from '../system';
import { ProfileActions } from './ProfileActions';
import { ProfileDetails } from './ProfileDetails';
import { ProfileHero } from './ProfileHero';
import { useProfileQuery } from './profile.queries';
import './profile.css';

export function ProfileSkeleton() {
  const { t } = useTranslation(['common']);
  return (
    <div className="stack" aria-busy="true" data-testid="profile-loading">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <div className="card profile-hero profile-skeleton" aria-hidden="true">
        <div className="profile-hero__cover" />
        <div className="profile-hero__body">
          <span className="skeleton skeleton--circle" />
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      </div>
      <div className="card profile-skeleton" aria-hidden="true">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  );
}

/** What a refused profile shows (400061: hidden by its privacy level); the prompt offers the upgrade. */
export function ProfileUnavailable({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation(['profile', 'errors', 'common']);
  const openPay = useUiStore((s) => s.openPay);
  return (
    <section className="card empty-state" data-testid="profile-unavailable">
      <div className="empty-state__art" aria-hidden="true">
        <Icon name="user" size={40} />
      </div>
      <h1 className="page-title">{hidden ? t('errors:code.400061') : t('errors:generic')}</h1>
      {hidden ? <p className="empty-state__text">{t('hiddenHint')}</p> : null}
      {hidden ? (
        <button type="button" className="button button--secondary" onClick={() => openPay('upgrade')}>
          {t('common:actions.upgrade')}
        </button>
      ) : null}
    </section>
  );
}

/** /profile/{id}: a member's photo, name, details and what one can do about them. */
export function ProfilePage() {
  const id = Number(useParams().id);
  const query = useProfileQuery(id);
  const signedIn = useIsSignedIn();
  const { t } = useTranslation('common');
  const shown = query.data;
  useWechatShare(
    shown ? { title: t('share.profileTitle', { name: shown.name }), desc: t('share.desc'), image: shown.avatar } : null,
  );
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (query.isError) {
    // Spec §8 "404 on user load": an unknown or gone member (or one who blocked the viewer) is not found.
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    const hidden = isApiError(query.error) && query.error.code === ErrorCode.HiddenProfile;
    return <ProfileUnavailable hidden={hidden} />;
  }
  if (!query.data) return <ProfileSkeleton />;
  const profile = query.data;
  return (
    <div className="stack profile-page" data-testid="profile-page" data-user-id={profile.user_id}>
      <ProfileHero profile={profile}>{profile.self ? null : <ProfileActions profile={profile} />}</ProfileHero>
      {profile.blocked ? null : (
        <>
          <PhotoStrip userId={profile.user_id} self={profile.self} verifiedAt={profile.verified_at} />
          <ProfileDetails profile={profile} />
          {signedIn && !profile.self ? <ContactCard owner={{ id: profile.user_id, name: profile.name }} /> : null}
        </>
      )}
    </div>
  );
}
