import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';

/**
 * What a console list shows besides its rows: a spinner while the first page loads, the failure with a
 * way to try again, and the list's own "nothing here" text when it came back empty.
 */
export function ListStatus({
  query,
  empty,
  emptyText,
}: {
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; refetch: () => unknown };
  empty: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation(['admin']);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <p className="form__alert" role="alert">
        {t('loadFailed')}{' '}
        <button type="button" className="link" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  return query.isSuccess && empty ? <p className="muted">{emptyText}</p> : null;
}
