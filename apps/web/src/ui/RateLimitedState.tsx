import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client';
import { rateLimitedUntil, retryRateLimited } from '../lib/rate-limited';
import { Icon } from './Icon';

const subscribe = (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange);
const snapshot = () => rateLimitedUntil(queryClient);

/** Whole seconds from now until `until` (0 once it has passed), ticking every second. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The page's state while the API's per-IP limit refuses its data (429, ARCHITECTURE §4): what happened, a
 * countdown from the answer's `Retry-After`, then one automatic try; the button tries again once the time
 * is up. Shown by the layout in place of any page whose load was refused, so no page handles it itself.
 */
function RateLimitedNotice({ until }: { until: number }) {
  const { t } = useTranslation('common');
  const seconds = useSecondsLeft(until);
  const [busy, setBusy] = useState(false);
  const retry = useCallback(() => {
    setBusy(true);
    void retryRateLimited(queryClient).finally(() => setBusy(false));
  }, []);
  const due = seconds === 0;
  // When the wait is over, ask again once by itself (a new refusal brings a new `until`, a new countdown).
  useEffect(() => {
    if (due) retry();
  }, [due, until, retry]);
  return (
    <div className="empty-state" role="alert" data-testid="rate-limited" data-seconds={seconds}>
      <span className="empty-state__art" aria-hidden="true">
        <Icon name="wifiOff" size={36} />
      </span>
      <h1 className="card__title">{t('rateLimited.title')}</h1>
      <p className="empty-state__text" aria-live="polite">
        {seconds > 0 ? t('rateLimited.wait', { count: seconds }) : t('rateLimited.now')}
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={retry}
        disabled={seconds > 0 || busy}
        data-testid="rate-limited-retry"
      >
        {t('actions.retry')}
      </button>
    </div>
  );
}

/**
 * Wraps the page: while a load the page shows is refused by the rate limit, the notice stands in for the
 * page, which stays mounted (hidden) so its queries keep their place and show their data once it comes.
 */
export function RateLimitedBoundary({ children }: { children: ReactNode }) {
  const until = useSyncExternalStore(subscribe, snapshot);
  return (
    <>
      {until > 0 ? <RateLimitedNotice until={until} /> : null}
      <div hidden={until > 0} style={{ display: until > 0 ? 'none' : 'contents' }}>
        {children}
      </div>
    </>
  );
}
