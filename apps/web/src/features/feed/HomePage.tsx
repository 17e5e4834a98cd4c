import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../lib/session-store';
import { useMe } from '../../lib/account.queries';
import { flattenPages } from '../../lib/paging';
import { OnboardingCard } from '../onboarding';
import { InstallPrompt } from '../pwa';
import { FeedComposer, SignUpPrompt } from './FeedComposer';
import { FeedList } from './FeedList';
import { fetchHomeFeedHead, useHomeFeed } from './feed.queries';
import { NewPostsPill } from './NewPostsPill';
import { PullIndicator } from './PullIndicator';
import { useNewFeedFlag } from './use-new-feed-flag';
import { usePullToRefresh } from './use-pull-to-refresh';
import './feed.css';

/** /home: the composer (or a sign-up prompt for visitors) above the news feed; pull down to refresh. */
export function HomePage() {
  const { t } = useTranslation(['feed', 'nav']);
  const signedIn = useIsSignedIn();
  const query = useHomeFeed();
  const items = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  const top = useRef<HTMLHeadingElement>(null);
  const shown = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const myId = useMe()?.id;
  const [hasNew, setHasNew] = useNewFeedFlag({
    firstPage: fetchHomeFeedHead,
    shown,
    myId,
    active: signedIn && !query.isPending,
  });
  const pull = usePullToRefresh(() => {
    setHasNew(false);
    return query.refetch();
  }, !query.isPending);

  const showNew = () => {
    setHasNew(false);
    void query.refetch();
    top.current?.focus({ preventScroll: true });
  };

  return (
    <div className="stack feed-page" data-testid="home-page">
      <h1 ref={top} tabIndex={-1} className="visually-hidden">
        {t('nav:title.home')}
      </h1>
      <PullIndicator distance={pull.distance} state={pull.state} />
      {signedIn ? <OnboardingCard /> : null}
      {signedIn ? <InstallPrompt /> : null}
      {signedIn ? <FeedComposer /> : <SignUpPrompt />}
      {hasNew ? <NewPostsPill onShow={showNew} /> : null}
      <FeedList items={items} query={query} empty={t('list.empty')} testId="feed-list" />
    </div>
  );
}
