import { endpoint } from '../endpoint';
import { BillPage, TradesPage, TradesQuery } from '../money';
import { CursorQuery } from '../pagination';

const tag = 'money';

/** The viewer's gold: its movements and what it was spent on. */
export const money = {
  /** Balance history: signed movements of the viewer's gold, newest first; `k` filters them. */
  trades: endpoint({ method: 'GET', path: '/trades', access: 'user', tag, query: TradesQuery, response: TradesPage }),
  /** The spending bill behind /bill: what the viewer spent gold on. */
  bill: endpoint({ method: 'GET', path: '/bill', access: 'user', tag, query: CursorQuery, response: BillPage }),
};
