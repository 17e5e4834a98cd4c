import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Me } from '@yuanfen/contract';
import { Spinner } from '../../ui/Spinner';
import { useOptionLabel, useProfileQuery } from '../profile';
import { ReadOnlyAccount } from './ReadOnlyAccount';
import { SaveBar, SettingsScreen } from './SettingsLayout';
import { optionCodes, SELECT_FIELDS, toFormValues, toUpdateBody, type ProfileFormValues } from './profile-form';
import { useUpdateUserMutation } from './settings.queries';

function EditProfileForm({ me }: { me: Me }) {
  const { t } = useTranslation(['settings', 'profile', 'common']);
  const optionLabel = useOptionLabel();
  const profile = useProfileQuery(me.id);
  const update = useUpdateUserMutation();
  const { register, handleSubmit, reset, formState } = useForm<ProfileFormValues>({
    defaultValues: toFormValues(profile.data),
  });

  useEffect(() => {
    if (profile.data) reset(toFormValues(profile.data));
  }, [profile.data, reset]);

  if (profile.isPending) return <Spinner />;
  return (
    <form
      className="card settings-form"
      data-testid="profile-form"
      onSubmit={handleSubmit((values) => update.mutate(toUpdateBody(values)))}
    >
      <ReadOnlyAccount me={me} />
      <div className="settings-grid">
        {SELECT_FIELDS.map((field) => (
          <div className="field" key={field}>
            <label className="field__label" htmlFor={`edit-${field}`}>
              {t(`profile:field.${field}`)}
            </label>
            <select id={`edit-${field}`} className="input" data-testid={`edit-${field}`} {...register(field)}>
              <option value="">{t('notSet')}</option>
              {optionCodes(field).map((code) => (
                <option key={code} value={String(code)}>
                  {optionLabel(field, code)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="field">
          <label className="field__label" htmlFor="edit-interest">
            {t('profile:field.interest')}
          </label>
          <select id="edit-interest" className="input" {...register('interest')}>
            <option value="">{t('notSet')}</option>
            <option value="1">{t('profile:interest.men')}</option>
            <option value="0">{t('profile:interest.women')}</option>
          </select>
        </div>
      </div>
      <fieldset className="purpose-picker">
        <legend className="field__label">{t('profile:field.purpose')}</legend>
        {optionCodes('purpose').map((code) => (
          <label key={code} className="purpose-chip">
            <input type="checkbox" value={String(code)} {...register('purpose')} />
            <span>{optionLabel('purpose', code)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="edit-biography">
          {t('profile:field.biography')}
        </label>
        <textarea id="edit-biography" className="input" maxLength={2000} {...register('biography')} />
      </div>
      <SaveBar busy={update.isPending} dirty={formState.isDirty} />
    </form>
  );
}

/** /setting/edit: every profile option, purposes and biography. */
export function EditProfilePage() {
  const { t } = useTranslation(['settings', 'nav', 'common']);
  return (
    <SettingsScreen title={t('nav:title.settingEdit')} lead={t('lead.edit')} testId="setting-edit">
      {(me) => <EditProfileForm me={me} />}
    </SettingsScreen>
  );
}
