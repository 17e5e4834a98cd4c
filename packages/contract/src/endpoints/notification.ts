import { Counter } from '../account';
import { endpoint } from '../endpoint';
import { NotificationPage, ResetCounterBody, UnsubscribeQuery } from '../notifications';
import { CursorQuery } from '../pagination';

const tag = 'notifications';

/** The unread counters behind the badges, and the bell's list of what happened. */
export const notification = {
  counters: endpoint({ method: 'GET', path: '/counters', access: 'user', tag, response: Counter }),
  /** Sets one counter back to 0 (for `message`, every conversation is read); answers all the counters. */
  resetCounter: endpoint({
    method: 'PUT',
    path: '/counters',
    access: 'user',
    tag,
    body: ResetCounterBody,
    response: Counter,
  }),
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    access: 'user',
    tag,
    query: CursorQuery,
    response: NotificationPage,
  }),
  /** Empties the list; answers the counters. */
  clear: endpoint({ method: 'DELETE', path: '/notifications', access: 'user', tag, response: Counter }),
  /**
   * The page an unsubscribe link of a mail opens (HTML, in the member's language): what it turns off, and
   * a button that posts to `unsubscribe`. No session needed: the link is signed.
   */
  unsubscribePage: endpoint({
    method: 'GET',
    path: '/mail/unsubscribe',
    access: 'optional',
    tag,
    query: UnsubscribeQuery,
  }),
  /** Turns that kind of mail off: the RFC 8058 one-click POST of mail clients, and the page's button. */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/mail/unsubscribe',
    access: 'optional',
    tag,
    query: UnsubscribeQuery,
  }),
};
