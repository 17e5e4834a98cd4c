import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WARNING_CATEGORIES, type AdminReport, type ReportDecision, type WarningCategory } from '@yuanfen/contract';
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
  const [category, setCategory] = useState<WarningCategory>('spam');
  const submit = () =>
    decide.mutate(
      { id: report.id, decision, reason: validReason(reason), ...(decision === 'warn' ? { category } : {}) },
      { onSuccess: () => onDone() },
    );
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
      {decision === 'warn' ? (
        <label className="field">
          <span className="field__label">{t('warning.category')}</span>
          <select
            className="input"
            value={category}
            onChange={(event) => setCategory(event.target.value as WarningCategory)}
            data-testid="admin-warning-category"
          >
            {WARNING_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`warning.categories.${value}`)}
              </option>
            ))}
          </select>
          <span className="field__hint">{t('warning.hint')}</span>
        </label>
      ) : null}
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
