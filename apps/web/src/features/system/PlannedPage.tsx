import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../ui/ComingSoon';
import type { TitleKey } from '../../lib/title-key';

/** A screen that a later release builds: its real title inside the real layout, and an honest note. */
export function PlannedPage({ title }: { title: TitleKey }) {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  return <ComingSoon title={t(`title.${title}`)} />;
}
