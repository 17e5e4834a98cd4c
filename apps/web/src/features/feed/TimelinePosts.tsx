import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenPages } from '../users/users.queries';
import { FeedList } from './FeedList';
import { useUserFeed } from './feed.queries';
import './feed.css';

/** A member's posts on /timeline/{id}. */
export function TimelinePosts({ userId }: { userId: number }) {
  const { t } = useTranslation('feed');
  const query = useUserFeed(userId);
  const items = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  return <FeedList items={items} query={query} empty={t('list.emptyTimeline')} testId="timeline-feed" />;
}
