import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode, RefusalReason, type ContactField, type ContactRecord } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { useMe } from '../../lib/account.queries';
import { useUiStore } from '../../lib/ui-store';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { ReportDialog } from '../report';
import { detailsOf } from './contact-form';
import { refreshContactOffer, useBuyContact, useContactOffer } from './contact.queries';
import './contact.css';

interface Owner {
  id: number;
  name: string;
}

/** The buy question: the price, the balance, and the button that pays. */
function BuyDialog({ owner, price, onClose }: { owner: Owner; price: number; onClose: () => void }) {
  const { t } = useTranslation(['contact', 'common']);
  const me = useMe();
  const buy = useBuyContact(owner.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = () =>
    buy.mutate(price, {
      onSuccess: () => {
        useUiStore.getState().showToast(t('card.boughtToast'), 'success');
        onClose();
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        // The recharge (400022) and upgrade (400060) prompts take over; this dialog would sit behind them.
        if (error.code !== ErrorCode.ValidationFailed) return onClose();
        setRefusal(error.reason === RefusalReason.PriceChanged ? t('card.priceChanged') : t('card.failed'));
        void refreshContactOffer(owner.id);
      },
    });
  return (
    <Modal title={t('card.confirmTitle', { name: owner.name })} onClose={onClose}>
      <div className="stack stack--tight" data-testid="contact-buy-dialog">
        <p className="modal__message">{t('card.confirmBody', { price, name: owner.name })}</p>
        {me ? <p className="contact-card__balance">{t('card.balance', { balance: me.balance })}</p> : null}
        {refusal ? (
          <p className="field__error" role="alert" data-testid="contact-buy-refusal">
            {refusal}
          </p>
        ) : null}
      </div>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('common:actions.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={buy.isPending || refusal !== null}
          data-testid="contact-buy-confirm"
          data-autofocus
          onClick={confirm}
        >
          <Icon name="gold" size={18} />
          {buy.isPending ? t('card.buying') : t('card.buy', { price })}
        </button>
      </div>
    </Modal>
  );
}

/** The bought details, each with a copy button. */
function Details({ record }: { record: ContactRecord }) {
  const { t } = useTranslation(['contact']);
  const label = (field: ContactField) => t(`settings.${field}`);
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      useUiStore.getState().showToast(t('card.copied'), 'success');
    } catch {
      useUiStore.getState().showToast(t('card.copyFailed'));
    }
  };
  return (
    <dl className="contact-card__details" data-testid="contact-details">
      {detailsOf(record).map(({ field, value }) => (
        <div key={field} className="contact-card__detail" data-field={field}>
          <dt>{label(field)}</dt>
          <dd>
            <span className="contact-card__value" data-testid={`contact-value-${field}`}>
              {value}
            </span>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={t('card.copy', { field: label(field) })}
              onClick={() => void copy(value)}
            >
              {t('card.copyShort')}
            </button>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "Contact details" on a member's profile (issue 18): shown when the member sells them. VIP and paying
 * viewers see the price and buy once; after that the details show. Others see why, and the way to VIP.
 */
export function ContactCard({ owner }: { owner: Owner }) {
  const { t } = useTranslation(['contact', 'report']);
  const offer = useContactOffer(owner.id, true);
  const [dialog, setDialog] = useState<'buy' | 'report' | null>(null);
  const error = offer.error;
  const needsVip = isApiError(error) && error.code === ErrorCode.ContactNeedsVip;
  const record = offer.data;
  if (!needsVip && !record?.allow) return null;

  return (
    <section
      className="card contact-card"
      aria-labelledby="contact-card-title"
      data-testid="contact-card"
      data-state={needsVip ? 'upgrade' : record?.locked ? 'locked' : 'unlocked'}
    >
      <h2 id="contact-card-title" className="card__title">
        {t('card.title')}
      </h2>
      {needsVip ? (
        <div className="contact-card__body">
          <p>{t('card.upgrade', { name: owner.name })}</p>
          <Link to="/vip" className="button button--primary" data-testid="contact-upgrade">
            <Icon name="crown" size={18} />
            {t('card.upgradeAction')}
          </Link>
        </div>
      ) : record?.locked ? (
        <div className="contact-card__body">
          <p>{t('card.locked', { name: owner.name, price: record.price })}</p>
          <button
            type="button"
            className="button button--primary"
            data-testid="contact-buy"
            onClick={() => setDialog('buy')}
          >
            <Icon name="gold" size={18} />
            {t('card.buy', { price: record.price })}
          </button>
        </div>
      ) : record ? (
        <div className="contact-card__body">
          <p className="contact-card__note">{t('card.bought')}</p>
          <Details record={record} />
        </div>
      ) : null}
      <button
        type="button"
        className="link link--muted contact-card__report"
        aria-label={t('card.reportTitle', { name: owner.name })}
        data-testid="contact-report"
        onClick={() => setDialog('report')}
      >
        {t('report:action')}
      </button>
      {dialog === 'buy' && record ? (
        <BuyDialog owner={owner} price={record.price} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'report' ? (
        <ReportDialog
          type="contact"
          relatedId={owner.id}
          subject={owner.name}
          title={t('card.reportTitle', { name: owner.name })}
          // A reported offer is hidden from its reporter at once (the server answers it as not for sale).
          onReported={() => refreshContactOffer(owner.id)}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
