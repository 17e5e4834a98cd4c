import type {
  BusEvent,
  Language,
  MoveOrderBody,
  Order,
  OrderPage,
  PlaceOrderBody,
  ProductFilter,
  ProductList,
} from '@yuanfen/contract';
import type { Db, Tx } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import type { OperatorSettings } from '../../platform/operator-settings';
import { authorize, type Actor, type MemberActor } from '../../platform/policy';
import { SystemAccount, userAccount, type LedgerService } from '../money/ledger.service';
import type { NotificationService } from '../notification/notification.service';
import type { ProfileService } from '../profile/profile.service';
import { checkDelivery } from './delivery';
import { mallPolicy, moveAllowed, MOVES, orderNotFound } from './mall.policy';
import { orderFacts, presentOrder, presentProduct } from './mall.presenter';
import { mallRepo, type MallOrderRow } from './mall.repo';

const PAGE_SIZE = 20;
const DAY_MS = 86_400_000;

export interface MallDeps {
  db: Db;
  bus: EventBus;
  ledger: Pick<LedgerService, 'transfer' | 'refund'>;
  profiles: Pick<ProfileService, 'people' | 'isVisible' | 'activeCards'>;
  notifications: Pick<NotificationService, 'notify' | 'raise' | 'publish'>;
  operator: Pick<OperatorSettings, 'get'>;
  now: () => Date;
}

const productNotFound = () => fail.notFound('Product not found');

/** A member as a notification names them. */
interface Who {
  user_id: number;
  name: string;
  avatar: string | null;
}

/**
 * The mall (spec §1, §3, §4; docs/decisions.md 35): the catalogue, and orders paid in gold when placed,
 * moved through their statuses by the recipient and the shop, cancelled and refunded once when the
 * recipient refuses or lets the acceptance time run out.
 */
export class MallService {
  constructor(private readonly deps: MallDeps) {}

  /** `GET products`: the products of a category, named in `lang` (else the member's language). */
  async catalogue(userId: number, filter: ProductFilter, lang?: Language): Promise<ProductList> {
    const [rows, people] = await Promise.all([
      mallRepo.catalogue(this.deps.db, filter),
      this.deps.profiles.people([userId]),
    ]);
    const language = lang ?? people.get(userId)?.language ?? 'en';
    return { data: rows.map((row) => presentProduct(row, language)) };
  }

  /**
   * `POST products`: checks the product, the recipient and where it goes, then stores the order and pays
   * it (`user:<sender> → system:revenue`, kind `mall`, key `mall:<order id>`) in one transaction: too
   * little gold (400022) leaves neither an order nor a ledger row. A retry with the same `key` answers
   * the first order.
   */
  async place(senderId: number, body: PlaceOrderBody, key?: string): Promise<{ order: Order }> {
    const { db } = this.deps;
    const viewer = await this.viewer(senderId);
    if (key) {
      const earlier = await mallRepo.orderByKey(db, senderId, key);
      if (earlier) return { order: await this.present(earlier, viewer) };
    }
    const product = await mallRepo.productById(db, body.product_id);
    if (!product?.active) throw productNotFound();
    const to = body.to_user_id ?? null;
    if (to === senderId) throw fail.validation({ to_user_id: 'Send it to someone else, or to an address' });
    if (to !== null && !(await this.deps.profiles.isVisible(senderId, to))) throw fail.notFound('Member not found');
    if (to === null && !body.address)
      throw fail.validation({ address: 'Cannot be empty' }, 'An order needs an address');
    if (body.address) checkDelivery(product.flower, body.address);

    const at = this.deps.now();
    const who = await this.who([senderId, ...(to === null ? [] : [to])]);
    const { order, events } = await db.transaction(async (tx) => {
      const placed = await mallRepo.insertOrder(tx, {
        sender_id: senderId,
        recipient_id: to,
        product_id: product.id,
        quantity: body.quantity,
        price: product.price,
        total: product.price * body.quantity,
        full_name: body.full_name,
        phone: body.phone ?? null,
        address: body.address ?? null,
        client_key: key ?? null,
        created_at: at,
        updated_at: at,
      });
      // A concurrent retry with the same key stored it first: answer that one.
      if (!placed) return { order: (await mallRepo.orderByKey(tx, senderId, key!))!, events: [] };
      const paid = await this.deps.ledger.transfer(
        {
          from: userAccount(senderId),
          to: SystemAccount.revenue,
          amount: placed.total,
          kind: 'mall',
          relatedId: placed.id,
          idempotencyKey: `mall:${placed.id}`,
        },
        tx,
      );
      await mallRepo.setPaid(tx, placed.id, paid.entry.id);
      const balance = paid.balances.get(senderId);
      const out: BusEvent[] = balance === undefined ? [] : [{ to: senderId, event: 'balance', payload: { balance } }];
      if (to !== null) out.push(...(await this.tell(tx, placed, [to], senderId, who)));
      return { order: { ...placed, paid_entry_id: paid.entry.id }, events: out };
    });
    await this.deps.notifications.publish(events);
    return { order: await this.present(order, viewer) };
  }

