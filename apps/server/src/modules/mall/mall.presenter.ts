import type {
  Address,
  MallOrderAction,
  MallOrderStatus,
  Order,
  Product,
  ProductCategory,
  UserCard,
} from '@yuanfen/contract';
import { can, type Actor } from '../../platform/policy';
import { imageUrl } from '../account/account.presenter';
import { mallPolicy, moveAllowed, type OrderFacts } from './mall.policy';
import type { MallOrderRow, ProductRow } from './mall.repo';

/** A text in the viewer's language, else English. */
const localized = (texts: Record<string, string>, lang: string) => texts[lang] ?? texts.en ?? '';

export function presentProduct(row: ProductRow, lang: string): Product {
  return {
    id: row.id,
    category: row.category as ProductCategory,
    name: localized(row.names, lang),
    description: localized(row.descriptions, lang),
    price: row.price,
    flower: row.flower,
    src: imageUrl(row.src) ?? '',
    thumb: imageUrl(row.thumb) ?? '',
  };
}

export const orderFacts = (row: MallOrderRow): OrderFacts => ({
  sender_id: row.sender_id,
  recipient_id: row.recipient_id,
  status: row.status,
  addressed: row.address !== null,
});

const party = (id: number, cards: Map<number, UserCard>) => {
  const card = cards.get(id);
  return { user_id: id, name: card?.name ?? '', avatar: card?.avatar ?? null };
};

export interface OrderView {
  viewer: Actor;
  lang: string;
  products: Map<number, ProductRow>;
  cards: Map<number, UserCard>;
  /** Days a recipient has to accept (the operator's setting). */
  acceptDays: number;
}

/** An order as `view.viewer` sees it, with the moves they may make now. */
export function presentOrder(row: MallOrderRow, view: OrderView): Order {
  const product = view.products.get(row.product_id);
  const facts = orderFacts(row);
  const waits = row.status === 'pending_accept' && row.recipient_id !== null && row.address === null;
  const acceptBy = waits ? new Date(row.created_at.getTime() + view.acceptDays * 86_400_000).toISOString() : null;
  const may = (a: MallOrderAction) => moveAllowed(a, facts) === null && can(view.viewer, mallPolicy[a], facts);
  return {
    id: row.id,
    product: {
      id: row.product_id,
      name: product ? localized(product.names, view.lang) : '',
      flower: product?.flower ?? false,
      src: product ? (imageUrl(product.src) ?? '') : '',
      thumb: product ? (imageUrl(product.thumb) ?? '') : '',
    },
    quantity: row.quantity,
    price: row.price,
    total: row.total,
    status: row.status as MallOrderStatus,
    refunded: row.refunded,
    sender: party(row.sender_id, view.cards),
    recipient: row.recipient_id === null ? null : party(row.recipient_id, view.cards),
    full_name: row.full_name,
    phone: row.phone,
    address: (row.address as Address | null) ?? null,
    accept_by: acceptBy,
    can: {
      accept: may('accept'),
      refuse: may('refuse'),
      prepare: may('prepare'),
      deliver: may('deliver'),
      sign: may('sign'),
    },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
