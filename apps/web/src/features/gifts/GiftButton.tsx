import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@yuanfen/contract';
import { Icon } from '../../ui/Icon';
import { openGiftPicker } from './gift-picker.store';

interface GiftButtonProps {
  userId: number;
  name: string;
  /** `icon`: the chat composer's tool; `button`: a labelled button (profile). */
  variant?: 'icon' | 'button';
  className?: string;
  testId?: string;
  onSent?: (message: ChatMessage) => void;
}

/** Opens the gift picker for a member (spec §4 gift flow). */
export function GiftButton({ userId, name, variant = 'button', className, testId, onSent }: GiftButtonProps) {
  const { t } = useTranslation('gifts');
  const open = () => openGiftPicker({ id: userId, name, onSent });
  if (variant === 'icon') {
    return (
      <button
        type="button"
        className={className ?? 'icon-button'}
        aria-label={t('buttonLabel')}
        title={t('buttonLabel')}
        onClick={open}
        data-testid={testId ?? 'gift-open'}
      >
        <Icon name="gift" size={20} />
      </button>
    );
  }
  return (
    <button type="button" className={className ?? 'button button--secondary'} onClick={open} data-testid={testId}>
      <Icon name="gift" size={18} />
      {t('buttonLabel')}
    </button>
  );
}
