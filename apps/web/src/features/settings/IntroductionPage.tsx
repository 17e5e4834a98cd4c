import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@yuanfen/contract';
import { Spinner } from '../../ui/Spinner';
import { useProfileQuery } from '../profile/profile.queries';
import { SaveBar, SettingsScreen } from './SettingsLayout';
import { useUpdateUserMutation } from './settings.queries';

function IntroductionForm({ me }: { me: Me }) {
  const { t } = useTranslation(['settings', 'profile', 'common']);
  const profile = useProfileQuery(me.id);
  const update = useUpdateUserMutation();
  const [biography, setBiography] = useState('');
  const [hi, setHi] = useState(me.hi_content ?? '');
  useEffect(() => setBiography(profile.data?.biography ?? ''), [profile.data?.biography]);

  if (profile.isPending) return <Spinner />;
  return (
    <form
      className="card settings-form"
      data-testid="introduction-form"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ biography: biography.trim() || null, hi_content: hi.trim() || null });
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor="intro-biography">
          {t('profile:field.biography')}
        </label>
        <textarea
          id="intro-biography"
          className="input"
          maxLength={2000}
          value={biography}
          data-testid="intro-biography"
          onChange={(event) => setBiography(event.target.value)}
        />
        <p className="field__hint">{t('intro.biographyHint')}</p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="intro-hi">
          {t('intro.hi')}
        </label>
        <textarea
          id="intro-hi"
          className="input"
          maxLength={500}
          value={hi}
          data-testid="intro-hi"
          onChange={(event) => setHi(event.target.value)}
        />
        <p className="field__hint">{t('intro.hiHint')}</p>
      </div>
      <SaveBar busy={update.isPending} />
    </form>
  );
}

/** /setting/introduction and /setting/sayhi: the biography and the say-hi first message. */
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
