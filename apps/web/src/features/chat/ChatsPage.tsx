import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteList, listQueryProps } from '../../ui/InfiniteList';
import { useDebouncedQuery } from '../users';
import { useThreadsQuery } from './chat.queries';
import { ThreadRow } from './ThreadRow';
import './threads.css';

/** `/chats`: the member's conversations, pinned first, searchable by name. */
export function ChatsPage() {
  const { t } = useTranslation('chat');
  const inputId = useId();
  const [text, setText] = useState('');
  // Spec §9: searching waits for a 500 ms pause and at least 3 characters; shorter text lists them all.
  const { query: typed, ready } = useDebouncedQuery(text);
  const query = ready ? typed : '';
  const threads = useThreadsQuery(query);
  const rows = threads.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className="card chats-page">
      <header className="chats-page__head">
        <h1 className="chats-page__title">{t('title')}</h1>
        <form role="search" className="chats-page__search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            id={inputId}
            type="search"
            className="input"
            value={text}
            placeholder={t('search.placeholder')}
            onChange={(event) => setText(event.target.value)}
            data-testid="chats-search"
          />
        </form>
      </header>
      <InfiniteList
        label={t('title')}
        count={rows.length}
        {...listQueryProps(threads)}
        empty={query ? t('search.none') : t('empty')}
        emptyIcon="chat"
        testId="threads"
        listClassName="thread-list"
      >
        {rows.map((thread) => (
          <ThreadRow key={thread.id} thread={thread} />
        ))}
      </InfiniteList>
    </section>
  );
}
