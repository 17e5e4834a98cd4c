import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  SAY_HI_PARTS,
  type AdminSayHi,
  type AdminSession,
  type RemovalCategory,
  type SayHiAction,
  type SayHiPart,
} from '@yuanfen/contract';
import { ActionDialog, ReasonField } from '../ActionDialog';
import { actionErrorKey } from '../action-error';
import { can } from '../admin-access';
import { ExportButton } from '../ExportButton';
import { formatWhen } from '../format';
import { ListStatus } from '../ListStatus';
import { Pager } from '../Pager';
import { validReason } from '../reason';
import { useListParams } from '../use-page-param';
import { RemovalCategoryField } from './RemovalFields';
import { useDecideSayHi, useSayHiQueue } from './review.queries';
import './review.css';
import { SelectFilter } from '../SelectFilter';

const holdsFrom = (raw: string | null): SayHiPart | undefined => SAY_HI_PARTS.find((p) => p === raw);

/** Approve a template as it was seen, or remove its text and/or picture for a category the member reads. */
function DecideDialog({
  item,
  action,
  onClose,
  onDone,
}: {
  item: AdminSayHi;
  action: SayHiAction;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['admin']);
  const decide = useDecideSayHi();
  const held = SAY_HI_PARTS.filter((part) => (part === 'text' ? item.text : item.photo));
  const [parts, setParts] = useState<SayHiPart[]>(held);
  const [category, setCategory] = useState<RemovalCategory>('contact');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const remove = action === 'remove';
  const submit = () => {
    if (remove && parts.length === 0) return setMissing(true);
    const text = validReason(reason);
    decide.mutate(
      {
        id: item.member.id,
        action,
        changed_at: item.changed_at,
        ...(remove ? { remove: parts, category } : {}),
        ...(text ? { reason: text } : {}),
      },
      { onSuccess: () => onDone() },
    );
  };
  const toggle = (part: SayHiPart, on: boolean) => {
    setMissing(false);
    setParts((now) => (on ? [...now, part] : now.filter((p) => p !== part)));
  };
  return (
    <ActionDialog
      title={t(remove ? 'sayhi.removeTitle' : 'sayhi.approveTitle', { name: item.member.name })}
      submit={t(remove ? 'sayhi.remove' : 'sayhi.approve')}
      danger={remove}
      busy={decide.isPending}
      error={decide.isError ? t(actionErrorKey(decide.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t(remove ? 'sayhi.removeText' : 'sayhi.approveText')}</p>
      {remove ? (
        <>
          <fieldset className="admin-review__parts" aria-describedby={missing ? 'sayhi-parts-error' : undefined}>
            <legend className="field__label">{t('sayhi.partsLabel')}</legend>
            {held.map((part) => (
              <label key={part} className="admin-review__check">
                <input
                  type="checkbox"
                  checked={parts.includes(part)}
                  onChange={(event) => toggle(part, event.target.checked)}
                  data-testid={`admin-sayhi-part-${part}`}
                />{' '}
                {t(`sayhi.part.${part}`)}
              </label>
            ))}
            {missing ? (
              <p className="field__error" id="sayhi-parts-error" role="alert">
                {t('sayhi.partsRequired')}
              </p>
            ) : null}
          </fieldset>
          <RemovalCategoryField value={category} onChange={setCategory} />
        </>
      ) : null}
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}

/** One member's template: the text and the picture others receive, and how often it went out. */
function SayHiCard({
  item,
  canDecide,
  onDecide,
}: {
  item: AdminSayHi;
  canDecide: boolean;
  onDecide: (action: SayHiAction) => void;
}) {
  const { t, i18n } = useTranslation(['admin']);
  const title = `admin-sayhi-${item.member.id}`;
  return (
    <article
      className="admin-report admin-review"
      aria-labelledby={title}
      data-testid="admin-sayhi"
      data-member={item.member.id}
    >
      <header className="admin-head">
        <h2 id={title} className="admin-row__title">
          <Link to={`/admin/members/${item.member.id}`} className="link">
            {item.member.name}
          </Link>
        </h2>
        <span className="admin-tag">{t('sayhi.sent', { n: item.sent })}</span>
      </header>
      <p className="admin-row__meta">{t('sayhi.changed', { date: formatWhen(item.changed_at, i18n.language) })}</p>
      <div className="admin-review__body">
        {item.photo ? (
          <img
            className="admin-review__photo"
            src={item.photo}
            alt={t('sayhi.photoOf', { name: item.member.name })}
            loading="lazy"
          />
        ) : null}
        {item.text ? (
          <p className="admin-quote" data-testid="admin-sayhi-text">
            {item.text}
          </p>
        ) : (
          <p className="muted">{t('sayhi.noText')}</p>
        )}
      </div>
      {canDecide ? (
        <div className="admin-actions">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => onDecide('approve')}
            data-testid="admin-sayhi-approve"
          >
            {t('sayhi.approve')}
          </button>
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => onDecide('remove')}
            data-testid="admin-sayhi-remove"
          >
            {t('sayhi.remove')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

/** /admin/sayhi: members' say-hi templates changed since their last review, newest change first. */
export function SayHiPage({ session }: { session: AdminSession }) {
  const { t } = useTranslation(['admin']);
  const { params, page, update } = useListParams();
  const holds = holdsFrom(params.get('holds'));
  const list = useSayHiQueue(holds, page);
  const [deciding, setDeciding] = useState<{ item: AdminSayHi; action: SayHiAction } | null>(null);
  const [notice, setNotice] = useState('');
  const items = list.data?.data ?? [];
  return (
    <section className="card admin-card" aria-labelledby="admin-sayhi-title">
      <div className="admin-titlebar">
        <h1 id="admin-sayhi-title" className="page-title">
          {t('sayhi.title')}
        </h1>
        <ExportButton list="sayHi" filter={holds ? { holds } : {}} />
      </div>
      <p className="muted">{t('sayhi.lead')}</p>
      <div className="admin-filters" role="group" aria-label={t('sayhi.title')}>
        <SelectFilter
          label={t('sayhi.holdsLabel')}
          value={holds ?? ''}
          options={SAY_HI_PARTS}
          optionLabel={(part) => t(`sayhi.holds.${part}`)}
          anyLabel={t('sayhi.holds.all')}
          onChange={(value) => update({ holds: value, page: 1 })}
          testId="admin-sayhi-holds"
        />
      </div>
      <p role="status" className={notice ? 'admin-notice admin-notice--ok' : 'visually-hidden'}>
        {notice}
      </p>
      <ListStatus query={list} empty={items.length === 0} emptyText={t('sayhi.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('sayhi.title')} data-testid="admin-sayhi-list">
          {items.map((item) => (
            <li key={item.member.id}>
              <SayHiCard
                item={item}
                canDecide={can(session, 'sayHi.decide')}
                onDecide={(action) => setDeciding({ item, action })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={page}
        nextPage={list.data?.next_page}
        busy={list.isFetching}
        onPage={(next) => update({ page: next })}
      />
      {deciding ? (
        <DecideDialog
          item={deciding.item}
          action={deciding.action}
          onClose={() => setDeciding(null)}
          onDone={() => {
            const key = deciding.action === 'approve' ? 'sayhi.approved' : 'sayhi.removed';
            setNotice(t(key, { name: deciding.item.member.name }));
            setDeciding(null);
          }}
        />
      ) : null}
    </section>
  );
}
