import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_SOURCE, ONLINE_STATUS, VISIBILITY, type Me } from '@yuanfen/contract';
import { ChoiceGroup, SaveBar, SettingsScreen, SwitchRow } from './SettingsLayout';
import { useUpdateUserMutation } from './settings.queries';

type Visibility = (typeof VISIBILITY)[number];
type MessageSource = (typeof MESSAGE_SOURCE)[number];
type OnlineStatus = (typeof ONLINE_STATUS)[number];

/** The on/off settings, each a field of `me` and of `PUT user`, in the order the page lists them. */
const SWITCHES = [
  { field: 'friend_request', key: 'friendRequest', testId: 'privacy-friend-request' },
  { field: 'block_other_language', key: 'blockOtherLanguage', testId: 'privacy-block-other-language' },
  { field: 'typing_indicator', key: 'typingIndicator', testId: 'privacy-typing-indicator' },
  { field: 'read_receipts', key: 'readReceipts', testId: 'privacy-read-receipts' },
] as const;
type SwitchField = (typeof SWITCHES)[number]['field'];

const pick = <T extends string>(options: readonly T[], value: string, fallback: T): T =>
  options.find((option) => option === value) ?? fallback;

function PrivacyForm({ me }: { me: Me }) {
  const { t } = useTranslation(['settings', 'common']);
  const update = useUpdateUserMutation();
  const [visibility, setVisibility] = useState<Visibility>(pick(VISIBILITY, me.visibility, 'public'));
  const [messageSource, setMessageSource] = useState<MessageSource>(
    pick(MESSAGE_SOURCE, me.message_source, 'everyone'),
  );
  const [onlineStatus, setOnlineStatus] = useState<OnlineStatus>(pick(ONLINE_STATUS, me.online_status, 'available'));
  const [switches, setSwitches] = useState(
    () => Object.fromEntries(SWITCHES.map(({ field }) => [field, me[field]])) as Record<SwitchField, boolean>,
  );
  return (
    <form
      className="card settings-form"
      data-testid="privacy-form"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({
          visibility,
          message_source: messageSource,
          online_status: onlineStatus,
          ...switches,
        });
      }}
    >
      <ChoiceGroup
        legend={t('privacy.visibility')}
        name="visibility"
        value={visibility}
        onChange={setVisibility}
        options={VISIBILITY.map((value) => ({ value, label: t(`privacy.visibilityOption.${value}`) }))}
      />
      <p className="field__hint">{t(`privacy.visibilityHint.${visibility}`)}</p>
      <ChoiceGroup
        legend={t('privacy.messageSource')}
        name="message_source"
        value={messageSource}
        onChange={setMessageSource}
        options={MESSAGE_SOURCE.map((value) => ({ value, label: t(`privacy.messageSourceOption.${value}`) }))}
      />
      <ChoiceGroup
        legend={t('privacy.onlineStatus')}
        name="online_status"
        value={onlineStatus}
        onChange={setOnlineStatus}
        options={ONLINE_STATUS.map((value) => ({ value, label: t(`privacy.onlineStatusOption.${value}`) }))}
      />
      <div>
        {SWITCHES.map(({ field, key, testId }) => (
          <SwitchRow
            key={field}
            label={t(`privacy.${key}`)}
            hint={t(`privacy.${key}Hint`)}
            checked={switches[field]}
            onChange={(checked) => setSwitches((current) => ({ ...current, [field]: checked }))}
            testId={testId}
          />
        ))}
      </div>
      <SaveBar busy={update.isPending} />
    </form>
  );
}

/** /setting/privacy: who sees the profile, who may write, presence, requests, languages, typing and read receipts. */
export function PrivacyPage() {
  const { t } = useTranslation(['settings', 'nav', 'common']);
  return (
    <SettingsScreen title={t('nav:title.settingPrivacy')} lead={t('lead.privacy')} testId="setting-privacy">
      {(me) => <PrivacyForm me={me} />}
    </SettingsScreen>
  );
}
