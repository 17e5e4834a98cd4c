import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  QUALITY_REPORT_STATES,
  TRANSLATION_JOB_STATES,
  TRANSLATOR_STATES,
  type AdminMemberRef,
  type AdminQualityReport,
  type AdminSession,
  type AdminTranslationJob,
  type AdminTranslator,
  type QualityDecision,
} from '@yuanfen/contract';
import { Tabs } from '../../../ui/Tabs';
import { languageName } from '../../translation/language-names';
import { can } from '../admin-access';
import { formatWhen } from '../format';
import { ListStatus } from '../ListStatus';
import { Pager } from '../Pager';
import { useListParams } from '../use-page-param';
import { AppointDialog, PairsDialog, QualityDialog, ReleaseDialog, RevokeDialog } from './TranslatorDialogs';
import {
  ageOf,
  jobStateFrom,
  monthFrom,
  pairFrom,
  qualityStateFrom,
  shiftMonth,
  tabFrom,
  translatorStateFrom,
  TRANSLATOR_TABS,
  type TranslatorTab,
} from './translators-rules';
import { useQualityReports, useTranslationJobs, useTranslatorPay, useTranslators } from './translators.queries';
import './translators.css';
import { ExportButton } from '../ExportButton';
import { SelectFilter } from '../SelectFilter';

type Params = ReturnType<typeof useListParams>;

/** A language pair in the interface language: "German → Japanese". */
function PairName({ source, target }: { source: string | null; target: string }) {
  const { t, i18n } = useTranslation(['admin']);
  const name = (code: string | null) => (code ? languageName(code, i18n.language) : t('translators.autoLanguage'));
  return (
    <span className="admin-translators__pair" title={`${source ?? 'auto'}-${target}`}>
      {t('translators.pairName', { from: name(source), to: name(target) })}
    </span>
  );
}

const splitPair = (pair: string) => ({ source: pair.slice(0, 2), target: pair.slice(3) });

/** The member's name, a link to their page for operators who may open it. */
function MemberName({ member, session }: { member: AdminMemberRef; session: AdminSession }) {
  const { t } = useTranslation(['admin']);
  const name = member.name || t('members.id', { id: member.id });
  return can(session, 'users.read') ? (
    <Link to={`/admin/members/${member.id}`} className="link">
      {name}
    </Link>
  ) : (
    <>{name}</>
  );
}

function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** "3 hours ago", in the interface language. */
function Age({ iso }: { iso: string }) {
  const { i18n } = useTranslation(['admin']);
  const { value, unit } = ageOf(iso, new Date());
  const locale = i18n.language === 'tw' ? 'zh-TW' : i18n.language === 'zh' ? 'zh-CN' : i18n.language;
  return <time dateTime={iso}>{new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-value, unit)}</time>;
}

/** The pair filter: typed, applied with its button (or Enter), kept in the URL. */
function PairFilter({ params, update }: Pick<Params, 'params' | 'update'>) {
  const { t } = useTranslation(['admin']);
  const [text, setText] = useState(params.get('pair') ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({ pair: pairFrom(text) ?? '', page: 1 });
  };
  return (
    <form className="admin-translators__pair-filter" onSubmit={apply}>
      <label>
        {t('translators.pair')}
        <input
          className="input"
          value={text}
          placeholder={t('translators.pairPlaceholder')}
          size={8}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
          data-testid="admin-translators-pair"
        />
      </label>
      <button type="submit" className="button button--secondary button--small">
        {t('translators.apply')}
      </button>
    </form>
  );
}

/** One live region, there before a notice is written into it, so screen readers announce it. */
const Notice = ({ text }: { text: string }) => (
  <p role="status" className={text ? 'admin-notice admin-notice--ok' : 'visually-hidden'} data-testid="admin-notice">
    {text}
  </p>
);

// ---- translators ----

