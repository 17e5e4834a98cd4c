import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/Avatar';
import { Field } from '../../../ui/Field';
import { useAdminUsers } from '../admin.queries';
import { Pager } from '../Pager';
import { useListParams } from '../use-page-param';
import { MemberTags } from './MemberTags';
import { ListStatus } from '../ListStatus';
import { ExportButton } from '../ExportButton';

/** /admin/members: search by id, name, e-mail or phone; each result opens the member. */
export function MembersPage() {
  const { t } = useTranslation(['admin']);
  const { params, page, update } = useListParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const users = useAdminUsers(q, page);
  const items = users.data?.data ?? [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim(), page: 1 });
  };

  return (
    <section className="card admin-card" aria-labelledby="admin-members-title">
      <div className="admin-titlebar">
        <h1 id="admin-members-title" className="page-title">
          {t('members.title')}
        </h1>
        <ExportButton list="users" filter={{ q: q || undefined }} />
      </div>
      <form className="admin-search" role="search" onSubmit={search}>
        <Field
          label={t('members.searchLabel')}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          data-testid="admin-member-search"
        />
        <button type="submit" className="button button--primary">
          {t('members.submit')}
        </button>
      </form>
      <ListStatus query={users} empty={items.length === 0} emptyText={t('members.empty')} />
      {items.length > 0 ? (
        <ul className="admin-list" aria-label={t('members.results')} data-testid="admin-members">
          {items.map((user) => (
            <li key={user.id}>
              <Link to={`/admin/members/${user.id}`} className="admin-row" data-testid="admin-member-row">
                <Avatar src={user.avatar} name={user.name} size={40} />
                <span className="admin-row__main">
                  <span className="admin-row__title">{user.name}</span>
                  <span className="admin-row__meta">
                    {[t('members.id', { id: user.id }), user.email, user.phone].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <MemberTags status={user.status} roles={user.roles} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        page={page}
        nextPage={users.data?.next_page}
        busy={users.isFetching}
        onPage={(next) => update({ page: next })}
      />
    </section>
  );
}
