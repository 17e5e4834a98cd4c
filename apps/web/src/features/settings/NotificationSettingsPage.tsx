import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_NOTIFICATION_KINDS, type EmailNotifications, type Me } from '@yuanfen/contract';
import { PushSwitch } from './PushSwitch';
import { SaveBar, SettingsScreen, SwitchRow } from './SettingsLayout';
import { useUpdateUserMutation } from './settings.queries';

function NotificationForm({ me }: { me: Me }) {
  const { t } = useTranslation(['settings', 'common']);
  const update = useUpdateUserMutation();
  const [sound, setSound] = useState(me.sound);
  const [mail, setMail] = useState<EmailNotifications>(me.email_notifications);
  return (
    <form
      className="card settings-form"
      data-testid="notification-form"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ sound, email_notifications: mail });
      }}
    >
      <section>
        <h2 className="card__title">{t('notify.inApp')}</h2>
        <SwitchRow label={t('notify.sound')} checked={sound} onChange={setSound} testId="notify-sound" />
        <PushSwitch />
      </section>
      <section>
        <h2 className="card__title">{t('notify.email')}</h2>
        {EMAIL_NOTIFICATION_KINDS.map((kind) => (
          <SwitchRow
            key={kind}
            label={t(`notify.kind.${kind}`)}
            checked={mail[kind]}
            testId={`notify-email-${kind}`}
            onChange={(checked) => setMail({ ...mail, [kind]: checked })}
          />
        ))}
      </section>
      <SaveBar busy={update.isPending} />
    </form>
  );
}

/** /setting/notification: the notification sound and the six e-mail choices. */
export function NotificationSettingsPage() {
  const { t } = useTranslation(['settings', 'nav', 'common']);
  return (
    <SettingsScreen
      title={t('nav:title.settingNotification')}
      lead={t('lead.notification')}
      testId="setting-notification"
    >
      {(me) => <NotificationForm me={me} />}
    </SettingsScreen>
  );
}
