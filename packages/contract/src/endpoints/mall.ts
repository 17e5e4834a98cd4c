import { endpoint } from '../endpoint';
import {
  MoveOrderBody,
  OrderIdParam,
  OrderPage,
  OrderResponse,
  OrdersQuery,
  PlaceOrderBody,
  ProductList,
  ProductsQuery,
} from '../mall';

const tag = 'mall';

/** The mall (spec §1, §3 mall order, §4 order statuses): products, and orders paid in gold. */
export const mall = {
  /** The catalogue, by category. */
  products: endpoint({
    method: 'GET',
    path: '/products',
    access: 'user',
    tag,
    query: ProductsQuery,
    response: ProductList,
  }),
  /** Places and pays an order (an `Idempotency-Key` header makes a retry place it once). */
  order: endpoint({
    method: 'POST',
    path: '/products',
    access: 'user',
    tag,
    body: PlaceOrderBody,
    response: OrderResponse,
  }),
  /** Moves an order: accept, refuse, prepare, deliver, sign. */
  move: endpoint({
    method: 'PUT',
    path: '/order/:id',
    access: 'user',
    tag,
    params: OrderIdParam,
    body: MoveOrderBody,
    response: OrderResponse,
  }),
  /** Sent (`to=0`) or received (`to=1`) orders. */
  orders: endpoint({ method: 'GET', path: '/orders', access: 'user', tag, query: OrdersQuery, response: OrderPage }),
};
