import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Limits } from '@yuanfen/contract';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { useDebouncedQuery } from '../../features/users/use-debounced-query';
import { useSearchPreview } from '../../features/users/users.queries';

/** The top-bar search: the dropdown offers the search once the query is long enough (debounced 500 ms). */
export function SearchBox() {
  const { t } = useTranslation(['nav', 'users', 'common']);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLFormElement>(null);
  const { query, ready } = useDebouncedQuery(text);
  const preview = useSearchPreview(ready && open ? query : '');
  const go = (target: string) => {
    setOpen(false);
    void navigate(target);
  };

  return (
    <form
      ref={root}
      role="search"
      className="searchbox"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim().length >= Limits.searchMinLength) go(`/user/search?q=${encodeURIComponent(text.trim())}`);
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        {t('search.label')}
      </label>
      <Icon name="search" size={18} />
      <span className="searchbox__field">
        <input
          id={`${listId}-input`}
          className="searchbox__input"
          type="search"
          value={text}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          aria-controls={listId}
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        />
        {/* As wide as the hint: the top bar folds rather than cut the hint off (use-fold-to-fit.ts). */}
        <span className="searchbox__sizer" aria-hidden="true">
          {t('search.placeholder')}
        </span>
      </span>
      <div id={listId} className="searchbox__dropdown" hidden={!open}>
        {ready && preview.isFetching && preview.hits.length === 0 ? (
          <p className="searchbox__hint">{t('users:search.searching')}</p>
        ) : null}
        {preview.hits.map((hit) => (
          <button
            key={hit.user_id}
            type="button"
            className="searchbox__option searchbox__hit"
            data-testid="searchbox-hit"
            onClick={() => go(`/profile/${hit.user_id}`)}
          >
            <Avatar src={hit.avatar} name={hit.name} size={28} />
            <span>{hit.name}</span>
            {hit.age ? <span className="searchbox__meta">{hit.age}</span> : null}
          </button>
        ))}
        {ready ? (
          <button
            type="button"
            className="searchbox__option"
            onClick={() => go(`/user/search?q=${encodeURIComponent(query)}`)}
          >
            <Icon name="search" size={16} />
            {t('search.searchFor', { q: query })}
          </button>
        ) : (
          <p className="searchbox__hint">{t('search.hint')}</p>
        )}
        <button type="button" className="searchbox__option" onClick={() => go('/user/online')}>
          <Icon name="friends" size={16} />
          {t('search.browse')}
        </button>
      </div>
    </form>
  );
}
