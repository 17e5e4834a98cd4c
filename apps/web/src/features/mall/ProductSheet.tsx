import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order, Product } from '@yuanfen/contract';
import { Modal } from '../../ui/Modal';
import { OrderCard } from './OrderCard';
import { OrderForm, type OrderRecipient } from './OrderForm';

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('mall');
  return (
    <div className="product-sheet__details">
      <img className="product-sheet__image" src={product.src} alt={product.name} width={400} height={400} />
      <div className="product-sheet__text">
        <p className="product-sheet__price">
          {t('gold', { count: product.price })}
          {product.flower ? <span className="mall-badge">{t('chinaOnly')}</span> : null}
        </p>
        <p>{product.description}</p>
      </div>
    </div>
  );
}

function Placed({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation('mall');
  return (
    <div className="product-sheet__placed" data-testid="order-placed">
      <p className="form__success">{t('placed.text', { count: order.total })}</p>
      <ul className="order-list" role="list">
        <OrderCard order={order} side="sent" />
      </ul>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('placed.shop')}
        </button>
        <Link to="/orders?tab=sent" className="button button--primary" data-testid="order-placed-orders">
          {t('placed.orders')}
        </Link>
      </div>
    </div>
  );
}

/** A product's page as a sheet: its picture and description, then the order form, then the order placed. */
export function ProductSheet({
  product,
  recipient,
  onClose,
}: {
  product: Product;
  recipient: OrderRecipient | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('mall');
  const [step, setStep] = useState<'view' | 'form'>('view');
  const [placed, setPlaced] = useState<Order | null>(null);
  const title = placed
    ? t('placed.title')
    : step === 'form'
      ? t('form.title', { product: product.name })
      : product.name;
  return (
    <Modal title={title} onClose={onClose} size="medium">
      <div className="product-sheet" data-testid="product-sheet">
        {placed ? (
          <Placed order={placed} onClose={onClose} />
        ) : step === 'form' ? (
          <>
            <button type="button" className="link product-sheet__back" onClick={() => setStep('view')}>
              ← {t('back')}
            </button>
            <OrderForm product={product} recipient={recipient} onPlaced={setPlaced} />
          </>
        ) : (
          <>
            <ProductDetails product={product} />
            <div className="modal__actions">
              <button
                type="button"
                className="button button--primary button--block"
                onClick={() => setStep('form')}
                data-testid="product-buy"
                data-autofocus
              >
                {t('buy')}
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
