import { z } from 'zod';
import { LANGUAGES } from './constants';
import {
  COUNTRY_CODES,
  MALL_ORDER_ACTIONS,
  ORDER_MAX_QUANTITY,
  MALL_ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  PRODUCT_FILTERS,
} from './mall.constants';
import { numberedPage, PageQuery } from './pagination';

/** `GET products?category=`: the catalogue of the mall, cheapest first. */
export const ProductsQuery = z.object({
  category: z.enum(PRODUCT_FILTERS).default('all'),
  /** The language of names and descriptions; the member's own language when absent. */
  lang: z.enum(LANGUAGES).optional(),
});
export type ProductsQuery = z.input<typeof ProductsQuery>;

/** A product of the mall, in the viewer's language. `price` is whole gold per piece. */
export const Product = z.object({
  id: z.number().int(),
  category: z.enum(PRODUCT_CATEGORIES),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  /** Flowers are delivered only in China (spec §1). */
  flower: z.boolean(),
  /** The picture (400×400) and its thumbnail (100×100). */
  src: z.string(),
  thumb: z.string(),
});
export type Product = z.infer<typeof Product>;
export const ProductList = z.object({ data: z.array(Product) });
export type ProductList = z.infer<typeof ProductList>;

const text = (max: number) => z.string().trim().min(1, 'Cannot be empty').max(max);

/**
 * A delivery address. `country` is an ISO 3166-1 alpha-2 code exactly as listed (upper case, nothing
 * around it); the country-specific rules (flowers only to China) are the server's.
 */
export const Address = z.strictObject({
  country: z.string().refine((c) => COUNTRY_CODES.includes(c), 'Unknown country code'),
  province: text(80).optional(),
  city: text(80),
  line: text(200),
  postcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{2,12}$/, 'Postcode is invalid')
    .optional(),
});
export type Address = z.infer<typeof Address>;

const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{5,24}$/, 'Phone is invalid');

/**
 * `POST products`: places and pays an order. To a member (`to_user_id`) or to an address; an order to a
 * member without `address` waits for them to accept and give one.
 */
export const PlaceOrderBody = z.strictObject({
  product_id: z.number().int().positive(),
  quantity: z.number().int().min(1).max(ORDER_MAX_QUANTITY),
  to_user_id: z.number().int().positive().optional(),
  full_name: text(80),
  phone: phone.optional(),
  address: Address.optional(),
});
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>;

/** `PUT order/{id}`: a move of the state machine; `accept` carries the recipient's address. */
export const MoveOrderBody = z.strictObject({
  action: z.enum(MALL_ORDER_ACTIONS),
  address: Address.optional(),
  full_name: text(80).optional(),
  phone: phone.optional(),
});
export type MoveOrderBody = z.input<typeof MoveOrderBody>;

export const OrderIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A member an order names, as its viewer may see them. */
export const OrderParty = z.object({ user_id: z.number().int(), name: z.string(), avatar: z.string().nullable() });

/** A mall order as one of its parties (or an operator) sees it. */
export const Order = z.object({
  id: z.number().int(),
  product: Product.pick({ id: true, name: true, flower: true, src: true, thumb: true }),
  quantity: z.number().int(),
  /** Gold per piece when ordered, and what was paid. */
  price: z.number().int(),
  total: z.number().int(),
  status: z.enum(MALL_ORDER_STATUSES),
  refunded: z.boolean(),
  sender: OrderParty,
  /** The member it is for; null for an order to an address. */
  recipient: OrderParty.nullable(),
  full_name: z.string(),
  phone: z.string().nullable(),
  /** Null while the recipient has not accepted and given one. */
  address: Address.nullable(),
  /** Until when the recipient may accept, for an order waiting on them. */
  accept_by: z.string().nullable(),
  /** The moves the viewer may make now. */
  can: z.object({
    accept: z.boolean(),
    refuse: z.boolean(),
    prepare: z.boolean(),
    deliver: z.boolean(),
    sign: z.boolean(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Order = z.infer<typeof Order>;
export const OrderResponse = z.object({ order: Order });
export type OrderResponse = z.infer<typeof OrderResponse>;

/** `GET orders?to=0|1&page=`: sent (0) or received (1), newest first. */
export const OrdersQuery = PageQuery.extend({ to: z.coerce.number().int().min(0).max(1).default(0) });
export type OrdersQuery = z.input<typeof OrdersQuery>;
export const OrderPage = numberedPage(Order);
export type OrderPage = z.infer<typeof OrderPage>;