  /** `PUT order/{id}`: one move of the state machine, by whom `mall.policy.ts` lets make it. */
  async move(actorId: number, orderId: number, body: MoveOrderBody): Promise<{ order: Order }> {
    const viewer = await this.viewer(actorId);
    const at = this.deps.now();
    // Who the notifications name, read before the transaction (its parties never change).
    const known = await mallRepo.orderById(this.deps.db, orderId);
    const who = known ? await this.who([known.sender_id, known.recipient_id]) : new Map<number, Who>();
    const { order, events } = await this.deps.db.transaction(async (tx) => {
      const current = await mallRepo.lockOrder(tx, orderId);
      if (!current) throw orderNotFound();
      await mallRepo.lockParties(tx, current, actorId);
      const facts = orderFacts(current);
      authorize(viewer, mallPolicy[body.action], facts);
      const refusal = moveAllowed(body.action, facts);
      if (refusal) throw fail.conflict(refusal);
      const cancelled = body.action === 'refuse' ? await this.cancel(tx, current, at) : null;
      const moved = cancelled
        ? cancelled.order
        : await mallRepo.move(tx, current.id, current.status, await this.changes(tx, current, body), at);
      if (!moved) throw fail.conflict('This order was moved meanwhile');
      const out = await this.tell(tx, moved, this.partiesBut(moved, actorId), actorId, who);
      if (moved.sender_id === actorId || moved.recipient_id === actorId) {
        // The actor handled one of their order updates: their counter goes down by one (spec §4).
        out.push(await this.deps.notifications.raise(tx, actorId, 'order', -1));
      }
      if (cancelled) out.push(...cancelled.events);
      return { order: moved, events: out };
    });
    await this.deps.notifications.publish(events);
    return { order: await this.present(order, viewer) };
  }

