import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_FILTERS, type Product, type ProductFilter } from '@yuanfen/contract';
import { useMe } from '../../lib/account.queries';
import { showsMall } from '../../lib/nav-rules';
import { currentLanguage } from '../../lib/i18n';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { useProductsQuery } from './mall.queries';
import type { OrderRecipient } from './OrderForm';
import { ProductSheet } from './ProductSheet';
import './mall.css';

const isFilter = (value: string | null): value is ProductFilter =>
  (PRODUCT_FILTERS as readonly (string | null)[]).includes(value);

/** `/mall?to=<id>&name=<name>`: opened from a member's profile, the present is for them. */
function recipientFrom(params: URLSearchParams): OrderRecipient | null {
  const id = Number(params.get('to'));
  const name = params.get('name')?.trim();
  return Number.isInteger(id) && id > 0 && name ? { id, name } : null;
}

function ProductTile({ product, onOpen }: { product: Product; onOpen: () => void }) {
  const { t } = useTranslation('mall');
  return (
    <li>
      <button
        type="button"
        className="product-tile"
        onClick={onOpen}
        data-testid="product-tile"
        data-product-id={product.id}
      >
        <img className="product-tile__image" src={product.src} alt="" width={200} height={200} loading="lazy" />
        <span className="product-tile__name">{product.name}</span>
        <span className="product-tile__price">
          {t('gold', { count: product.price })}
          {product.flower ? <span className="mall-badge">{t('chinaOnly')}</span> : null}
        </span>
      </button>
    </li>
  );
}

function Catalogue({ category, onOpen }: { category: ProductFilter; onOpen: (product: Product) => void }) {
  const { t } = useTranslation('mall');
  const products = useProductsQuery(category, currentLanguage());
  if (products.isPending) return <Spinner />;
  if (products.isError) {
    return (
      <div className="mall-state" role="alert">
        <p>{t('loadFailed')}</p>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => void products.refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  if (products.data.length === 0) return <p className="mall-state">{t('empty')}</p>;
  return (
    <ul className="product-grid" data-testid="product-grid">
      {products.data.map((product) => (
        <ProductTile key={product.id} product={product} onOpen={() => onOpen(product)} />
      ))}
    </ul>
  );
}

/** /mall (spec §2, shown when bd = 1): the catalogue by category; a product opens its sheet and order form. */
export function MallPage() {
  const { t } = useTranslation('mall');
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category: ProductFilter = isFilter(raw) ? raw : 'all';
  const recipient = recipientFrom(params);
  const [open, setOpen] = useState<Product | null>(null);
  if (me && !showsMall(me)) {
    return (
      <div className="stack mall-page">
        <p className="card mall-state" data-testid="mall-closed">
          {t('closed')}
        </p>
      </div>
    );
  }

  function choose(next: ProductFilter) {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('category', next);
        return p;
      },
      { replace: true },
    );
  }

  return (
    <div className="stack mall-page">
      <section className="card mall-head">
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="mall-head__lead">{recipient ? t('form.memberHint', { name: recipient.name }) : t('lead')}</p>
        </div>
        <div className="mall-head__side">
          {me ? (
            <span className="mall-balance" data-testid="mall-balance">
              <Icon name="gold" size={16} />
              {t('balance', { count: me.balance })}
            </span>
          ) : null}
          <Link to="/orders" className="button button--secondary button--small" data-testid="mall-orders">
            {t('myOrders')}
          </Link>
        </div>
      </section>
      <section className="card mall-catalogue">
        <div className="mall-filters" role="group" aria-label={t('categories')}>
          {PRODUCT_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              className={filter === category ? 'gift-chip gift-chip--on' : 'gift-chip'}
              aria-pressed={filter === category}
              onClick={() => choose(filter)}
              data-testid={`mall-filter-${filter}`}
            >
              {t(`category.${filter}`)}
            </button>
          ))}
        </div>
        <Catalogue category={category} onOpen={setOpen} />
      </section>
      {open ? <ProductSheet key={open.id} product={open} recipient={recipient} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