function TranslatorCard({
  item,
  session,
  onEdit,
  onRevoke,
}: {
  item: AdminTranslator;
  session: AdminSession;
  onEdit: () => void;
  onRevoke: () => void;
}) {
  const { t, i18n } = useTranslation(['admin']);
  const canWrite = can(session, 'translators.write');
  return (
    <article className="admin-report" data-testid="admin-translator">
      <header className="admin-head">
        <h2 className="admin-row__title">
          <MemberName member={item.member} session={session} />
        </h2>
        <span className={`admin-tag ${item.active ? 'admin-tag--active' : ''}`}>
          {t(`translators.states.${item.active ? 'active' : 'revoked'}`)}
        </span>
      </header>
      <ul className="admin-translators__pairs" aria-label={t('translators.people.pairs')} role="list">
        {item.pairs.map((pair) => (
          <li key={pair}>
            <PairName {...splitPair(pair)} />
          </li>
        ))}
      </ul>
      <dl className="admin-facts">
        <Fact term={t('translators.people.done')}>{item.done}</Fact>
        <Fact term={t('translators.people.open')}>{item.open_jobs}</Fact>
        <Fact term={t('translators.people.earned')}>{t('translators.gold', { count: item.earned })}</Fact>
        <Fact term={t('translators.people.upheld')} testId="admin-translator-upheld">
          {item.upheld}
        </Fact>
        <Fact term={t('translators.people.since')}>{formatWhen(item.since, i18n.language)}</Fact>
      </dl>
      {canWrite ? (
        <div className="admin-actions" role="group" aria-label={t('actions.title')}>
          <button type="button" className="button button--small button--secondary" onClick={onEdit}>
            {t(item.active ? 'translators.people.edit' : 'translators.people.restore')}
          </button>
          {item.active ? (
            <button type="button" className="button button--small button--danger" onClick={onRevoke}>
              {t('translators.people.revoke')}
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function PeoplePanel({ session, list }: { session: AdminSession; list: Params }) {
  const { t } = useTranslation(['admin']);
  const { params, page, update } = list;
  const state = translatorStateFrom(params.get('state'));
  const pair = pairFrom(params.get('pair'));
  const q = params.get('q') ?? '';
  const [name, setName] = useState(q);
  const people = useTranslators(state, pair, q, page);
  const [dialog, setDialog] = useState<{ kind: 'appoint' } | { kind: 'edit' | 'revoke'; item: AdminTranslator } | null>(
    null,
  );
  const [notice, setNotice] = useState('');
  const items = people.data?.data ?? [];
  return (
    <>
      <div className="admin-filters" role="group" aria-label={t('translators.filters')}>
        <SelectFilter
          label={t('translators.state')}
          value={state}
          options={TRANSLATOR_STATES}
          optionLabel={(s) => t(`translators.states.${s}`)}
          onChange={(value) => update({ state: value, page: 1 })}
          testId="admin-translators-state"
        />
        <form
          className="admin-translators__pair-filter"
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: name.trim(), page: 1 });
          }}
        >
          <label>
            {t('translators.name')}
            <input
              className="input"
              type="search"
              value={name}
              onChange={(event) => setName(event.target.value)}
              data-testid="admin-translators-name"
            />
          </label>
          <button type="submit" className="button button--secondary button--small">
            {t('translators.apply')}
          </button>
        </form>
        <PairFilter params={params} update={update} />
      </div>
      {can(session, 'translators.write') ? (
        <button
          type="button"
          className="button button--primary admin-translators__appoint"
          onClick={() => setDialog({ kind: 'appoint' })}
          data-testid="admin-translators-appoint"
        >
          {t('translators.people.appoint')}
        </button>
      ) : null}
      <Notice text={notice} />
      <ExportButton list="translators" filter={{ state, pair: pair ?? undefined, q: q || undefined }} />
      <ListStatus query={people} empty={items.length === 0} emptyText={t('translators.people.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('translators.tabs.people')} data-testid="admin-translators">
          {items.map((item) => (
            <li key={item.member.id}>
              <TranslatorCard
                item={item}
                session={session}
                onEdit={() => setDialog({ kind: 'edit', item })}
                onRevoke={() => setDialog({ kind: 'revoke', item })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={page}
        nextPage={people.data?.next_page}
        busy={people.isFetching}
        onPage={(p) => update({ page: p })}
      />
      {dialog?.kind === 'appoint' ? (
        <AppointDialog
          onClose={() => setDialog(null)}
          onDone={(who, pairs) => {
            setNotice(t('translators.done.grant', { name: who, pairs: pairs.join(', ') }));
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <PairsDialog
          member={dialog.item.member}
          pairs={dialog.item.pairs}
          restore={!dialog.item.active}
          onClose={() => setDialog(null)}
          onDone={(pairs) => {
            const key = dialog.item.active ? 'translators.done.pairs' : 'translators.done.grant';
            setNotice(t(key, { name: dialog.item.member.name, pairs: pairs.join(', ') }));
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'revoke' ? (
        <RevokeDialog
          member={dialog.item.member}
          onClose={() => setDialog(null)}
          onDone={() => {
            setNotice(t('translators.done.revoke', { name: dialog.item.member.name }));
            setDialog(null);
          }}
        />
      ) : null}
    </>
  );
}

// ---- the queue ----

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

function QueuePanel({ session, list }: { session: AdminSession; list: Params }) {
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

// ---- quality reports ----

function QualityCard({
  report,
  session,
  onDecide,
}: {
  report: AdminQualityReport;
  session: AdminSession;
  onDecide: (decision: QualityDecision) => void;
}) {
  const { t, i18n } = useTranslation(['admin']);
  return (
    <article className="admin-report" data-testid="admin-quality-report">
      <header className="admin-head">
        <h2 className="admin-row__title">
          {t('translators.quality.heading', { id: report.id, job: report.job.id })}{' '}
          <PairName source={report.job.source} target={report.job.target} />
        </h2>
        <span className="admin-tag">{t(`translators.quality.states.${report.state}`)}</span>
      </header>
      <dl className="admin-facts">
        <Fact term={t('translators.quality.reporter')}>
          <MemberName member={report.reporter} session={session} />
        </Fact>
        <Fact term={t('translators.quality.translator')}>
          {report.job.translator ? (
            <MemberName member={report.job.translator} session={session} />
          ) : (
            t('translators.quality.unknownTranslator')
          )}
        </Fact>
        <Fact term={t('translators.quality.price')}>{t('translators.gold', { count: report.job.price })}</Fact>
        <Fact term={t('translators.quality.reported')}>{formatWhen(report.created_at, i18n.language)}</Fact>
      </dl>
      <div className="admin-translators__reason">
        <p className="admin-translators__label">{t('translators.quality.reason')}</p>
        <blockquote>{report.reason}</blockquote>
      </div>
      <div className="admin-translators__texts">
        <section aria-label={t('translators.quality.original')}>
          <p className="admin-translators__label">{t('translators.quality.original')}</p>
          <p className="admin-translators__text" lang={report.job.source ?? undefined}>
            {report.job.original}
          </p>
        </section>
        <section aria-label={t('translators.quality.translation')}>
          <p className="admin-translators__label">{t('translators.quality.translation')}</p>
          <p className="admin-translators__text" lang={report.job.target === 'tw' ? 'zh-Hant' : report.job.target}>
            {report.job.translation}
          </p>
        </section>
      </div>
      {report.decided_at ? (
        <dl className="admin-facts">
          <Fact term={t('translators.quality.decided')}>{formatWhen(report.decided_at, i18n.language)}</Fact>
          {report.decision_reason ? <Fact term={t('translators.quality.note')}>{report.decision_reason}</Fact> : null}
        </dl>
      ) : null}
      {report.state === 'open' && can(session, 'translators.write') ? (
        <div className="admin-actions" role="group" aria-label={t('actions.title')}>
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={() => onDecide('dismiss')}
            data-testid="admin-quality-dismiss"
          >
            {t('translators.quality.dismiss')}
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => onDecide('uphold')}
            data-testid="admin-quality-uphold"
          >
            {t('translators.quality.uphold')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

function QualityPanel({ session, list }: { session: AdminSession; list: Params }) {
  const { t } = useTranslation(['admin']);
  const { params, page, update } = list;
  const state = qualityStateFrom(params.get('state'));
  const reports = useQualityReports(state, page);
  const [deciding, setDeciding] = useState<{ report: AdminQualityReport; decision: QualityDecision } | null>(null);
  const [notice, setNotice] = useState('');
  const items = reports.data?.data ?? [];
  return (
    <>
      <div className="admin-filters" role="group" aria-label={t('translators.filters')}>
        <SelectFilter
          label={t('translators.state')}
          value={state}
          options={QUALITY_REPORT_STATES}
          optionLabel={(s) => t(`translators.quality.states.${s}`)}
          onChange={(value) => update({ state: value, page: 1 })}
          testId="admin-quality-state"
        />
      </div>
      <Notice text={notice} />
      <ExportButton list="qualityReports" filter={{ state }} />
      <ListStatus query={reports} empty={items.length === 0} emptyText={t('translators.quality.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('translators.tabs.quality')} data-testid="admin-quality-reports">
          {items.map((report) => (
            <li key={report.id}>
              <QualityCard
                report={report}
                session={session}
                onDecide={(decision) => setDeciding({ report, decision })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={page}
        nextPage={reports.data?.next_page}
        busy={reports.isFetching}
        onPage={(p) => update({ page: p })}
      />
      {deciding ? (
        <QualityDialog
          report={deciding.report}
          decision={deciding.decision}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setNotice(t(`translators.done.${deciding.decision}`, { count: deciding.report.job.price }));
            setDeciding(null);
          }}
        />
      ) : null}
    </>
  );
}

// ---- pay ----

function PayPanel({ session, list }: { session: AdminSession; list: Params }) {
  const { t, i18n } = useTranslation(['admin']);
  const { params, page, update } = list;
  const month = monthFrom(params.get('month'), new Date());
  const pay = useTranslatorPay(month, page);
  const items = pay.data?.data ?? [];
  const [year, index] = month.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat(
    i18n.language === 'tw' ? 'zh-TW' : i18n.language === 'zh' ? 'zh-CN' : i18n.language,
    { year: 'numeric', month: 'long', timeZone: 'UTC' },
  ).format(new Date(Date.UTC(year!, index! - 1, 1)));
  const gold = (count: number) => t('translators.gold', { count });
  return (
    <>
      <nav className="admin-translators__month" aria-label={t('translators.pay.month')}>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => update({ month: shiftMonth(month, -1), page: 1 })}
        >
          {t('translators.pay.previous')}
        </button>
        <strong aria-live="polite" data-testid="admin-pay-month">
          {monthName}
        </strong>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => update({ month: shiftMonth(month, 1), page: 1 })}
        >
          {t('translators.pay.next')}
        </button>
      </nav>
      <p className="muted admin-translators__note">{t('translators.pay.note')}</p>
      <ExportButton list="translatorPay" filter={{ month }} />
      <ListStatus query={pay} empty={items.length === 0} emptyText={t('translators.pay.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('translators.tabs.pay')} data-testid="admin-translator-pay">
          {items.map((row) => (
            <li key={row.member.id}>
              <article className="admin-report">
                <h2 className="admin-row__title">
                  <MemberName member={row.member} session={session} />
                </h2>
                <dl className="admin-facts">
                  <Fact term={t('translators.pay.monthJobs')}>{row.month_jobs}</Fact>
                  <Fact term={t('translators.pay.monthEarned')}>{gold(row.month_earned)}</Fact>
                  <Fact term={t('translators.pay.totalEarned')}>{gold(row.total_earned)}</Fact>
                  <Fact term={t('translators.pay.withdrawn')}>{gold(row.withdrawn)}</Fact>
                  <Fact term={t('translators.pay.pending')}>{gold(row.pending)}</Fact>
                  <Fact term={t('translators.pay.balance')}>{gold(row.balance)}</Fact>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager page={page} nextPage={pay.data?.next_page} busy={pay.isFetching} onPage={(p) => update({ page: p })} />
    </>
  );
}

const PANELS: Record<TranslatorTab, typeof PeoplePanel> = {
  people: PeoplePanel,
  queue: QueuePanel,
  quality: QualityPanel,
  pay: PayPanel,
};

/**
 * /admin/translators: the translator-manager's section (issue 17, decisions 64 and 65) — translators and
 * their pairs, the paid queue, members' reports of human translations, and translators' pay. The tab and
 * each tab's filters live in the URL.
 */
export function TranslatorsPage({ session }: { session: AdminSession }) {
  const { t } = useTranslation(['admin']);
  const list = useListParams();
  const tab = tabFrom(list.params.get('tab'));
  const Panel = PANELS[tab];
  return (
    <section className="card admin-card admin-translators" aria-labelledby="admin-translators-title">
      <h1 id="admin-translators-title" className="page-title">
        {t('translators.title')}
      </h1>
      <Tabs
        tabs={TRANSLATOR_TABS}
        selected={tab}
        // Each tab has its own filters: switching starts from the tab's defaults.
        onSelect={(next) =>
          list.update({
            tab: next === 'people' ? '' : next,
            state: '',
            pair: '',
            q: '',
            month: '',
            page: 1,
          })
        }
        label={t('translators.title')}
        nameOf={(name) => t(`translators.tabs.${name}`)}
        testIdPrefix="admin-translators-tab"
        panelClassName="admin-translators__panel"
      >
        <Panel key={tab} session={session} list={list} />
      </Tabs>
    </section>
  );
}
