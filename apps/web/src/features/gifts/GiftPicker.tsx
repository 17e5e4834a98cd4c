import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GIFT_FILTERS, GIFT_ORDERS, type Gift, type GiftFilter, type GiftOrder } from '@yuanfen/contract';
import { useMe } from '../../lib/account.queries';
import { currentLanguage } from '../../lib/i18n';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { closeGiftPicker, useGiftPickerStore, type GiftTarget } from './gift-picker.store';
import { useGiftsQuery, useSendGiftMutation } from './gifts.queries';
import './gifts.css';

function GiftTile({ gift, chosen, onChoose }: { gift: Gift; chosen: boolean; onChoose: () => void }) {
  const { t } = useTranslation('gifts');
  return (
    <li>
      <button
        type="button"
        className={chosen ? 'gift-tile gift-tile--chosen' : 'gift-tile'}
        aria-pressed={chosen}
        onClick={onChoose}
        data-testid="gift-tile"
        data-gift-id={gift.id}
      >
        <img className="gift-tile__image" src={gift.thumb} alt="" width={64} height={64} loading="lazy" />
        <span className="gift-tile__name">{gift.name}</span>
        <span className="gift-tile__price">
          {gift.price === 0 ? t('free') : t('gold', { count: gift.price })}
          {gift.vip ? <span className="gift-tile__vip">{t('vip')}</span> : null}
        </span>
      </button>
    </li>
  );
}

/** Spec §4 gift flow, first step: category and sort, then a gift from the grid. */
function Catalogue({ chosen, onChoose }: { chosen: Gift | null; onChoose: (gift: Gift) => void }) {
  const { t } = useTranslation('gifts');
  const [category, setCategory] = useState<GiftFilter>('all');
  const [order, setOrder] = useState<GiftOrder>('popular');
  const gifts = useGiftsQuery(category, order, currentLanguage());
  return (
    <>
      <div className="gift-picker__filters" role="group" aria-label={t('categories')}>
        {GIFT_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className={filter === category ? 'gift-chip gift-chip--on' : 'gift-chip'}
            aria-pressed={filter === category}
            onClick={() => setCategory(filter)}
            data-testid={`gift-filter-${filter}`}
          >
            {t(`filter.${filter}`)}
          </button>
        ))}
      </div>
      <div className="gift-picker__sort" role="group" aria-label={t('sort')}>
        <span className="gift-picker__sort-label">{t('sort')}</span>
        {GIFT_ORDERS.map((value) => (
          <button
            key={value}
            type="button"
            className={value === order ? 'gift-sort gift-sort--on' : 'gift-sort'}
            aria-pressed={value === order}
            onClick={() => setOrder(value)}
            data-testid={`gift-order-${value}`}
          >
            {t(`order.${value}`)}
          </button>
        ))}
      </div>
      {gifts.isPending ? (
        <div className="gift-picker__state">
          <Spinner />
        </div>
      ) : gifts.isError ? (
        <div className="gift-picker__state" role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void gifts.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : gifts.data.length === 0 ? (
        <p className="gift-picker__state">{t('empty')}</p>
      ) : (
        <ul className="gift-picker__grid" data-testid="gift-grid">
          {gifts.data.map((gift) => (
            <GiftTile key={gift.id} gift={gift} chosen={gift.id === chosen?.id} onChoose={() => onChoose(gift)} />
          ))}
        </ul>
      )}
    </>
  );
}

function Chosen({ gift }: { gift: Gift }) {
  const { t } = useTranslation('gifts');
  return (
    <div className="gift-picker__chosen" data-testid="gift-chosen">
      <img src={gift.src} alt="" width={72} height={72} className="gift-picker__chosen-image" />
      <div>
        <p className="gift-picker__chosen-name">{gift.name}</p>
        <p className="gift-picker__chosen-text">{gift.description}</p>
        {gift.vip ? <p className="gift-picker__chosen-vip">{t('vipFree')}</p> : null}
      </div>
    </div>
  );
}

/**
 * The gift picker (spec §2 overlay, §4 flow): pick a category and sort, pick a gift, send, confirm, and
 * it closes. Too little gold (400022) closes it from the global prompt, whose button opens the recharge.
 */
function Picker({ target }: { target: GiftTarget }) {
  const { t } = useTranslation('gifts');
  const me = useMe();
  const [chosen, setChosen] = useState<Gift | null>(null);
  const [confirming, setConfirming] = useState(false);
  const send = useSendGiftMutation();

  const confirm = (gift: Gift) =>
    send.mutate(
      { userId: target.id, giftId: gift.id },
      {
        onSuccess: (message) => {
          target.onSent?.(message);
          closeGiftPicker();
          useUiStore.getState().showToast(t('sent', { gift: gift.name, name: target.name }), 'success');
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <Modal title={t('title', { name: target.name })} onClose={closeGiftPicker} size="medium">
      <div className="gift-picker" data-testid="gift-picker">
        {confirming && chosen ? (
          <div className="gift-picker__confirm" data-testid="gift-confirm">
            <img src={chosen.src} alt="" width={160} height={160} className="gift-picker__confirm-image" />
            <p className="gift-picker__confirm-title">{t('confirmTitle', { gift: chosen.name, name: target.name })}</p>
            <p className="modal__lead">
              {chosen.price === 0 ? t('confirmFree') : t('confirmPaid', { count: chosen.price })}
            </p>
            <div className="modal__actions">
              <button
                type="button"
                className="button button--ghost"
                disabled={send.isPending}
                onClick={() => setConfirming(false)}
              >
                {t('back')}
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={send.isPending}
                onClick={() => confirm(chosen)}
                data-testid="gift-confirm-send"
                data-autofocus
              >
                <Icon name="gift" size={18} />
                {send.isPending ? t('sending') : t('confirm')}
              </button>
            </div>
          </div>
        ) : (
          <>
            <Catalogue chosen={chosen} onChoose={setChosen} />
            {chosen ? <Chosen gift={chosen} /> : null}
            <div className="gift-picker__footer">
              {me ? (
                <span className="gift-picker__balance" data-testid="gift-balance">
                  <Icon name="gold" size={16} />
                  {t('balance', { count: me.balance })}
                </span>
              ) : null}
              <button
                type="button"
                className="button button--primary"
                disabled={!chosen}
                onClick={() => setConfirming(true)}
                data-testid="gift-send"
              >
                {chosen ? t('send') : t('pick')}
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

/** The global gift picker: shown while the UI store says so, for the member the opener named. */
export function GiftPicker() {
  const target = useGiftPickerStore((s) => s.target);
  return target ? <Picker key={target.id} target={target} /> : null;
}
