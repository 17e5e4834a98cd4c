import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

/** A yes/no question before an action that is hard to take back. */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  confirm: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['common']);
  return (
    <Modal title={props.title} onClose={props.onClose} role="alertdialog">
      <div className="modal__message">{props.children}</div>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={props.onClose}>
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={props.busy}
          data-testid="confirm-yes"
          onClick={props.onConfirm}
        >
          {props.confirm}
        </button>
      </div>
    </Modal>
  );
}
