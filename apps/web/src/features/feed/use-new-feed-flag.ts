import { useEffect, useRef, useState } from 'react';
import type { FeedItem } from '@yuanfen/contract';
import { subscribeSocket } from '../../lib/socket';
import type { FeedPage } from './feed.queries';

/** Posts announced within this window are checked together, so a burst of posts costs one request. */
const CHECK_DELAY_MS = 800;

type Announced = Pick<FeedItem, 'id' | 'user_id'>;

export interface NewFeedSource {
  /** The list's first page as the viewer would see it now (quiet: a failed check shows nothing). */
  firstPage: () => Promise<FeedPage>;
  /** Ids the open list already shows. */
  shown: ReadonlySet<number>;
  /** Whether this announced post can belong to the list at all (a timeline: its member's posts only). */
  concerns?: (post: Announced) => boolean;
  /** The viewer's own id: their own posts are put into the lists as they are created. */
  myId?: number;
  active: boolean;
}

/**
 * newFeed (spec §4): true once a newer post this viewer may see is published. The public `feed` event
 * goes to everyone and names only the post and its author, while what a list shows depends on whom the
 * viewer seeks, blocks and privacy; so an unknown post makes the list ask the server for its first page,
 * and the flag rises only when that page holds a post the list does not show.
 */
export function useNewFeedFlag(source: NewFeedSource) {
  const [flag, setFlag] = useState(false);
  const latest = useRef(source);
  latest.current = source;

  useEffect(() => {
    if (!source.active) return;
    let timer: number | undefined;
    let cancelled = false;
    const check = async () => {
      const { firstPage, shown } = latest.current;
      try {
        const page = await firstPage();
        if (!cancelled && page.data.some((post) => !shown.has(post.id))) setFlag(true);
      } catch {
        // A failed check only means the flag waits for the next post or a refresh.
      }
    };
    const unsubscribe = subscribeSocket((socket) => {
      const onFeed = (post: Announced) => {
        const { shown, concerns, myId } = latest.current;
        if (shown.has(post.id) || post.user_id === myId || (concerns && !concerns(post))) return;
        window.clearTimeout(timer);
        timer = window.setTimeout(() => void check(), CHECK_DELAY_MS);
      };
      socket.on('feed', onFeed);
      return () => socket.off('feed', onFeed);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [source.active]);

  return [flag, setFlag] as const;
}
