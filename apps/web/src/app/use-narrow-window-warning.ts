import { useEffect } from 'react';
import { Limits } from '@yuanfen/contract';
import { isMobileBrowser } from '../lib/client-env';
import { useUiStore } from '../lib/ui-store';

const WARNING_MS = 10_000;

/** A 10-second warning when a desktop browser window is 991 px wide or less (spec §2). */
export function useNarrowWindowWarning(): void {
  useEffect(() => {
    if (isMobileBrowser() || window.innerWidth > Limits.narrowWarningWidth) return;
    const { setNarrowWarning } = useUiStore.getState();
    setNarrowWarning(true);
    const timer = window.setTimeout(() => setNarrowWarning(false), WARNING_MS);
    return () => {
      window.clearTimeout(timer);
      setNarrowWarning(false);
    };
  }, []);
}
