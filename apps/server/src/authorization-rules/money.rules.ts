import type { Rule } from '../authorization.types';
import type { RulesContext } from './context';

/** Battery A: the ledger, gifts, the game, the mall, cash-out, payments and VIP. */
export function moneyRules({
  orderIntact,
  everyoneBut,
  nobody,
  ownerOnly,
  destructive,
  mallOrderFor,
}: RulesContext): Record<string, Rule> {
  return {
    // Money: the caller's own ledger and orders.
    'GET /v1/trades': { access: 'self' },
    'GET /v1/bill': { access: 'self' },
    // The gift catalogue, priced for the caller (gifts are sent as messages: POST /v1/messages).
    'GET /v1/gifts': { access: 'self' },
    // The game: the caller's own rounds (a round signed for another member is refused: game.test.ts).
    'GET /v1/game': { access: 'self' },
    'POST /v1/game': { access: 'self' },
    // The mall: the catalogue, and the caller's own sent or received orders.
    'GET /v1/products': { access: 'self' },
    'GET /v1/orders': { access: 'self' },
    // Cash-out (issue 18): about the caller's own withdrawals only; non-partners get 403 not_partner (withdraw.test.ts).
    'POST /v1/withdraw': { access: 'self' },
    'GET /v1/withdraw': { access: 'self' },
    'GET /v1/withdraw/rate': { access: 'self' },
    'POST /v1/products': {
      access: 'member',
      checks: [
        {
          what: 'an order for Olga',
          call: (x) => ({ method: 'POST', url: '/v1/products', body: mallOrderFor(x, x.as.owner.id) }),
          // Not for oneself, not to someone who blocked you. Tried only where refused: an order spends gold.
          may: everyoneBut('visitor', 'owner', 'blocked'),
          tried: ['visitor', 'owner', 'blocked'],
        },
        {
          what: 'an order for hidden Hanna',
          call: (x) => ({ method: 'POST', url: '/v1/products', body: mallOrderFor(x, x.hidden.id) }),
          may: ['friend', 'vip'],
          tried: destructive(['friend', 'vip']),
        },
      ],
    },
    'PUT /v1/order/{id}': {
      access: 'member',
      checks: [
        {
          what: "refusing Olga's order to her friend",
          call: (x) => ({ method: 'PUT', url: `/v1/order/${x.mallOrder}`, body: { action: 'refuse' } }),
          // Only the friend (the recipient) may; tried by everyone else, so the order stays as built.
          may: ['friend'],
          tried: everyoneBut('friend'),
        },
        {
          what: "preparing Olga's order before its recipient accepted",
          call: (x) => ({ method: 'PUT', url: `/v1/order/${x.mallOrder}`, body: { action: 'prepare' } }),
          may: nobody,
        },
      ],
    },
    'GET /v1/payment/prices': { access: 'public' },
    'GET /v1/vip/packs': { access: 'public' },
    'GET /v1/payment/paypal/return': { access: 'public' },
    'GET /v1/payment/paypal/cancel': { access: 'public' },
    'GET /v1/payment/orders/{id}': {
      access: 'member',
      checks: [
        {
          what: "Olga's order",
          call: (x) => ({ method: 'GET', url: `/v1/payment/orders/${x.order}` }),
          may: ownerOnly,
        },
      ],
    },
    'POST /v1/payment/sandbox/confirm': {
      access: 'member',
      checks: [
        {
          what: "confirming Olga's order",
          call: (x) => ({
            method: 'POST',
            url: '/v1/payment/sandbox/confirm',
            body: { order_id: x.order, result: 'success' },
          }),
          may: ownerOnly,
          tried: destructive(),
          intact: orderIntact,
        },
      ],
    },
    'POST /v1/payment/{method}/purchase': {
      access: 'member',
      checks: [
        {
          what: 'VIP for Olga',
          call: (x) => ({
            method: 'POST',
            url: '/v1/payment/sandbox/purchase',
            body: { month: 1, for: x.as.owner.id },
          }),
          // Not for oneself ("Choose another member"), not to someone who blocked you.
          may: everyoneBut('visitor', 'owner', 'blocked'),
        },
        {
          what: 'VIP for hidden Hanna',
          call: (x) => ({ method: 'POST', url: '/v1/payment/sandbox/purchase', body: { month: 1, for: x.hidden.id } }),
          may: ['friend', 'vip'],
        },
      ],
    },
    'POST /v1/upgrade': {
      access: 'member',
      checks: [
        {
          what: 'VIP from gold for Olga',
          call: (x) => ({ method: 'POST', url: '/v1/upgrade', body: { month: 1, for: x.as.owner.id } }),
          // Tried only where it must be refused: a granted upgrade spends the actor's gold.
          may: everyoneBut('visitor', 'blocked'),
          tried: ['visitor', 'blocked'],
        },
        {
          what: 'VIP from gold for hidden Hanna',
          call: (x) => ({ method: 'POST', url: '/v1/upgrade', body: { month: 1, for: x.hidden.id } }),
          may: ['friend', 'vip'],
          tried: destructive(['friend', 'vip']),
        },
      ],
    },
  };
}
