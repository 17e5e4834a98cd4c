import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminReport, ReportDecision } from '@yuanfen/contract';
import { useDecideReport } from '../admin.queries';
import { ActionDialog, ReasonField } from '../ActionDialog';
import { actionErrorKey } from '../action-error';
import { validReason } from '../reason';

export type Decision = ReportDecision;

/** Confirms a decision on a report, with an optional reason; the server tells the reporter. */
export function DecisionDialog({
  report,
  decision,
  onClose,
  onDone,
}: {
  report: AdminReport;
  decision: Decision;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin']);
  const decide = useDecideReport();
  const [reason, setReason] = useState('');
  const submit = () =>
    decide.mutate({ id: report.id, decision, reason: validReason(reason) }, { onSuccess: () => onDone() });
  return (
    <ActionDialog
      title={t('reports.confirmTitle', { decision: t(`reports.decisions.${decision}`), id: report.id })}
      submit={t(`reports.decisions.${decision}`)}
      danger={decision === 'suspend' || decision === 'ban'}
      busy={decide.isPending}
      error={decide.isError ? t(actionErrorKey(decide.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t(`reports.explain.${decision}`)}</p>
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
