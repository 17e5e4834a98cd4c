import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useUpdateFriendMutation } from './relations.queries';

const REMARK_MAX = 50;

/** A private note about a friend (spec §3 "remark"); empty clears it. */
export function RemarkDialog(props: { userId: number; name: string; remark: string | null; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const [text, setText] = useState(props.remark ?? '');
  const update = useUpdateFriendMutation();
  return (
    <Modal title={t('friend.remarkTitle', { name: props.name })} onClose={props.onClose}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ user_id: props.userId, remark: text.trim() || null }, { onSuccess: () => props.onClose() });
        }}
      >
        <Field
          label={t('friend.remark')}
          hint={t('friend.remarkHint')}
          value={text}
          maxLength={REMARK_MAX}
          data-autofocus
          data-testid="remark-input"
          onChange={(event) => setText(event.target.value)}
        />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={props.onClose}>
            {t('common:actions.cancel')}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={update.isPending}
            data-testid="remark-save"
          >
            {t('common:actions.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