  /** `GET orders?to=0|1&page=`: the member's sent or received orders, newest first. */
  async list(userId: number, received: boolean, page: number): Promise<OrderPage> {
    const viewer = await this.viewer(userId);
    const rows = await mallRepo.page(this.deps.db, userId, received, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    const more = rows.length > PAGE_SIZE;
    const data = await this.presentAll(rows.slice(0, PAGE_SIZE), viewer);
    return { data, next_page: more ? page + 1 : -1 };
  }

  /**
   * The job: orders that waited on their recipient longer than the operator's `orderAcceptDays` are
   * cancelled and refunded, each in its own transaction and only if still waiting, so two runs at once
   * (two nodes, two ticks) refund each order once. Answers how many it cancelled.
   */
  async expireUnaccepted(now: Date): Promise<number> {
    const days = await this.deps.operator.get('orderAcceptDays');
    const due = await mallRepo.unacceptedSince(this.deps.db, new Date(now.getTime() - days * DAY_MS));
    let cancelled = 0;
    for (const id of due) {
      const known = await mallRepo.orderById(this.deps.db, id);
      if (!known) continue;
      const who = await this.who([known.sender_id, known.recipient_id]);
      const events = await this.deps.db.transaction(async (tx) => {
        const current = await mallRepo.lockOrder(tx, id);
        if (!current) return [];
        await mallRepo.lockParties(tx, current);
        const done = await this.cancel(tx, current, now);
        if (!done) return [];
        cancelled += 1;
        return [...(await this.tell(tx, done.order, this.partiesBut(done.order, null), null, who)), ...done.events];
      });
      await this.deps.notifications.publish(events);
    }
    return cancelled;
  }

  /**
   * Cancels a waiting order and gives its gold back, in the caller's transaction: the status moves only
   * if the order is still waiting (else null, nothing refunded), and the refund's ledger key
   * (`refund:<entry>`) could not move gold twice anyway. Answers the order and the sender's `balance` event.
   */
  private async cancel(
    tx: Tx,
    order: MallOrderRow,
    at: Date,
  ): Promise<{ order: MallOrderRow; events: BusEvent[] } | null> {
    const moved = await mallRepo.move(tx, order.id, 'pending_accept', { status: 'cancelled' }, at);
    if (!moved) return null;
    if (moved.paid_entry_id === null) return { order: moved, events: [] };
    const refund = await this.deps.ledger.refund(moved.paid_entry_id, { kind: 'mall_refund', tx });
    await mallRepo.setRefund(tx, moved.id, refund.entry.id);
    const balance = refund.balances.get(moved.sender_id);
    const events: BusEvent[] =
      balance === undefined ? [] : [{ to: moved.sender_id, event: 'balance', payload: { balance } }];
    return { order: { ...moved, refunded: true, refund_entry_id: refund.entry.id }, events };
  }

  /** What a move changes besides the status: accepting gives the address (checked as at ordering). */
  private async changes(tx: Tx, order: MallOrderRow, body: MoveOrderBody) {
    const status = MOVES[body.action].to;
    if (body.action !== 'accept') return { status };
    if (!body.address) throw fail.validation({ address: 'Cannot be empty' }, 'Give the address to deliver to');
    const product = await mallRepo.productById(tx, order.product_id);
    checkDelivery(product?.flower ?? false, body.address);
    return {
      status,
      address: body.address,
      ...(body.full_name ? { full_name: body.full_name } : {}),
      ...(body.phone ? { phone: body.phone } : {}),
    };
  }

  /** The members an order names, as notifications show them (read outside any transaction). */
  private async who(ids: (number | null)[]): Promise<Map<number, Who>> {
    const cards = await this.deps.profiles.activeCards(ids.filter((id): id is number => id !== null));
    return new Map([...cards.values()].map((c) => [c.user_id, { user_id: c.user_id, name: c.name, avatar: c.avatar }]));
  }

  private partiesBut(order: MallOrderRow, actorId: number | null): number[] {
    return [order.sender_id, order.recipient_id].filter((id): id is number => id !== null && id !== actorId);
  }

  /**
   * Tells each member of `to` about the order's new status: a notification (naming who moved it, or the
   * other party when the shop or the clock did) and the `order` counter up by one, with their events.
   */
  private async tell(
    tx: Tx,
    order: MallOrderRow,
    to: number[],
    actorId: number | null,
    who: Map<number, Who>,
  ): Promise<BusEvent[]> {
    const events: BusEvent[] = [];
    for (const userId of to) {
      const otherId =
        actorId !== null && actorId !== userId && (actorId === order.sender_id || actorId === order.recipient_id)
          ? actorId
          : userId === order.sender_id
            ? (order.recipient_id ?? order.sender_id)
            : order.sender_id;
      const named = who.get(otherId) ?? { user_id: otherId, name: '', avatar: null };
      events.push(
        await this.deps.notifications.notify(tx, userId, 'order', {
          ...named,
          order_id: order.id,
          status: order.status,
        }),
      );
      events.push(await this.deps.notifications.raise(tx, userId, 'order', 1));
    }
    return events;
  }

  private async viewer(userId: number): Promise<MemberActor & { lang: string }> {
    const person = (await this.deps.profiles.people([userId])).get(userId);
    if (!person?.actor) throw fail.unauthorized();
    return { ...person.actor, lang: person.language };
  }

  private async present(row: MallOrderRow, viewer: MemberActor & { lang: string }): Promise<Order> {
    return (await this.presentAll([row], viewer))[0]!;
  }

  private async presentAll(rows: MallOrderRow[], viewer: Actor & { lang: string }): Promise<Order[]> {
    if (!rows.length) return [];
    const memberIds = rows.flatMap((r) => [r.sender_id, ...(r.recipient_id === null ? [] : [r.recipient_id])]);
    const [products, cards, acceptDays] = await Promise.all([
      mallRepo.productsByIds(this.deps.db, [...new Set(rows.map((r) => r.product_id))]),
      this.deps.profiles.activeCards(memberIds),
      this.deps.operator.get('orderAcceptDays'),
    ]);
    const view = { viewer, lang: viewer.lang, products: new Map(products.map((p) => [p.id, p])), cards, acceptDays };
    return rows.map((row) => presentOrder(row, view));
  }
}
