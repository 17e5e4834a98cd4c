import { useEffect, useState } from 'react';
import { Limits } from '@yuanfen/contract';

/** The trimmed text once typing pauses for 500 ms, and whether it is long enough to search (spec §5). */
export function useDebouncedQuery(text: string): { query: string; ready: boolean } {
  const [query, setQuery] = useState(text.trim());
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), Limits.searchDebounceMs);
    return () => window.clearTimeout(timer);
  }, [text]);
  return { query, ready: query.length >= Limits.searchMinLength };
}
