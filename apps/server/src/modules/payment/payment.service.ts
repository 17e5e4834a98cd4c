import { randomBytes } from 'node:crypto';
import {
  BALANCE_GATEWAY_MIN,
  ErrorCode,
  isVip,
  pricePoint,
  RECHARGE_CUSTOM_MAX,
  RECHARGE_DEFAULT,
  RECHARGE_PRESETS,
  rechargePriceCents,
  VIP_PACKS,
  VIP_RECHARGE_DISCOUNT,
  vipPrice,
  type ClientKind,
  type Gateway,
  type PricesResponse,
  type PurchaseResponse,
  type SandboxConfirmBody,
  type WechatScene,
} from '@yuanfen/contract';
import type { Db } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import { authorize, memberActor } from '../../platform/policy';
import type { LedgerService } from '../money/ledger.service';
import type { VipService } from '../vip/vip.service';
import type { IncomingNotification, PaymentGateway } from './gateways/gateway';
import type { PaypalGateway } from './gateways/paypal.gateway';
import type { SandboxGateway } from './gateways/sandbox.gateway';
import { noSuchOrder, paymentPolicy } from './payment.policy';
import { presentOrder } from './payment.presenter';
import { OrderSettlement, type CommissionSource } from './settlement';
import { paymentRepo, type OrderRow } from './payment.repo';
import type { Receipts } from '../mail/mail.service';

const DAY_MS = 86_400_000;

export interface PaymentGateways {
  sandbox?: SandboxGateway;
  paypal?: PaypalGateway;
  wechat?: PaymentGateway;
}

export interface PurchaseInput {
  amount?: number;
  month?: number;
  for?: number;
  scene?: WechatScene;
  openid?: string;
}

export interface PayerClient {
  ip: string;
  kind: ClientKind;
  userAgent?: string;
}

/** WeChat order ids: 6–32 letters and digits. */
const newOrderId = (now: Date) =>
  `Y${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(5).toString('hex')}`;

