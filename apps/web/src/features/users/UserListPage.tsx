import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@yuanfen/contract';
import { isApiError } from '../../lib/api';
import { useIsSignedIn } from '../../lib/session-store';
import { useUiStore } from '../../lib/ui-store';
import { InfiniteList, listQueryProps } from '../../ui/InfiniteList';
import { resetCounter } from '../notifications';
import { NotFoundPage } from '../system';
import { hasListActions, ListActions } from './ListActions';
import { MemberCard } from './MemberCard';
import { ListComingSoon } from './ListComingSoon';
import { SearchPanel } from './SearchPanel';
import { UserMenu } from './UserMenu';
import { COUNTER_OF, groupOf, isUserType, needsSignIn, type ListType, type UserType } from './user-types';
import { flattenPages } from '../../lib/paging';
import { isMissingEndpoint, useUserListQuery, type MemberCardData } from './users.queries';
import './users.css';

function VipOnlyNote() {
  const { t } = useTranslation(['users', 'common']);
  const openPay = useUiStore((s) => s.openPay);
  return (
    <div className="users-note" data-testid="users-vip-only">
      <p>{t('list.vipOnly')}</p>
      <button type="button" className="button button--primary" onClick={() => openPay('upgrade')}>
        {t('common:actions.upgrade')}
      </button>
    </div>
  );
}

function SignInNote() {
  const { t } = useTranslation(['users', 'nav', 'common']);
  const openLogin = useUiStore((s) => s.openLogin);
  return (
    <div className="users-note">
      <p>{t('list.signIn')}</p>
      <button type="button" className="button button--primary" onClick={openLogin}>
        {t('nav:bar.login')}
      </button>
    </div>
  );
}

export function MemberList({ type }: { type: ListType }) {
  const { t } = useTranslation(['users', 'nav', 'common']);
  const signedIn = useIsSignedIn();
  const allowed = signedIn || !needsSignIn(type);
  const q = useUserListQuery(type, allowed);
  const counter = COUNTER_OF[type];

  useEffect(() => {
    if (signedIn && counter) void resetCounter(counter);
  }, [signedIn, counter]);

  if (!allowed) return <SignInNote />;
  if (q.isError && isMissingEndpoint(q.error)) return <ListComingSoon />;
  if (q.isError && isApiError(q.error) && q.error.code === ErrorCode.VipOnly) return <VipOnlyNote />;
  const members: MemberCardData[] = flattenPages(q.data?.pages);
  return (
    <InfiniteList
      label={t(`nav:userType.${type}`)}
      testId={`user-list-${type}`}
      listClassName="member-grid"
      emptyIcon={type === 'blacklist' ? 'shield' : type.startsWith('like') || type === 'ilike' ? 'meet' : 'friends'}
      count={members.length}
      {...listQueryProps(q)}
      empty={t(`empty.${type}`)}
    >
      {members.map((member) => (
        <MemberCard key={member.user_id} member={member}>
          {hasListActions(type) ? <ListActions type={type} member={member} /> : null}
        </MemberCard>
      ))}
    </InfiniteList>
  );
}

/** The body of /user/{type} and /recommend: the group's menu, then the list or the search. */
export function UsersView({ type }: { type: UserType }) {
  const { t } = useTranslation(['users', 'nav', 'common']);
  const group = groupOf(type);
  return (
    <div className="stack users-page" data-testid="users-page" data-type={type}>
      <header className="users-page__head">
        <h1 className="page-title">{t(`nav:userType.${type}`)}</h1>
        <p className="users-page__lead">{t(`lead.${type}`)}</p>
      </header>
      <UserMenu group={group} current={type} />
      <section className="card users-page__body">
        {type === 'search' ? <SearchPanel /> : <MemberList type={type} />}
      </section>
    </div>
  );
}

/** /user/{type}: the thirteen member lists of spec §2. */
export function UserListPage() {
  const { type } = useParams();
  if (!isUserType(type)) return <NotFoundPage />;
  return <UsersView key={type} type={type} />;
}
