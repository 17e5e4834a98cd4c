import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsOperator } from './operator.queries';

/** The account menu's entry to the console, for operators only (its own chunk: members never load it). */
export function ConsoleMenuItem() {
  const { t } = useTranslation(['nav']);
  if (!useIsOperator()) return null;
  return (
    <li>
      <Link to="/admin" data-testid="menu-admin">
        {t('title.admin')}
      </Link>
    </li>
  );
}
