import { endpoint } from '../endpoint';
import { BuyContactBody, ContactBody, ContactPurchase, ContactRecord, ContactSettings } from '../contact';
import { UserIdParam } from '../users';

const tag = 'contact';

/**
 * Contact details for gold (spec §1, §6, §7 `GET contact/{id}`; issue 18): partners sell their e-mail,
 * phone, WeChat or other details; VIP and paying members buy them once, through the ledger.
 */
export const contact = {
  /** The caller's own offer, with the price range and commission. */
  settings: endpoint({ method: 'GET', path: '/contact', access: 'user', tag, response: ContactSettings }),
  /** Sets what the caller sells (partners only: 403 `not_partner` otherwise). */
  save: endpoint({
    method: 'PUT',
    path: '/contact',
    access: 'user',
    tag,
    body: ContactBody,
    response: ContactSettings,
  }),
  /** A member's offer as the caller sees it (details only when unlocked). */
  get: endpoint({
    method: 'GET',
    path: '/contact/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    response: ContactRecord,
  }),
  /** Buys a member's details, once per buyer: a repeat charges nothing and answers the unlocked record. */
  buy: endpoint({
    method: 'POST',
    path: '/contact/:id',
    access: 'user',
    tag,
    params: UserIdParam,
    body: BuyContactBody,
    response: ContactPurchase,
  }),
};
