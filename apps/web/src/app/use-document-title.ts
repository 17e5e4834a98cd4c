import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@yuanfen/contract';
import { cachedMe } from '../lib/account.queries';
import { BRAND } from '../ui/Logo';
import type { TitleKey } from '../lib/title-key';

/** Spec §9: the unread prefix flashes back to the plain title 1 s after each 2-second refresh. */
const TITLE_FLASH_BACK_MS = 1000;

/**
 * The title from the route's key. While messages are unread it flashes: every 2 s "(3) …", and 1 s
 * later the plain title again, so the count catches the eye in a row of tabs.
 */
export function useDocumentTitle(titleKey: TitleKey): void {
  const { t, i18n } = useTranslation(['nav', 'pages', 'common']);
  useEffect(() => {
    const base = `${t(`title.${titleKey}`)} · ${BRAND}`;
    const show = (title: string) => {
      if (document.title !== title) document.title = title;
    };
    let flashBack: number | undefined;
    const update = () => {
      const unread = cachedMe()?.counter.message ?? 0;
      show(unread > 0 ? `(${unread}) ${base}` : base);
      if (unread > 0) flashBack = window.setTimeout(() => show(base), TITLE_FLASH_BACK_MS);
    };
    update();
    const timer = window.setInterval(update, Limits.titleRefreshMs);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(flashBack);
    };
  }, [t, titleKey, i18n.language]);
}
