import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, RefusalReason } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';
import { useMe } from '../../lib/account.queries';
import { openPhotoViewer, type SecretPayRequest } from './photo-overlays.store';
import { errorText } from '../system';
import { refreshPhotoPrices, usePayUpload } from './photos.queries';
import { SafeImage } from './SafeImage';
import './photo-overlays.css';

/**
 * The secret-photo pay overlay (spec §2, §4): the blurred preview, its price and the balance. Paying
 * unlocks the photo everywhere it is cached, updates the balance and opens the viewer on the original.
 */
export function SecretPhotoPayDialog({ request, onClose }: { request: SecretPayRequest; onClose: () => void }) {
  const { t } = useTranslation(['photos', 'common']);
  const me = useMe();
  const pay = usePayUpload();
  const { upload } = request;
  const [refusal, setRefusal] = useState<string | null>(null);

  const buy = () =>
    pay.mutate(
      // The price shown goes along: if the owner changed it meanwhile, the server charges nothing.
      { upload_id: upload.id, related_id: request.relatedId, type: request.type, price: upload.price ?? undefined },
      {
        onSuccess: (paid) => {
          request.onPaid?.(paid);
          onClose();
          openPhotoViewer([{ id: paid.photo.id, url: paid.photo.url, thumb: paid.photo.thumb }]);
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          // The recharge prompt takes over; this dialog would only sit behind it.
          if (error.code === ErrorCode.NotEnoughGold) onClose();
          if (error.code !== ErrorCode.ValidationFailed) return;
          const priceChanged = error.reason === RefusalReason.PriceChanged;
          setRefusal(priceChanged ? t('pay.priceChanged') : errorText(error));
          void refreshPhotoPrices();
        },
      },
    );

  return (
    <Modal title={t('pay.title')} onClose={onClose}>
      <div className="secret-pay" data-testid="secret-pay">
        <div className="secret-pay__preview">
          <SafeImage src={upload.thumb} alt={t('pay.preview')} className="secret-pay__image" />
          <span className="secret-pay__lock" aria-hidden="true">
            <Icon name="shield" size={28} />
          </span>
        </div>
        <p className="modal__lead">{t('pay.body')}</p>
        <dl className="secret-pay__facts">
          <div>
            <dt>{t('pay.price')}</dt>
            <dd data-testid="secret-pay-price">
              {upload.price === null ? t('pay.priceUnknown') : t('gold', { count: upload.price })}
            </dd>
          </div>
          {me ? (
            <div>
              <dt>{t('pay.balance')}</dt>
              <dd data-testid="secret-pay-balance">{t('gold', { count: me.balance })}</dd>
            </div>
          ) : null}
        </dl>
        {refusal ? (
          <p className="field__error" role="alert" data-testid="secret-pay-refusal">
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
          disabled={pay.isPending || refusal !== null}
          onClick={buy}
          data-testid="secret-pay-confirm"
          data-autofocus
        >
          <Icon name="gold" size={18} />
          {pay.isPending ? t('pay.paying') : t('pay.confirm')}
        </button>
      </div>
    </Modal>
  );
}
