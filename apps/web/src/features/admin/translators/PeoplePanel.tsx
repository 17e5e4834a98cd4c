import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATOR_STATES, type AdminSession, type AdminTranslator } from '@yuanfen/contract';
import { can } from '../admin-access';
import { formatWhen } from '../format';
import { ListStatus } from '../ListStatus';
import { Pager } from '../Pager';
import { AppointDialog, PairsDialog, RevokeDialog } from './TranslatorDialogs';
import { pairFrom, translatorStateFrom } from './translators-rules';
import { useTranslators } from './translators.queries';
import { ExportButton } from '../ExportButton';
import { SelectFilter } from '../SelectFilter';
import { Fact, MemberName, Notice, PairFilter, PairName, splitPair, type Params } from './translator-parts';

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

export function PeoplePanel({ session, list }: { session: AdminSession; list: Params }) {
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
