import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMemberRef, AdminQualityReport, AdminTranslationJob, QualityDecision } from '@yuanfen/contract';
import { isApiError } from '../../../lib/api';
import { Field } from '../../../ui/Field';
import { ActionDialog, ReasonField } from '../ActionDialog';
import { actionErrorKey } from '../action-error';
import { validReason } from '../reason';
import { parsePairs } from './translators-rules';
import { useDecideQuality, useReleaseJob, useSaveTranslator, useTranslatorCandidates } from './translators.queries';

/** The refusal a write met: 409 (someone else acted first) has its own text. */
function useWriteError(error: unknown) {
  const { t } = useTranslation(['admin']);
  if (!error) return undefined;
  return isApiError(error) && error.status === 409 ? t('translators.errors.conflict') : t(actionErrorKey(error));
}

/** The pairs field and its validation, shared by appointing and changing pairs. */
function usePairsField(initial: string) {
  const { t } = useTranslation(['admin']);
  const [text, setText] = useState(initial);
  const [shown, setShown] = useState(false);
  const { pairs, bad } = parsePairs(text);
  const error = !shown
    ? undefined
    : bad.length > 0
      ? t('translators.dialog.badPairs', { pairs: bad.join(', ') })
      : pairs.length === 0
        ? t('translators.dialog.needPair')
        : undefined;
  const field = (
    <Field
      label={t('translators.dialog.pairs')}
      hint={t('translators.dialog.pairsHint')}
      error={error}
      value={text}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => {
        setText(event.target.value);
        setShown(false);
      }}
      data-testid="admin-translator-pairs"
    />
  );
  /** The pairs to send, or null after showing why they cannot be. */
  const take = () => {
    setShown(true);
    return bad.length === 0 && pairs.length > 0 ? pairs : null;
  };
  return { field, take };
}

/** Finds a member by name or e-mail and makes them a translator of the pairs typed. */
export function AppointDialog({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (name: string, pairs: string[]) => void;
}) {
  const { t } = useTranslation(['admin']);
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState('');
  const [chosen, setChosen] = useState<AdminMemberRef | null>(null);
  const [needMember, setNeedMember] = useState(false);
  const candidates = useTranslatorCandidates(asked);
  const { field, take } = usePairsField('');
  const save = useSaveTranslator();
  const error = useWriteError(save.error);
  const submit = () => {
    const pairs = take();
    if (!chosen) setNeedMember(true);
    if (!chosen || !pairs) return;
    save.mutate({ id: chosen.id, active: true, pairs }, { onSuccess: () => onDone(chosen.name, pairs) });
  };
  const found = candidates.data?.data ?? [];
  return (
    <ActionDialog
      title={t('translators.dialog.appointTitle')}
      submit={t('translators.dialog.grant')}
      busy={save.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="admin-translators__search">
        <Field
          label={t('translators.dialog.search')}
          hint={t('translators.dialog.searchHint')}
          value={q}
          type="search"
          autoComplete="off"
          onChange={(event) => setQ(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              setAsked(q.trim());
            }
          }}
          data-testid="admin-translator-search"
        />
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setAsked(q.trim())}
          data-testid="admin-translator-find"
        >
          {t('translators.dialog.find')}
        </button>
      </div>
      {asked && candidates.isSuccess && found.length === 0 ? (
        <p className="muted">{t('translators.dialog.noMatch')}</p>
      ) : null}
      {found.length > 0 ? (
        <fieldset className="admin-translators__candidates">
          <legend className="field__label">{t('translators.dialog.choose')}</legend>
          {found.map(({ member, translator }) => (
            <label key={member.id} className="admin-translators__candidate">
              <input
                type="radio"
                name="candidate"
                checked={chosen?.id === member.id}
                onChange={() => {
                  setChosen(member);
                  setNeedMember(false);
                }}
                data-testid="admin-translator-candidate"
              />
              <span>
                {member.name || t('members.id', { id: member.id })}
                {translator ? (
                  <span className="muted">
                    {' · '}
                    {translator.active
                      ? t('translators.dialog.current', { pairs: translator.pairs.join(', ') })
                      : t('translators.dialog.former')}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {needMember ? (
        <p className="field__error" role="alert">
          {t('translators.dialog.needMember')}
        </p>
      ) : null}
      {field}
    </ActionDialog>
  );
}

/** Changes a translator's pairs, or grants a former translator the role again with them. */
export function PairsDialog({
  member,
  pairs,
  restore,
  onClose,
  onDone,
}: {
  member: AdminMemberRef;
  pairs: string[];
  restore: boolean;
  onClose: () => void;
  onDone: (pairs: string[]) => void;
}) {
  const { t } = useTranslation(['admin']);
  const { field, take } = usePairsField(pairs.join(', '));
  const save = useSaveTranslator();
  const error = useWriteError(save.error);
  const submit = () => {
    const next = take();
    if (next) save.mutate({ id: member.id, active: true, pairs: next }, { onSuccess: () => onDone(next) });
  };
  return (
    <ActionDialog
      title={t(restore ? 'translators.dialog.restoreTitle' : 'translators.dialog.editTitle', { name: member.name })}
      submit={t(restore ? 'translators.dialog.grant' : 'translators.dialog.save')}
      busy={save.isPending}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      {field}
    </ActionDialog>
  );
}

export function RevokeDialog({
  member,
  onClose,
  onDone,
}: {
  member: AdminMemberRef;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin']);
  const save = useSaveTranslator();
  const error = useWriteError(save.error);
  return (
    <ActionDialog
      title={t('translators.dialog.revokeTitle', { name: member.name })}
      submit={t('translators.people.revoke')}
      danger
      busy={save.isPending}
      error={error}
      onSubmit={() => save.mutate({ id: member.id, active: false }, { onSuccess: () => onDone() })}
      onClose={onClose}
    >
      <p>{t('translators.dialog.revokeText', { name: member.name })}</p>
    </ActionDialog>
  );
}

export function ReleaseDialog({
  job,
  onClose,
  onDone,
}: {
  job: AdminTranslationJob;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin']);
  const release = useReleaseJob();
  const error = useWriteError(release.error);
  const [reason, setReason] = useState('');
  return (
    <ActionDialog
      title={t('translators.queue.releaseTitle', { id: job.id })}
      submit={t('translators.queue.release')}
      busy={release.isPending}
      error={error}
      onSubmit={() =>
        release.mutate({ id: job.id, action: 'release', reason: validReason(reason) }, { onSuccess: () => onDone() })
      }
      onClose={onClose}
    >
      <p>{t('translators.queue.releaseText', { name: job.translator?.name ?? '' })}</p>
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

export function QualityDialog({
  report,
  decision,
  onClose,
  onDone,
}: {
  report: AdminQualityReport;
  decision: QualityDecision;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin']);
  const decide = useDecideQuality();
  const error = useWriteError(decide.error);
  const [reason, setReason] = useState('');
  const translator = report.job.translator?.name || t('translators.quality.unknownTranslator');
  return (
    <ActionDialog
      title={t(`translators.quality.${decision}Title`, { id: report.id })}
      submit={t(`translators.quality.${decision}`)}
      busy={decide.isPending}
      error={error}
      onSubmit={() =>
        decide.mutate({ id: report.id, decision, reason: validReason(reason) }, { onSuccess: () => onDone() })
      }
      onClose={onClose}
    >
      <p>
        {t(`translators.quality.${decision}Text`, {
          name: report.reporter.name,
          count: report.job.price,
          translator,
        })}
      </p>
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
