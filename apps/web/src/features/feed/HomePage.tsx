import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../lib/session-store';
import { useMe } from '../account/account.queries';
import { flattenPages } from '../users/users.queries';
import { FeedComposer, SignUpPrompt } from './FeedComposer';
import { FeedList } from './FeedList';
import { useHomeFeed, useNewFeedFlag } from './feed.queries';
import { PullIndicator } from './PullIndicator';
import { usePullToRefresh } from './use-pull-to-refresh';
import './feed.css';

/** /home: the composer (or a sign-up prompt for visitors) above the news feed; pull down to refresh. */
export function HomePage() {
  const { t } = useTranslation(['feed', 'nav']);
  const signedIn = useIsSignedIn();
  const query = useHomeFeed();
  const items = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  const top = useRef<HTMLHeadingElement>(null);
  const ids = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const myId = useMe()?.id;
  const known = useCallback((id: number, userId: number) => ids.has(id) || userId === myId, [ids, myId]);
  const [hasNew, setHasNew] = useNewFeedFlag(known, signedIn && !query.isPending);
  const pull = usePullToRefresh(() => {
    setHasNew(false);
    return query.refetch();
  }, !query.isPending);

  const showNew = () => {
    setHasNew(false);
    void query.refetch();
    window.scrollTo({ top: 0, behavior: 'smooth' });
    top.current?.focus({ preventScroll: true });
  };

  return (
    <div className="stack feed-page" data-testid="home-page">
      <h1 ref={top} tabIndex={-1} className="visually-hidden">
        {t('nav:title.home')}
      </h1>
      <PullIndicator distance={pull.distance} state={pull.state} />
      {signedIn ? <FeedComposer /> : <SignUpPrompt />}
      {hasNew ? (
        <div className="feed-new">
          <button type="button" className="pill-button feed-new__pill" onClick={showNew} data-testid="feed-new">
            ↑ {t('list.newPosts')}
          </button>
        </div>
      ) : null}
      <FeedList items={items} query={query} empty={t('list.empty')} testId="feed-list" />
    </div>
  );
}
