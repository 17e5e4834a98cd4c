import { useTranslation } from 'react-i18next';
import type { MessageGift } from '@yuanfen/contract';
import './gifts.css';

/** A gift in the conversation: its picture and name, for both sides. */
export function GiftCard({ gift, sent }: { gift: MessageGift | null; sent: boolean }) {
  const { t } = useTranslation('gifts');
  const caption = sent ? t('card.mine') : t('card.theirs');
  return (
    <figure className="gift-card" data-testid="gift-card" data-gift-id={gift?.id}>
      {gift ? <img className="gift-card__image" src={gift.src} alt="" width={120} height={120} loading="lazy" /> : null}
      <figcaption className="gift-card__caption">
        <strong className="gift-card__name">{gift?.name ?? t('card.unknown')}</strong>
        <span className="gift-card__note">{caption}</span>
      </figcaption>
    </figure>
  );
}
