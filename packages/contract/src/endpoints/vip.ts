import { endpoint } from '../endpoint';
import { UpgradeResult } from '../money';
import { UpgradeBody, VipPacksResponse } from '../vip';

const tag = 'vip';

/** VIP packs and upgrading from the balance. */
export const vip = {
  packs: endpoint({ method: 'GET', path: '/vip/packs', access: 'optional', tag, response: VipPacksResponse }),
  /** Upgrade from the balance; an `Idempotency-Key` header makes a retried click charge once. */
  upgrade: endpoint({
    method: 'POST',
    path: '/upgrade',
    access: 'user',
    tag,
    body: UpgradeBody,
    response: UpgradeResult,
  }),
};
