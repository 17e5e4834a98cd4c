import { useTranslation } from 'react-i18next';

/** Previous / next for a list paged by number (`next_page` −1: the last page). */
export function Pager({
  page,
  nextPage,
  onPage,
  busy,
}: {
  page: number;
  nextPage: number | undefined;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation(['admin']);
  const hasNext = nextPage !== undefined && nextPage !== -1;
  if (page <= 1 && !hasNext) return null;
  return (
    <nav className="admin-pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span aria-current="page">{t('pager.page', { page })}</span>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={!hasNext || busy}
        onClick={() => onPage(page + 1)}
        data-testid="admin-pager-next"
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
