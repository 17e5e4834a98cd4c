import { useTranslation } from 'react-i18next';
import type { TranslatableType } from '@yuanfen/contract';
import { useUiStore } from '../../lib/ui-store';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useMe } from '../../lib/account.queries';
import { languageName } from './language-names';
import { useAskMutation, useProgressQuery, useTranslationSettings } from './translation.queries';

/** The dialog behind "Ask a translator" (AskTranslator.tsx loads it when opened). */
export function AskDialog(props: { type: TranslatableType; id: number; source: string; onClose: () => void }) {
  const { type, id, source, onClose } = props;
  const { t, i18n } = useTranslation('translation');
  const me = useMe();
  const progress = useProgressQuery(type, id, true);
  const settings = useTranslationSettings().data;
  const ask = useAskMutation();
  const request = progress.data?.request;
  const price = progress.data?.price ?? 0;
  const balance = me?.balance ?? 0;
  const name = (code: string) => languageName(code, i18n.language);
  const target = me?.language ?? i18n.language;

  const body = () => {
    if (progress.isPending) return <Spinner />;
    if (request && request.status !== 'expired') {
      return (
        <div className="ask-dialog__status" role="status" data-testid="ask-dialog-status" data-status={request.status}>
          <p>{t(`ask.status.${request.status}`)}</p>
          {request.status === 'done' && request.translate ? (
            <p className="ask-dialog__answer">{request.translate}</p>
          ) : null}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('ask.close')}
          </button>
        </div>
      );
    }
    return (
      <div className="ask-dialog">
        {request?.status === 'expired' ? <p className="ask-dialog__note">{t('ask.status.expired')}</p> : null}
        <p>{t('ask.intro', { source: name(source), target: name(target) })}</p>
        <p className="ask-dialog__price" data-testid="ask-price">
          {t('ask.price', { count: price })}
        </p>
        <p className="ask-dialog__hint">{t('ask.hold', { minutes: settings?.human_deadline_minutes ?? 60 })}</p>
        <p className="ask-dialog__hint">{t('ask.balance', { count: balance })}</p>
        <div className="ask-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('ask.cancel')}
          </button>
          {balance < price ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                onClose();
                useUiStore.getState().openPay('recharge');
              }}
            >
              {t('ask.recharge')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary"
              disabled={ask.isPending}
              onClick={() => ask.mutate({ type, id })}
              data-testid="ask-confirm"
            >
              {request?.status === 'expired' ? t('ask.askAgain') : t('ask.confirm', { count: price })}
            </button>
          )}
        </div>
      </div>
    );
  };
  return (
    <Modal title={t('ask.title')} onClose={onClose}>
      <div data-testid="ask-dialog">{body()}</div>
    </Modal>
  );
}
