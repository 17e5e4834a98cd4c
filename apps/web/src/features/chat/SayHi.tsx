import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@yuanfen/contract';
import { Modal } from '../../ui/Modal';
import { RichText } from '../../ui/RichText';
import { SafeImage } from '../photos';
import { useMessageTemplateQuery, useSayHiMutation } from './chat.queries';

function SayHiModal({
  userId,
  name,
  template,
  onClose,
}: {
  userId: number;
  name: string;
  template: MessageTemplate;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const sayHi = useSayHiMutation(userId);
  return (
    <Modal title={t('sayHi.title', { name })} onClose={onClose}>
      <div className="say-hi" data-testid="say-hi-modal">
        {template.hi_photo ? <SafeImage src={template.hi_photo} alt="" className="say-hi__photo" /> : null}
        {template.hi_content ? <RichText text={template.hi_content} className="say-hi__text" /> : null}
      </div>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('sayHi.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={sayHi.isPending}
          data-testid="say-hi-send"
          onClick={() => sayHi.mutate(undefined, { onSuccess: onClose })}
        >
          {sayHi.isPending ? t('sayHi.sending') : t('sayHi.send')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * An empty conversation offers the member's say-hi message (spec §5: only when it has text or a photo);
 * without one, a link to write it.
 */
export function SayHiOffer({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const template = useMessageTemplateQuery(userId, true).data;
  if (!template) return null;
  return (
    <div className="say-hi-offer" data-testid="say-hi-offer">
      <p>{t('sayHi.lead', { name })}</p>
      {template.available ? (
        <button
          type="button"
          className="button button--secondary button--small"
          data-testid="say-hi-open"
          onClick={() => setOpen(true)}
        >
          {t('sayHi.button')}
        </button>
      ) : (
        <Link to="/setting/sayhi" className="link" data-testid="say-hi-setup">
          {t('sayHi.setup')}
        </Link>
      )}
      {open ? <SayHiModal userId={userId} name={name} template={template} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
