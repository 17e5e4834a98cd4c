import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_SOURCE, ONLINE_STATUS, VISIBILITY, type Me } from '@yuanfen/contract';
import { ChoiceGroup, SaveBar, SettingsScreen, SwitchRow } from './SettingsLayout';
import { useUpdateUserMutation } from './settings.queries';

type Visibility = (typeof VISIBILITY)[number];
type MessageSource = (typeof MESSAGE_SOURCE)[number];
type OnlineStatus = (typeof ONLINE_STATUS)[number];

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
  const [friendRequest, setFriendRequest] = useState(me.friend_request);
  const [blockOther, setBlockOther] = useState(me.block_other_language);
  const [typing, setTyping] = useState(me.typing_indicator);
  const [receipts, setReceipts] = useState(me.read_receipts);
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
          friend_request: friendRequest,
          block_other_language: blockOther,
          typing_indicator: typing,
          read_receipts: receipts,
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
        <SwitchRow
          label={t('privacy.friendRequest')}
          hint={t('privacy.friendRequestHint')}
          checked={friendRequest}
          onChange={setFriendRequest}
          testId="privacy-friend-request"
        />
        <SwitchRow
          label={t('privacy.blockOtherLanguage')}
          hint={t('privacy.blockOtherLanguageHint')}
          checked={blockOther}
          onChange={setBlockOther}
          testId="privacy-block-other-language"
        />
        <SwitchRow
          label={t('privacy.typingIndicator')}
          hint={t('privacy.typingIndicatorHint')}
          checked={typing}
          onChange={setTyping}
          testId="privacy-typing-indicator"
        />
        <SwitchRow
          label={t('privacy.readReceipts')}
          hint={t('privacy.readReceiptsHint')}
          checked={receipts}
          onChange={setReceipts}
          testId="privacy-read-receipts"
        />
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
