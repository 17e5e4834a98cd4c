import { endpoint } from '../endpoint';
import { PushEndpointBody, PushKey, PushSubscribed, PushSubscriptionBody } from '../push';

const tag = 'push';

/** Web Push (issue 20): the VAPID key, and the subscription of the signed-in device. */
export const push = {
  key: endpoint({ method: 'GET', path: '/push/key', access: 'optional', tag, response: PushKey }),
  /** Stores (or moves to this device and member) the browser's subscription. */
  subscribe: endpoint({
    method: 'POST',
    path: '/push/subscriptions',
    access: 'user',
    tag,
    body: PushSubscriptionBody,
    response: PushSubscribed,
  }),
  /** Forgets the subscription of this endpoint, if it is the member's. */
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/push/subscriptions',
    access: 'user',
    tag,
    body: PushEndpointBody,
    response: PushSubscribed,
  }),
};
