import { endpoint } from '../endpoint';
import {
  PaymentMethodParam,
  PaymentOrder,
  PaymentOrderParam,
  PaypalCancelQuery,
  PaypalReturnQuery,
  PricesResponse,
  PurchaseBody,
  PurchaseResponse,
  SandboxConfirmBody,
} from '../money';

const tag = 'payment';

/**
 * Buying gold or VIP through a gateway. The providers' notifications (PayPal webhook, WeChat Pay notify)
 * are not client API and stay outside the map (`paymentWebhookRoutes`).
 */
export const payment = {
  /** Starts an order with the gateway: where to send the payer, or the QR code / JS bridge parameters. */
  purchase: endpoint({
    method: 'POST',
    path: '/payment/:method/purchase',
    access: 'user',
    tag,
    params: PaymentMethodParam,
    body: PurchaseBody,
    response: PurchaseResponse,
  }),
  /** One of the viewer's orders, which the bill page polls until it settles. */
  order: endpoint({
    method: 'GET',
    path: '/payment/orders/:id',
    access: 'user',
    tag,
    params: PaymentOrderParam,
    response: PaymentOrder,
  }),
  prices: endpoint({ method: 'GET', path: '/payment/prices', access: 'optional', tag, response: PricesResponse }),
  /** Settles a sandbox order as the chosen outcome (the sandbox gateway of development and tests). */
  sandboxConfirm: endpoint({
    method: 'POST',
    path: '/payment/sandbox/confirm',
    access: 'user',
    tag,
    body: SandboxConfirmBody,
    response: PaymentOrder,
  }),
  /** PayPal sends the payer's browser back here after approval: capture, then show the result page. */
  paypalReturn: endpoint({
    method: 'GET',
    path: '/payment/paypal/return',
    access: 'optional',
    tag,
    query: PaypalReturnQuery,
    redirect: 'Back to the bill page, with the order and its result',
  }),
  /** PayPal sends the payer's browser back here when they gave up. */
  paypalCancel: endpoint({
    method: 'GET',
    path: '/payment/paypal/cancel',
    access: 'optional',
    tag,
    query: PaypalCancelQuery,
    redirect: 'Back to the bill page, the order canceled',
  }),
};
