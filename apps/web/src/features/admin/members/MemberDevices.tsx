import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDevice, AdminUserDetail } from '@yuanfen/contract';
import { useSignOutMember } from '../admin.queries';
import { ActionDialog, ReasonField } from '../ActionDialog';
import { actionErrorKey } from '../action-error';
import { formatWhen } from '../format';
import { validReason } from '../reason';
import { deviceLabel } from './device-label';

/** Signs one device (or, without one, every device) out after a reason; its live sockets close at once. */
function SignOutDialog({
  member,
  device,
  onClose,
  onDone,
}: {
  member: AdminUserDetail;
  device: AdminDevice | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(['admin']);
  const signOut = useSignOutMember(member.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const submit = () => {
    const text = validReason(reason);
    if (!text) return setReasonError(t('errors.reasonRequired'));
    setReasonError(undefined);
    signOut.mutate(
      { device_id: device?.id, reason: text },
      { onSuccess: () => onDone(t(device ? 'memberTools.devices.doneOne' : 'memberTools.devices.doneAll')) },
    );
  };
  return (
    <ActionDialog
      title={
        device
          ? t('memberTools.devices.confirmOne', { name: member.name })
          : t('memberTools.devices.confirmAll', { name: member.name })
      }
      submit={t(device ? 'memberTools.devices.signOut' : 'memberTools.devices.signOutAll')}
      danger
      busy={signOut.isPending}
      error={signOut.isError ? t(actionErrorKey(signOut.error)) : undefined}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{t('memberTools.devices.explain')}</p>
      <ReasonField value={reason} onChange={setReason} error={reasonError} required />
    </ActionDialog>
  );
}

/**
 * The member's devices: platform, browser and client, when each was last seen and whether it is signed in;
 * an operator who may (`users.devices`) signs one or all of them out.
 */
export function MemberDevices({
  member,
  canSignOut,
  onDone,
}: {
  member: AdminUserDetail;
  canSignOut: boolean;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation(['admin']);
  const [dialog, setDialog] = useState<{ device: AdminDevice | null } | null>(null);
  const signedIn = member.devices.filter((device) => device.signed_in);
  return (
    <section className="card admin-card" aria-labelledby="admin-devices">
      <div className="admin-titlebar">
        <h2 id="admin-devices">{t('member.devices')}</h2>
        {canSignOut && signedIn.length > 0 ? (
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => setDialog({ device: null })}
            data-testid="admin-sign-out-all"
          >
            {t('memberTools.devices.signOutAll')}
          </button>
        ) : null}
      </div>
      {member.devices.length === 0 ? <p className="muted">{t('member.noDevices')}</p> : null}
      <ul className="admin-list admin-devices">
        {member.devices.map((device) => {
          const { platform, browser } = deviceLabel(device.user_agent);
          const name = [platform, browser].filter(Boolean).join(' · ') || t('memberTools.devices.unknown');
          return (
            <li key={device.id} className="admin-device" data-testid="admin-device">
              <span className="admin-row__main">
                <span className="admin-row__title">
                  {name}
                  <span className="admin-tag">
                    {t(`memberTools.devices.client.${device.client_kind === 'app' ? 'app' : 'web'}`)}
                  </span>
                  <span className={device.signed_in ? 'admin-tag admin-device__on' : 'admin-tag'}>
                    {device.signed_in ? t('member.signedIn') : t('member.signedOut')}
                  </span>
                </span>
                <span className="admin-row__meta">
                  {t('member.lastSeen', { date: formatWhen(device.last_seen_at, i18n.language) })} ·{' '}
                  {t('memberTools.devices.since', { date: formatWhen(device.created_at, i18n.language) })}
                </span>
                {device.user_agent ? (
                  <span className="admin-row__meta admin-device__agent">{device.user_agent}</span>
                ) : null}
              </span>
              {canSignOut && device.signed_in ? (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => setDialog({ device })}
                  data-testid="admin-sign-out-device"
                >
                  {t('memberTools.devices.signOut')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {dialog ? (
        <SignOutDialog
          member={member}
          device={dialog.device}
          onClose={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            onDone(message);
          }}
        />
      ) : null}
    </section>
  );
}
