import { endpoint } from '../endpoint';
import { GiftList, GiftsQuery } from '../gifts';

const tag = 'gifts';

/** The gift catalogue (spec §3 Gift, §4 gift flow). A gift is sent as a `gift` message (`Api.chat.send`). */
export const gifts = {
  /** The catalogue, filtered by category (or `all`, `birthday`) and ordered by popularity or price. */
  list: endpoint({ method: 'GET', path: '/gifts', access: 'user', tag, query: GiftsQuery, response: GiftList }),
};
