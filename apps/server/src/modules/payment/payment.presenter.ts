import type { Currency, Gateway, OrderStatus, PaymentOrder } from '@yuanfen/contract';
import type { OrderRow } from './payment.repo';

export const presentOrder = (row: OrderRow): PaymentOrder => ({
  order_id: row.id,
  status: row.status as OrderStatus,
  gateway: row.gateway as Gateway,
  amount: row.units,
  price_cents: row.price_cents,
  currency: row.currency as Currency,
  month: row.month,
  for: row.for_user_id,
  reason: row.reason,
  release_at: row.release_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});
