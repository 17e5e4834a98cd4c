import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallArgs } from '@yuanfen/contract';
import { Api } from '@yuanfen/contract/routes';
import { api } from '../../lib/api';
import { actionErrorKey } from './action-error';
import { exportFileName, exportFilters } from './export-rules';
import './export.css';

type ExportList = keyof typeof Api.adminExport;

/** Saves a Blob under a name, through a temporary link (the file never opens in a tab). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Export CSV" of a console list with the filters on screen (all pages). The server checks the list's
 * permission and audits the export; a refusal is said next to the button.
 */
export function ExportButton<L extends ExportList>({
  list,
  filter,
}: {
  list: L;
  filter: NonNullable<CallArgs<(typeof Api.adminExport)[L]>['query']>;
}) {
  const { t } = useTranslation(['admin']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async () => {
    setBusy(true);
    setError('');
    try {
      const endpoint = Api.adminExport[list] as (typeof Api.adminExport)['users'];
      const blob = await api.download(endpoint, { query: exportFilters(filter) as never });
      save(blob, exportFileName(list, new Date()));
    } catch (cause) {
      setError(t(actionErrorKey(cause)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-export">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void run()}
        data-testid="admin-export"
      >
        {busy ? t('export.busy') : t('export.button')}
      </button>
      {error ? (
        <p className="form__alert" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
