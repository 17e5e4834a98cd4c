import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../ui/ComingSoon';
import type { TitleKey } from '../../app/route-table';
import { NotFoundPage } from './NotFoundPage';

/** A screen that a later release builds: its real title inside the real layout, and an honest note. */
export function PlannedPage({ title }: { title: TitleKey }) {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  return <ComingSoon title={t(`title.${title}`)} />;
}

const USER_TYPES = [
  'recommend',
  'online',
  'latest',
  'hottest',
  'birthday',
  'search',
  'friend',
  'request',
  'blacklist',
  'ilike',
  'likeme',
  'likemutual',
  'visitor',
] as const;
type UserType = (typeof USER_TYPES)[number];
const isUserType = (value: string | undefined): value is UserType => USER_TYPES.some((type) => type === value);

/** /user/{type}: the thirteen member lists of spec §2. */
export function UserListPage() {
  const { t } = useTranslation(['nav', 'pages', 'common']);
  const { type } = useParams();
  if (!isUserType(type)) return <NotFoundPage />;
  return <ComingSoon title={t(`userType.${type}`)} />;
}
