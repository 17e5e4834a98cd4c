import { useQuery } from '@tanstack/react-query';
import type { Language, StaticPageName } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { CacheTime } from '../../lib/query-client';

export const pageKeys = {
  all: ['page'] as const,
  page: (name: StaticPageName, language: Language) => [...pageKeys.all, name, language] as const,
};

/**
 * `GET page`: an operator's text of the page in the interface language, if they wrote one (null: the
 * locale files' text). Quiet: a failure shows the locale files' text, which is always there.
 */
export function usePageText(name: StaticPageName, language: Language) {
  return useQuery({
    queryKey: pageKeys.page(name, language),
    queryFn: ({ signal }) =>
      api.call(Api.announcements.page, { query: { name, lang: language } }, { quiet: true, signal }),
    staleTime: CacheTime.long,
  });
}
