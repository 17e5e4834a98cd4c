import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Limits } from '@yuanfen/contract';
import { Icon } from '../../ui/Icon';

/** The top-bar search: the dropdown offers the search once the query is long enough (debounced 500 ms). */
export function SearchBox() {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), Limits.searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [text]);

  const ready = query.length >= Limits.searchMinLength;
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
      <div id={listId} className="searchbox__dropdown" hidden={!open}>
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
