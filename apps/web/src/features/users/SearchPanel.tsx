import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import { InfiniteList, listQueryProps } from '../../ui/InfiniteList';
import { MemberCard } from './MemberCard';
import { SearchFilters, type SearchFilterValues } from './SearchFilters';
import { ListComingSoon } from './ListComingSoon';
import { useDebouncedQuery } from './use-debounced-query';
import { flattenPages } from '../../lib/paging';
import { hasFilters, isMissingEndpoint, useSearchQuery } from './users.queries';

/** /user/search: keyword search, or the filters alone, with searching, finished and empty states. */
export function SearchPanel() {
  const { t } = useTranslation(['users', 'nav', 'common']);
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const { query, ready } = useDebouncedQuery(text);
  const inputId = useId();
  const [filters, setFilters] = useState<SearchFilterValues>({});
  // No keyword but some criteria: the criteria alone page through the members (issue 21).
  const byCriteria = !ready && hasFilters(filters);
  const q = useSearchQuery(ready ? query : '', filters, byCriteria);
  const members = flattenPages(q.data?.pages);
  const shown = ready || byCriteria;

  useEffect(() => {
    if ((params.get('q') ?? '') === query) return;
    setParams(query ? { q: query } : {}, { replace: true });
  }, [query, params, setParams]);

  let status: string;
  if (!shown) status = t('search.hint');
  else if (q.isFetching && !q.isFetchingNextPage) status = t('search.searching');
  else if (q.isSuccess && byCriteria) status = t('search.found', { count: members.length });
  else if (q.isSuccess) status = t('search.finished', { count: members.length, q: query });
  else status = '';

  return (
    <div className="stack" data-testid="user-search">
      <form className="search-panel" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="visually-hidden" htmlFor={inputId}>
          {t('nav:search.label')}
        </label>
        <Icon name="search" size={20} />
        <input
          id={inputId}
          className="input search-panel__input"
          type="search"
          value={text}
          autoComplete="off"
          placeholder={t('nav:search.placeholder')}
          data-testid="user-search-input"
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <SearchFilters value={filters} onChange={setFilters} />
      <p className="search-panel__status" role="status" data-testid="user-search-status">
        {status}
      </p>
      {q.isError && isMissingEndpoint(q.error) ? (
        <ListComingSoon />
      ) : shown && !(q.isFetching && members.length === 0) ? (
        <InfiniteList
          label={t('nav:userType.search')}
          testId="user-search-results"
          listClassName="member-grid"
          emptyIcon="search"
          count={members.length}
          {...listQueryProps(q)}
          pending={false}
          empty={byCriteria ? t('search.emptyCriteria') : t('search.empty', { q: query })}
        >
          {members.map((member) => (
            <MemberCard key={member.user_id} member={member} showMarriage />
          ))}
        </InfiniteList>
      ) : null}
    </div>
  );
}
