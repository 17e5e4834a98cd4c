import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { TimelinePosts } from '../feed';
import { NotFoundPage } from '../system';
import { ProfileHero } from './ProfileHero';
import { ProfileSkeleton, ProfileUnavailable } from './ProfilePage';
import { useProfileQuery } from './profile.queries';
import './profile.css';
import '../users/users.css';

/** /timeline/{id}: the member's header above their posts; then their posts. */
export function TimelinePage() {
  const { t } = useTranslation(['profile', 'common']);
  const id = Number(useParams().id);
  const query = useProfileQuery(id);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <ProfileUnavailable hidden={isApiError(query.error) && query.error.code === ErrorCode.HiddenProfile} />;
  }
  if (!query.data) return <ProfileSkeleton />;
  return (
    <div className="stack" data-testid="timeline-page">
      <ProfileHero profile={query.data} />
      <section className="card" aria-labelledby="timeline-posts">
        <h2 id="timeline-posts" className="card__title">
          {t('section.posts')}
        </h2>
        <TimelinePosts userId={id} />
      </section>
    </div>
  );
}