/**
 * Recharge orders at payment gateways. Every gateway result — a webhook, a redirect back from PayPal,
 * a reconciliation query, the sandbox page, the release job — ends in `OrderSettlement.apply`, which locks the order,
 * moves it at most once to each status and credits gold once (idempotency key `order:<id>`).
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    ledger: LedgerService,
    private readonly vip: VipService,
    bus: EventBus,
    private readonly gateways: PaymentGateways,
    private readonly opts: {
      defaultRate: number;
      releaseDays: number;
      now: () => Date;
      affiliates?: CommissionSource;
      /** The billing mail of a successful recharge (the mail module, built later: a getter). */
      receipts?: () => Pick<Receipts, 'recharge'>;
      /** The payer's openid under the official account (signed in inside WeChat), for JSAPI payments. */
      payerOpenid?: (userId: number) => Promise<string | null>;
    },
  ) {
    this.settlement = new OrderSettlement(db, ledger, bus, opts);
  }

  private readonly settlement: OrderSettlement;

  get available(): Gateway[] {
    return [
      ...(Object.keys(this.gateways) as Gateway[]).filter((g) => this.gateways[g as keyof PaymentGateways]),
      'balance',
    ];
  }

  gateway(name: string): PaymentGateway {
    const gateway = this.gateways[name as keyof PaymentGateways];
    if (!gateway) throw fail.code(400, 0, 'This payment method is not available');
    return gateway;
  }

  async purchase(userId: number, method: string, input: PurchaseInput, client: PayerClient): Promise<PurchaseResponse> {
    const payer = await paymentRepo.payer(this.db, userId);
    if (!payer) throw fail.unauthorized();
    if (input.for !== undefined) await this.checkBeneficiary(userId, input);
    if (method === 'balance') return this.payFromBalance(userId, payer.balance, input);

    const gateway = this.gateway(method);
    const units = input.month !== undefined ? vipPrice(input.month) : Math.min(input.amount ?? 0, RECHARGE_CUSTOM_MAX);
    const vip = isVip({ ...payer, vip_expired_at: payer.vip_expired_at?.toISOString() ?? null }, this.opts.now());
    const rate = payer.rate ? Number(payer.rate) : this.opts.defaultRate;
    const priceCents = Math.max(1, rechargePriceCents(units, rate, gateway.currency, vip));
    const order = await paymentRepo.insert(this.db, {
      id: newOrderId(this.opts.now()),
      user_id: userId,
      gateway: gateway.name,
      units,
      month: input.month ?? null,
      for_user_id: input.for ?? null,
      currency: gateway.currency,
      price_cents: priceCents,
      created_at: this.opts.now(),
    });
    if (gateway.name === 'wechat' && client.kind === 'wechat' && !input.openid && this.opts.payerOpenid) {
      const openid = await this.opts.payerOpenid(userId);
      if (openid) input = { ...input, openid };
    }
    const scene = gateway.name === 'wechat' ? this.wechatScene(input, client) : undefined;
    const description = input.month !== undefined ? `Yuanfen VIP ${input.month} month(s)` : `Yuanfen ${units} gold`;
    let opened;
    try {
      opened = await gateway.open({
        id: order.id,
        units,
        priceCents,
        currency: gateway.currency,
        description,
        clientIp: client.ip,
        ...(scene ? { scene } : {}),
        ...(input.openid ? { openid: input.openid } : {}),
      });
    } catch (error) {
      await paymentRepo.update(this.db, order.id, {
        status: 'failed',
        reason: 'The payment provider refused the order',
      });
      if ((error as { status?: number }).status === 400) throw error;
      throw fail.code(502, 0, 'The payment provider is not reachable, please try again');
    }
    await paymentRepo.update(this.db, order.id, {
      provider_ref: opened.providerRef ?? null,
      scene: opened.scene ?? null,
    });
    return {
      order_id: order.id,
      status: 'created',
      gateway: gateway.name,
      amount: units,
      price_cents: priceCents,
      currency: gateway.currency,
      ...(opened.url ? { url: opened.url } : {}),
      ...(opened.qr ? { qr: opened.qr } : {}),
      ...(opened.js ? { js: opened.js } : {}),
    };
  }

  async order(userId: number, orderId: string) {
    const order = await paymentRepo.find(this.db, orderId);
    if (!order) throw noSuchOrder();
    authorize(memberActor(userId), paymentPolicy.read, order);
    return presentOrder(order);
  }

  async prices(userId: number | null): Promise<PricesResponse> {
    const payer = userId ? await paymentRepo.payer(this.db, userId) : undefined;
    const rate = payer?.rate ? Number(payer.rate) : this.opts.defaultRate;
    const vip = payer
      ? isVip({ ...payer, vip_expired_at: payer.vip_expired_at?.toISOString() ?? null }, this.opts.now())
      : false;
    const balance = payer?.balance ?? 0;
    return {
      presets: RECHARGE_PRESETS.map((units) => pricePoint(units, rate, vip)),
      default: RECHARGE_DEFAULT,
      custom_max: RECHARGE_CUSTOM_MAX,
      rate,
      vip,
      vip_discount: VIP_RECHARGE_DISCOUNT,
      gateways: this.available,
      balance,
      balance_gateway: balance > BALANCE_GATEWAY_MIN,
      release_days: this.opts.releaseDays,
      packs: VIP_PACKS.map((p) => ({ months: p.months, ...pricePoint(p.price, rate, vip) })),
    };
  }

  /** A gateway's notification: verified by the gateway (4xx when not genuine), then applied. */
  async handleNotification(gatewayName: string, incoming: IncomingNotification): Promise<OrderRow | null> {
    const gateway = this.gateway(gatewayName);
    const notice = await gateway.verifyNotification(incoming);
    return notice ? this.settlement.apply(notice, { gateway: gateway.name, checkAmount: true }) : null;
  }

  /** The sandbox page's buttons: the simulated provider notifies like a real one would. */
  async sandboxConfirm(userId: number, body: SandboxConfirmBody) {
    const sandbox = this.gateways.sandbox;
    if (!sandbox) throw fail.code(400, 0, 'This payment method is not available');
    const order = await paymentRepo.find(this.db, body.order_id);
    if (!order) throw noSuchOrder();
    authorize(memberActor(userId), paymentPolicy.confirmSandbox, order);
    const reason = body.result === 'pending' ? (body.reason ?? 'The payment is being reviewed') : body.reason;
    const notification = sandbox.notify(
      { id: order.id, priceCents: order.price_cents, currency: order.currency },
      body.result,
      reason,
    );
    const settled = await this.handleNotification('sandbox', notification);
    return presentOrder(settled ?? order);
  }

  /** The payer is back from PayPal's approval page: capture the order. Answers our order id. */
  async paypalReturn(token: string): Promise<string | null> {
    const paypal = this.gateways.paypal;
    const order = paypal ? await paymentRepo.findByProviderRef(this.db, 'paypal', token) : undefined;
    if (!paypal || !order) return null;
    const notice = await paypal.capture(token);
    if (notice) await this.settlement.apply({ ...notice, orderId: order.id }, { gateway: 'paypal', checkAmount: true });
    return order.id;
  }

  async paypalCancel(token: string): Promise<string | null> {
    const order = await paymentRepo.findByProviderRef(this.db, 'paypal', token);
    if (!order) return null;
    if (order.status === 'created') {
      await this.settlement.apply(
        { orderId: order.id, status: 'canceled', reason: 'Canceled at PayPal' },
        { checkAmount: false },
      );
    }
    return order.id;
  }

  /** Job: pending payments whose hold is over are credited. */
  async releaseDue(now: Date): Promise<number> {
    let released = 0;
    for (const { id } of await paymentRepo.duePending(this.db, now, 100)) {
      const order = await this.settlement.apply({ orderId: id, status: 'success' }, { checkAmount: false });
      if (order.status === 'success') released++;
    }
    return released;
  }

  /** Job: asks the providers about orders whose notification may have been lost. */
  async reconcile(now: Date): Promise<number> {
    const queryable = (['paypal', 'wechat'] as const).filter((g) => this.gateways[g]?.query);
    if (!queryable.length) return 0;
    const orders = await paymentRepo.unsettled(
      this.db,
      queryable,
      new Date(now.getTime() - DAY_MS),
      new Date(now.getTime() - 2 * 60_000),
      50,
    );
    let settled = 0;
    for (const order of orders) {
      const notice = await this.gateway(order.gateway).query!({ id: order.id, providerRef: order.provider_ref });
      if (notice) {
        await this.settlement.apply({ ...notice, orderId: order.id }, { gateway: order.gateway, checkAmount: true });
        settled++;
      }
    }
    return settled;
  }

  private async payFromBalance(userId: number, balance: number, input: PurchaseInput): Promise<PurchaseResponse> {
    if (input.month === undefined) throw fail.validation({ month: 'The balance pays for upgrades only' });
    if (balance <= BALANCE_GATEWAY_MIN) throw fail.code(400, ErrorCode.NotEnoughGold);
    const orderId = newOrderId(this.opts.now());
    const upgrade = await this.vip.upgrade(
      userId,
      { month: input.month, ...(input.for !== undefined ? { for: input.for } : {}) },
      { idempotencyKey: orderId },
    );
    return {
      order_id: orderId,
      status: 'success',
      gateway: 'balance',
      amount: vipPrice(input.month),
      price_cents: 0,
      currency: 'USD',
      upgrade,
    };
  }

  private async checkBeneficiary(userId: number, input: PurchaseInput) {
    if (input.month === undefined) throw fail.validation({ for: 'Only an upgrade can be for another member' });
    await this.vip.checkBeneficiary(userId, input.for!);
  }

  /** JSAPI inside WeChat (with the payer's openid), H5 in other mobile browsers, a QR code elsewhere. */
  private wechatScene(input: PurchaseInput, client: PayerClient): WechatScene {
    if (input.scene) return input.scene;
    if (client.kind === 'wechat' && input.openid) return 'jsapi';
    return /Mobile|Android|iPhone/i.test(client.userAgent ?? '') ? 'h5' : 'native';
  }
}
