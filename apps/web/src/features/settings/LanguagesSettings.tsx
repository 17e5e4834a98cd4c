import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageEntry, Me } from '@yuanfen/contract';
import { fieldMessage } from '../account';
import { isApiError } from '../../lib/api';
import { LanguagesEditor } from '../languages';
import { SaveBar } from './SettingsLayout';
import { useUpdateUserMutation } from './settings.queries';

/** The profile editor's languages spoken and learned (issue 21), saved on their own. */
export function LanguagesSettings({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const [languages, setLanguages] = useState<LanguageEntry[]>(me.languages);
  const update = useUpdateUserMutation();
  const dirty = JSON.stringify(languages) !== JSON.stringify(me.languages);
  const error = update.error && isApiError(update.error) ? update.error.errors.languages : undefined;
  return (
    <form
      className="card settings-form"
      data-testid="languages-form"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ languages });
      }}
    >
      <h2 className="card__title">{t('languages.title')}</h2>
      <p className="profile-muted">{t('languages.lead')}</p>
      <LanguagesEditor value={languages} onChange={setLanguages} />
      {error ? (
        <p className="field__error" role="alert">
          {fieldMessage(error)}
        </p>
      ) : null}
      <SaveBar busy={update.isPending} dirty={dirty} />
    </form>
  );
}
