import type { MallOrderAction, MallOrderStatus } from '@yuanfen/contract';
import { fail } from '../../platform/errors';
import { action, ALLOW, type Action, type Actor } from '../../platform/policy';

/** The facts of an order the rules read. */
export interface OrderFacts {
  sender_id: number;
  recipient_id: number | null;
  status: string;
  /** Whether the delivery address is known (given by the sender, or by the recipient on accepting). */
  addressed: boolean;
}

export const orderNotFound = () => fail.notFound('Order not found');

const isParty = (actor: Actor, order: OrderFacts) =>
  actor.kind === 'member' && (actor.id === order.sender_id || actor.id === order.recipient_id);

/** Where each move takes an order from, and to. */
export const MOVES: Record<MallOrderAction, { from: MallOrderStatus; to: MallOrderStatus }> = {
  accept: { from: 'pending_accept', to: 'prepare_delivery' },
  refuse: { from: 'pending_accept', to: 'cancelled' },
  prepare: { from: 'pending_accept', to: 'prepare_delivery' },
  deliver: { from: 'prepare_delivery', to: 'delivered' },
  sign: { from: 'delivered', to: 'signed_received' },
};

/**
 * A member who is no party to the order never learns it exists (404); a party who may not make this move
 * gets 403; a move the order's status does not allow gets 409.
 */
const memberMove =
  (may: (actor: Actor, order: OrderFacts) => boolean, wrongActor: string) => (actor: Actor, order: OrderFacts) => {
    if (actor.kind !== 'member') return () => fail.unauthorized();
    if (!isParty(actor, order)) return orderNotFound;
    return may(actor, order) ? ALLOW : () => fail.forbidden(wrongActor);
  };
const operatorsOnly = (actor: Actor, order: OrderFacts) => {
  if (actor.kind !== 'member') return () => fail.unauthorized();
  return isParty(actor, order) ? () => fail.forbidden('Only the shop moves an order on') : orderNotFound;
};
/** The roles of the operations console that run deliveries (issue 17: "orders"). */
const shop = { admin: true, support: true } as const;

/**
 * Who may do what with a mall order (docs/decisions.md 35):
 * - the recipient member accepts (giving the address) or refuses an order that waits on them;
 * - the shop (operator roles admin, support) takes an addressed order on (`prepare`) and delivers it;
 * - the recipient member signs for it; for an order to an address, with no member to receive it, the
 *   sender signs for the person they sent it to; the shop may also sign (a courier's proof of delivery).
 */
export const mallPolicy = {
  view: action<OrderFacts>(
    'mall.view',
    (actor, order) => {
      if (actor.kind !== 'member') return () => fail.unauthorized();
      return isParty(actor, order) ? ALLOW : orderNotFound;
    },
    shop,
  ),
  accept: action<OrderFacts>(
    'mall.accept',
    memberMove((a, o) => a.id === o.recipient_id, 'Only the recipient accepts an order'),
  ),
  refuse: action<OrderFacts>(
    'mall.refuse',
    memberMove((a, o) => a.id === o.recipient_id, 'Only the recipient refuses an order'),
  ),
  prepare: action<OrderFacts>('mall.prepare', operatorsOnly, shop),
  deliver: action<OrderFacts>('mall.deliver', operatorsOnly, shop),
  sign: action<OrderFacts>(
    'mall.sign',
    memberMove(
      (a, o) => (o.recipient_id === null ? a.id === o.sender_id : a.id === o.recipient_id),
      'Only the recipient signs for an order',
    ),
    shop,
  ),
} satisfies Record<MallOrderAction | 'view', Action<OrderFacts>>;

/**
 * Whether the order's status (and address) allows the move at all, whoever asks: a refused or moved order
 * cannot be moved again, an order waiting on its recipient cannot be prepared before they give an
 * address, and one the shop takes on is not the recipient's to accept or refuse.
 */
export function moveAllowed(move: MallOrderAction, order: OrderFacts): string | null {
  if (order.status !== MOVES[move].from)
    return `This order is ${order.status.replace('_', ' ')}: it cannot be moved by ${move}`;
  const waitsOnRecipient = order.recipient_id !== null && !order.addressed;
  if ((move === 'accept' || move === 'refuse') && !waitsOnRecipient) return 'This order does not wait on its recipient';
  if (move === 'prepare' && waitsOnRecipient) return 'The recipient has not accepted this order yet';
  return null;
}
