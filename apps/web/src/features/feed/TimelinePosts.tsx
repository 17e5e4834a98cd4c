import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../lib/session-store';
import { useMe } from '../../lib/account.queries';
import { flattenPages } from '../../lib/paging';
import { FeedList } from './FeedList';
import { fetchUserFeedHead, useUserFeed } from './feed.queries';
import { NewPostsPill } from './NewPostsPill';
import { useNewFeedFlag } from './use-new-feed-flag';
import './feed.css';

/** A member's posts on /timeline/{id}, with the "new posts" pill when they post while it is open. */
export function TimelinePosts({ userId }: { userId: number }) {
  const { t } = useTranslation('feed');
  const signedIn = useIsSignedIn();
  const query = useUserFeed(userId);
  const items = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  const shown = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const [hasNew, setHasNew] = useNewFeedFlag({
    firstPage: () => fetchUserFeedHead(userId),
    shown,
    myId: useMe()?.id,
    concerns: (post) => post.user_id === userId,
    active: signedIn && !query.isPending,
  });
  return (
    <>
      {hasNew ? (
        <NewPostsPill
          onShow={() => {
            setHasNew(false);
            void query.refetch();
          }}
        />
      ) : null}
      <FeedList items={items} query={query} empty={t('list.emptyTimeline')} testId="timeline-feed" />
    </>
  );
}
