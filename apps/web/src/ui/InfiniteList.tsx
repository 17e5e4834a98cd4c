import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './Icon';
import { Spinner } from './Spinner';

interface InfiniteListProps {
  label: string;
  count: number;
  pending: boolean;
  error: boolean;
  hasNextPage: boolean;
  fetchingNext: boolean;
  fetchNextPage: () => void;
  retry: () => void;
  empty: string;
  children: ReactNode;
  testId: string;
  /** Class of the list element (default: the bill's rows). */
  listClassName?: string;
  emptyIcon?: IconName;
}

/** The paging props of an InfiniteList, read from a TanStack infinite query. */
export function listQueryProps(q: {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}) {
  return {
    pending: q.isPending,
    error: q.isError,
    hasNextPage: q.hasNextPage,
    fetchingNext: q.isFetchingNextPage,
    fetchNextPage: () => void q.fetchNextPage(),
    retry: () => void q.refetch(),
  };
}

/** A list that loads its next page when the sentinel below it scrolls into view. */
export function InfiniteList(props: InfiniteListProps) {
  const { t } = useTranslation(['common']);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, fetchingNext, fetchNextPage } = props;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !fetchingNext) fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, fetchingNext, fetchNextPage]);

  if (props.pending) return <Spinner />;
  if (props.error && props.count === 0) {
    return (
      <div className="bill-empty">
        <p>{t('common:loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={props.retry}>
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }
  if (props.count === 0) {
    return (
      <div className="bill-empty" data-testid={`${props.testId}-empty`}>
        <span className="empty-state__art" aria-hidden="true">
          <Icon name={props.emptyIcon ?? 'gold'} size={36} />
        </span>
        <p>{props.empty}</p>
      </div>
    );
  }
  return (
    <>
      <ul
        className={props.listClassName ?? 'bill-list'}
        role="list"
        aria-label={props.label}
        data-testid={props.testId}
      >
        {props.children}
      </ul>
      <div ref={sentinel} className="bill-sentinel" aria-live="polite">
        {fetchingNext ? <Spinner inline /> : null}
        {!hasNextPage ? <span className="bill-end">{t('listEnd')}</span> : null}
      </div>
    </>
  );
}
