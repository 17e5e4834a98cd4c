import { useTranslation } from 'react-i18next';
import type { PullState } from './use-pull-to-refresh';

/** The strip above the feed that grows while pulling and says what letting go will do. */
export function PullIndicator({ distance, state }: { distance: number; state: PullState }) {
  const { t } = useTranslation('feed');
  if (state === 'idle') return null;
  const label = state === 'refreshing' ? t('pull.refreshing') : state === 'ready' ? t('pull.release') : t('pull.pull');
  return (
    <div className="pull-indicator" style={{ height: distance }} role="status" data-testid="pull-indicator">
      <span className={`pull-indicator__mark pull-indicator__mark--${state}`} aria-hidden="true">
        ↓
      </span>
      <span>{label}</span>
    </div>
  );
}
