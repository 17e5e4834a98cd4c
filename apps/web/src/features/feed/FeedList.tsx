import type { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FeedItem } from '@yuanfen/contract';
import { InfiniteList, listQueryProps } from '../../ui/InfiniteList';
import { FeedCard } from './FeedCard';

type FeedQuery = Pick<
  ReturnType<typeof useInfiniteQuery>,
  'isPending' | 'isError' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage' | 'refetch'
>;

/** Posts with infinite scroll, loading, error and empty states. */
export function FeedList({
  items,
  query,
  empty,
  testId,
}: {
  items: FeedItem[];
  query: FeedQuery;
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation('feed');
  return (
    <InfiniteList
      label={t('list.label')}
      count={items.length}
      {...listQueryProps(query)}
      empty={empty}
      testId={testId}
      listClassName="feed-list"
      emptyIcon="news"
    >
      {items.map((item) => (
        <li key={item.id}>
          <FeedCard item={item} />
        </li>
      ))}
    </InfiniteList>
  );
}
