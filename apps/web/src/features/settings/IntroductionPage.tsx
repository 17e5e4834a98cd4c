import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@yuanfen/contract';
import { Spinner } from '../../ui/Spinner';
import { useProfileQuery } from '../profile';
import { EmojiTextField } from './EmojiTextField';
import { SaveBar, SettingsScreen } from './SettingsLayout';
import { useUpdateUserMutation } from './settings.queries';

const BIOGRAPHY_MAX_LENGTH = 2000;

function IntroductionForm({ me }: { me: Me }) {
  const { t } = useTranslation(['settings', 'profile', 'common']);
  const profile = useProfileQuery(me.id);
  const update = useUpdateUserMutation();
  const [biography, setBiography] = useState('');
  useEffect(() => setBiography(profile.data?.biography ?? ''), [profile.data?.biography]);

  if (profile.isPending) return <Spinner />;
  return (
    <form
      className="card settings-form"
      data-testid="introduction-form"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ biography: biography.trim() || null });
      }}
    >
      <EmojiTextField
        id="intro-biography"
        label={t('profile:field.biography')}
        hint={t('intro.biographyHint')}
        value={biography}
        onChange={setBiography}
        max={BIOGRAPHY_MAX_LENGTH}
        testId="intro-biography"
      />
      <SaveBar busy={update.isPending} />
    </form>
  );
}

/** /setting/introduction: the biography others read on the profile, with emoji. */
export function IntroductionPage() {
  const { t } = useTranslation(['settings', 'nav', 'common']);
  return (
    <SettingsScreen
      title={t('nav:title.settingIntroduction')}
      lead={t('lead.introduction')}
      testId="setting-introduction"
    >
      {(me) => <IntroductionForm me={me} />}
    </SettingsScreen>
  );
}
