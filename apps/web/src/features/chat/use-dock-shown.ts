import { useEffect, useSyncExternalStore } from 'react';
import { desktopLayout as desktop } from '../../lib/client-env';
import { useChatWindowsStore } from './chat-windows.store';

function subscribe(onChange: () => void): () => void {
  const query = desktop();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the docked windows are on screen: only in the desktop layout. Below it they are not rendered at
 * all (rather than hidden), so an invisible window neither counts as an open chat nor reads its messages;
 * they come back when the browser widens. While shown, the windows keep to the room the width allows
 * (spec §4), the oldest going first when the browser narrows.
 */
export function useDockShown(): boolean {
  const shown = useSyncExternalStore(subscribe, () => desktop().matches);
  useEffect(() => {
    if (!shown) return;
    // A resize into the mobile layout reaches this listener before the media query turns `shown` off.
    const fit = () => {
      if (desktop().matches) useChatWindowsStore.getState().fit(window.innerWidth);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [shown]);
  return shown;
}
