import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminMemberStatus, AdminSession, AdminUserDetail } from '@yuanfen/contract';
import { Avatar } from '../../../ui/Avatar';
import { Spinner } from '../../../ui/Spinner';
import { can } from '../admin-access';
import { useAdminUser } from '../admin.queries';
import { formatWhen } from '../format';
import { GoldDialog, MallDialog, PartnerDialog, RolesDialog, StatusDialog, VipDialog } from './MemberDialogs';
import { MemberDevices } from './MemberDevices';
import { MemberHistory } from './MemberHistory';
import { MemberTags } from './MemberTags';
import { EmailDialog, TwoFactorResetDialog } from './MemberTools';
import { canResetTwoFactor, statusActions } from './member-rules';
import './member-tools.css';

type OpenDialog =
  | { kind: 'status'; status: AdminMemberStatus }
  | { kind: 'vip' | 'roles' | 'gold' | 'mall' | 'partner' | 'email' | 'twoFactor' }
  | null;

function Facts({ member }: { member: AdminUserDetail }) {
  const { t, i18n } = useTranslation(['admin']);
  const none = t('member.none');
  const vip = member.vip
    ? member.vip_expired_at
      ? t('member.vipUntil', { date: formatWhen(member.vip_expired_at, i18n.language) })
      : t('member.yes')
    : t('member.no');
  const rows: Array<[string, string, string?]> = [
    [t('member.balance'), t('member.gold', { count: member.balance }), 'admin-member-balance'],
    [t('member.vip'), vip],
    [t('member.email'), member.email ?? none],
    [t('member.phone'), member.phone ?? none],
    [t('member.partner'), member.is_partner > 0 ? t('member.yes') : t('member.no'), 'admin-member-partner'],
    [t('member.mall'), member.bd === 1 ? t('member.mallOpen') : t('member.mallClosed'), 'admin-member-mall'],
    [t('member.twoFactor'), member.two_factor ? t('member.yes') : t('member.no')],
    [t('member.joined'), formatWhen(member.created_at, i18n.language)],
    [t('member.lastActive'), formatWhen(member.last_active_at, i18n.language)],
  ];
  return (
    <dl className="admin-facts">
      {rows.map(([label, value, testId]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/members/{id}: the member's facts, devices and recent ledger, and what this operator may change. */
export function MemberPage({ id, session }: { id: number; session: AdminSession }) {
  const { t } = useTranslation(['admin']);
  const member = useAdminUser(id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState('');

  if (member.isPending) return <Spinner />;
  if (member.isError) {
    return (
      <section className="card admin-card" role="alert">
        <p>{t('member.notFound')}</p>
        <Link to="/admin/members" className="link">
          {t('member.back')}
        </Link>
      </section>
    );
  }
  const data = member.data;
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
  };
  const close = () => setDialog(null);

  return (
    <>
      <Link to="/admin/members" className="link">
        {t('member.back')}
      </Link>
      <section className="card admin-card" aria-labelledby="admin-member-name">
        <div className="admin-row">
          <Avatar src={data.avatar} name={data.name} size={56} />
          <div className="admin-row__main">
            <h1 id="admin-member-name" className="page-title">
              {data.name}
            </h1>
            <span className="admin-row__meta">{t('members.id', { id: data.id })}</span>
          </div>
        </div>
        <MemberTags status={data.status} roles={data.roles} />
        <Facts member={data} />
        {/* One live region, there before a notice is written into it, so screen readers announce it. */}
        <p
          role="status"
          className={notice ? 'admin-notice admin-notice--ok' : 'visually-hidden'}
          data-testid="admin-notice"
        >
          {notice}
        </p>
        <div className="admin-actions" role="group" aria-label={t('actions.title')}>
          {can(session, 'users.status')
            ? statusActions(data.status).map((status) => (
                <button
                  key={status}
                  type="button"
                  className={`button button--small ${status === 'active' ? 'button--secondary' : 'button--danger'}`}
                  onClick={() => setDialog({ kind: 'status', status })}
                  data-testid={`admin-status-${status}`}
                >
                  {t(`actions.status.${status}`)}
                </button>
              ))
            : null}
          {can(session, 'users.vip') ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setDialog({ kind: 'vip' })}
            >
              {t('actions.grantVip')}
            </button>
          ) : null}
          {can(session, 'users.mall') ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setDialog({ kind: 'mall' })}
              data-testid="admin-mall"
            >
              {t(data.bd === 1 ? 'actions.closeMall' : 'actions.openMall')}
            </button>
          ) : null}
          {can(session, 'users.partner') ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setDialog({ kind: 'partner' })}
              data-testid="admin-partner"
            >
              {t(data.is_partner > 0 ? 'partners.toggle.off' : 'partners.toggle.on')}
            </button>
          ) : null}
          {can(session, 'users.roles') ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setDialog({ kind: 'roles' })}
            >
              {t('actions.roles')}
            </button>
          ) : null}
          {can(session, 'users.gold') ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setDialog({ kind: 'gold' })}
              data-testid="admin-gold"
            >
              {t('actions.gold')}
            </button>
          ) : null}
          {can(session, 'users.email') ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setDialog({ kind: 'email' })}
              data-testid="admin-reset-email"
            >
              {t('memberTools.email.open')}
            </button>
          ) : null}
          {canResetTwoFactor(data, session.id, can(session, 'users.twoFactor')) ? (
            <button
              type="button"
              className="button button--danger button--small"
              onClick={() => setDialog({ kind: 'twoFactor' })}
              data-testid="admin-reset-2fa"
            >
              {t('memberTools.twoFactor.open')}
            </button>
          ) : null}
        </div>
      </section>
      <MemberDevices member={data} canSignOut={can(session, 'users.devices')} onDone={setNotice} />
      <MemberHistory member={data} />
      {can(session, 'ledger.read') ? (
        <p className="money-ledger-link">
          <Link
            to={`/admin/members/${data.id}/ledger`}
            className="button button--secondary button--small"
            data-testid="admin-full-ledger"
          >
            {t('money.ledger.open')}
          </Link>
        </p>
      ) : null}
      {dialog?.kind === 'status' ? (
        <StatusDialog member={data} status={dialog.status} onClose={close} onDone={done} />
      ) : null}
      {dialog?.kind === 'vip' ? <VipDialog member={data} onClose={close} onDone={done} /> : null}
      {dialog?.kind === 'roles' ? <RolesDialog member={data} onClose={close} onDone={done} /> : null}
      {dialog?.kind === 'gold' ? <GoldDialog member={data} onClose={close} onDone={done} /> : null}
      {dialog?.kind === 'mall' ? <MallDialog member={data} onClose={close} onDone={done} /> : null}
      {dialog?.kind === 'partner' ? <PartnerDialog member={data} onClose={close} onDone={done} /> : null}
      {dialog?.kind === 'email' ? <EmailDialog member={data} onClose={close} onDone={done} /> : null}
      {dialog?.kind === 'twoFactor' ? <TwoFactorResetDialog member={data} onClose={close} onDone={done} /> : null}
    </>
  );
}
