import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATION_JOB_STATES, type AdminSession, type AdminTranslationJob } from '@yuanfen/contract';
import { can } from '../admin-access';
import { formatWhen } from '../format';
import { ListStatus } from '../ListStatus';
import { Pager } from '../Pager';
import { ReleaseDialog } from './TranslatorDialogs';
import { jobStateFrom, pairFrom } from './translators-rules';
import { useTranslationJobs } from './translators.queries';
import { ExportButton } from '../ExportButton';
import { SelectFilter } from '../SelectFilter';
import { Age, Fact, MemberName, Notice, PairFilter, PairName, type Params } from './translator-parts';

function JobCard({
  job,
  session,
  onRelease,
}: {
  job: AdminTranslationJob;
  session: AdminSession;
  onRelease: () => void;
}) {
  const { t, i18n } = useTranslation(['admin']);
  return (
    <article className="admin-report" data-testid="admin-translation-job">
      <header className="admin-head">
        <h2 className="admin-row__title">
          {t('translators.queue.heading', { id: job.id, type: t(`translators.queue.types.${job.type}`) })}{' '}
          <PairName source={job.source} target={job.target} />
        </h2>
        <span className="admin-tag">{t(`translators.queue.states.${job.state}`)}</span>
      </header>
      <dl className="admin-facts">
        <Fact term={t('translators.queue.asked')}>
          <Age iso={job.created_at} />
        </Fact>
        <Fact term={t('translators.queue.chars')}>{job.chars}</Fact>
        <Fact term={t('translators.queue.price')}>{t('translators.gold', { count: job.price })}</Fact>
        <Fact term={t('translators.queue.deadline')}>{formatWhen(job.deadline_at, i18n.language)}</Fact>
        {job.translator ? (
          <Fact term={t('translators.queue.takenBy')} testId="admin-job-translator">
            <MemberName member={job.translator} session={session} />
          </Fact>
        ) : null}
        {job.claimed_at ? (
          <Fact term={t('translators.queue.takenAt')}>{formatWhen(job.claimed_at, i18n.language)}</Fact>
        ) : null}
        {job.answered_at ? (
          <Fact term={t('translators.queue.answeredAt')}>{formatWhen(job.answered_at, i18n.language)}</Fact>
        ) : null}
      </dl>
      {job.can_release && can(session, 'translators.write') ? (
        <div className="admin-actions" role="group" aria-label={t('actions.title')}>
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={onRelease}
            data-testid="admin-job-release"
          >
            {t('translators.queue.release')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

export function QueuePanel({ session, list }: { session: AdminSession; list: Params }) {
  const { t } = useTranslation(['admin']);
  const { params, page, update } = list;
  const state = jobStateFrom(params.get('state'));
  const pair = pairFrom(params.get('pair'));
  const jobs = useTranslationJobs(state, pair, page);
  const [releasing, setReleasing] = useState<AdminTranslationJob | null>(null);
  const [notice, setNotice] = useState('');
  const items = jobs.data?.data ?? [];
  return (
    <>
      <div className="admin-filters" role="group" aria-label={t('translators.filters')}>
        <SelectFilter
          label={t('translators.state')}
          value={state}
          options={TRANSLATION_JOB_STATES}
          optionLabel={(s) => t(`translators.queue.states.${s}`)}
          onChange={(value) => update({ state: value, page: 1 })}
          testId="admin-jobs-state"
        />
        <PairFilter params={params} update={update} />
      </div>
      <p className="muted admin-translators__note">{t('translators.queue.note')}</p>
      <Notice text={notice} />
      <ExportButton list="translationJobs" filter={{ state, pair: pair ?? undefined }} />
      <ListStatus query={jobs} empty={items.length === 0} emptyText={t('translators.queue.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('translators.tabs.queue')} data-testid="admin-translation-jobs">
          {items.map((job) => (
            <li key={job.id}>
              <JobCard job={job} session={session} onRelease={() => setReleasing(job)} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager page={page} nextPage={jobs.data?.next_page} busy={jobs.isFetching} onPage={(p) => update({ page: p })} />
      {releasing ? (
        <ReleaseDialog
          job={releasing}
          onClose={() => setReleasing(null)}
          onDone={() => {
            setNotice(t('translators.done.release', { id: releasing.id }));
            setReleasing(null);
          }}
        />
      ) : null}
    </>
  );
}
