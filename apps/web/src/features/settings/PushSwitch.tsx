import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchRow } from './SettingsLayout';
import { currentPushSubscription, disablePush, enablePush, pushSupported } from '../pwa';

/**
 * "Notifications on this device" (Web Push, issue 20): turns this browser's subscription on or off at
 * once. Which pushes come follows the member's notification choices below it. Absent where the browser
 * cannot receive pushes (and in development, which has no service worker).
 */
export function PushSwitch() {
  const { t } = useTranslation('pwa');
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'denied' | 'failed' | null>(null);
  useEffect(() => {
    if (!pushSupported()) return;
    void currentPushSubscription().then(
      (subscription) => setOn(subscription !== null),
      () => setOn(false),
    );
  }, []);
  if (!pushSupported() || on === null) return null;

  const change = async (checked: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (checked) {
        const result = await enablePush();
        setOn(result === 'on');
        if (result === 'denied') setProblem('denied');
      } else {
        await disablePush();
        setOn(false);
      }
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-busy={busy}>
      <SwitchRow
        label={t('push.label')}
        hint={t('push.hint')}
        checked={on}
        testId="notify-push"
        onChange={(checked) => void change(checked)}
      />
      {problem ? (
        <p className="field__error" role="alert" data-testid="notify-push-problem">
          {t(`push.${problem}`)}
        </p>
      ) : null}
    </section>
  );
}
