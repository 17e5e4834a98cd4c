import { endpoint } from '../endpoint';
import { WithdrawBody, WithdrawPage, WithdrawPageQuery, WithdrawRate, WithdrawResponse } from '../withdraw';

const tag = 'withdraw';

/**
 * Partners' cash-out (spec §1, §7 POST withdraw; issue 18): earned gold, once past the clearing period,
 * is held in the ledger until an operator pays or rejects the withdrawal; paid at the weekly rate.
 */
export const withdraw = {
  /** Asks for a cash-out (partners only: 403 `not_partner`); an `Idempotency-Key` header makes a retry ask once. */
  request: endpoint({
    method: 'POST',
    path: '/withdraw',
    access: 'user',
    tag,
    body: WithdrawBody,
    response: WithdrawResponse,
  }),
  /** The caller's withdrawals, newest first. */
  history: endpoint({
    method: 'GET',
    path: '/withdraw',
    access: 'user',
    tag,
    query: WithdrawPageQuery,
    response: WithdrawPage,
  }),
  /** The weekly rate in force (USD and CNY per gold) and the weeks before. */
  rate: endpoint({ method: 'GET', path: '/withdraw/rate', access: 'user', tag, response: WithdrawRate }),
};
