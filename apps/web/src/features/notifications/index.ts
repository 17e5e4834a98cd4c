/** The notification counters and the social realtime events. */
export { resetCounter } from './counters';
export { listenSocialEvents } from './realtime';
