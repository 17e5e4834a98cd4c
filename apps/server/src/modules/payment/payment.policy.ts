import { fail } from '../../platform/errors';
import { action, ALLOW } from '../../platform/policy';

/** The facts of an order the rules read. */
export interface OrderFacts {
  user_id: number;
  gateway: string;
}

/** Someone else's order answers like an unknown one, so order ids never leak. */
export const noSuchOrder = () => fail.notFound('No such order');

/** Who may do what with a payment order (docs/money.md). */
export const paymentPolicy = {
  /** `GET payment/orders/{id}`: the member who placed it (404 for anyone else). */
  read: action<OrderFacts>('payment.read', (actor, order) => (actor.id === order.user_id ? ALLOW : noSuchOrder)),
  /** The sandbox gateway's page confirms a sandbox order of the member who placed it (404 otherwise). */
  confirmSandbox: action<OrderFacts>('payment.confirm-sandbox', (actor, order) =>
    actor.id === order.user_id && order.gateway === 'sandbox' ? ALLOW : noSuchOrder,
  ),
};
