import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslatableType } from '@yuanfen/contract';
import { ReportDialog } from '../report';
import { applyTranslation, useProgressQuery } from './translation.queries';

/**
 * A human translation the member asked for can be reported (spec §3 report kind `translation`): the
 * report names the request, which the member's progress tells.
 */
export function ReportTranslation({ type, id }: { type: TranslatableType; id: number }) {
  const { t } = useTranslation('translation');
  const [open, setOpen] = useState(false);
  const request = useProgressQuery(type, id, true).data?.request;
  if (!request || request.status !== 'done') return null;
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)} data-testid="report-translation">
        {t('report.action')}
      </button>
      {open ? (
        <ReportDialog
          type="translation"
          relatedId={request.id}
          subject={t('report.title')}
          title={t('report.title')}
          // The reported translation is hidden from its reporter at once: the original shows again.
          onReported={() =>
            applyTranslation(type, id, {
              lang: request.source,
              translate: null,
              translate_status: 'none',
              translate_engine: null,
            })
          }
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
