import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@yuanfen/contract';
import { cachedMe } from '../features/account/account.queries';
import { BRAND } from '../ui/Logo';
import type { TitleKey } from './route-table';

/** The title from the route's key, prefixed by the unread count "(3) …", refreshed every 2 s. */
export function useDocumentTitle(titleKey: TitleKey): void {
  const { t, i18n } = useTranslation(['nav', 'pages', 'common']);
  useEffect(() => {
    const update = () => {
      const unread = cachedMe()?.counter.message ?? 0;
      const base = `${t(`title.${titleKey}`)} · ${BRAND}`;
      const title = unread > 0 ? `(${unread}) ${base}` : base;
      if (document.title !== title) document.title = title;
    };
    update();
    const timer = window.setInterval(update, Limits.titleRefreshMs);
    return () => window.clearInterval(timer);
  }, [t, titleKey, i18n.language]);
}
