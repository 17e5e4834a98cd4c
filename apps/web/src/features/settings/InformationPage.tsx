import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, type Me, type UpdateUserBody } from '@yuanfen/contract';
import { LANGUAGE_NAMES } from '../../lib/i18n';
import { Field } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useProfileQuery, type UserProfile } from '../profile';
import { usePlacesQuery, useDebouncedQuery } from '../users';
import { EmailVerification } from './EmailVerification';
import { LanguagesSettings } from './LanguagesSettings';
import { ReadOnlyAccount } from './ReadOnlyAccount';
import { SaveBar, SettingsScreen } from './SettingsLayout';
import { useUpdateUserMutation } from './settings.queries';

interface InformationValues {
  birthday: string;
  location: string;
  language: string;
  interest: '' | '0' | '1';
}

/** The profile may carry the birth date once the server sends it to its owner. */
const birthdayOf = (profile: UserProfile | undefined) =>
  (profile as (UserProfile & { birthday?: string | null }) | undefined)?.birthday ?? '';

const valuesOf = (me: Me, profile: UserProfile | undefined): InformationValues => ({
  birthday: birthdayOf(profile),
  location: profile?.location ?? '',
  language: profile?.language ?? me.language,
  interest: profile?.interest === 0 ? '0' : profile?.interest === 1 ? '1' : '',
});

function InformationForm({ me }: { me: Me }) {
  const { t, i18n } = useTranslation(['settings', 'profile', 'users', 'common']);
  const profile = useProfileQuery(me.id);
  const update = useUpdateUserMutation();
  const { register, handleSubmit, reset, formState, watch } = useForm<InformationValues>({
    defaultValues: valuesOf(me, profile.data),
  });
  const typedPlace = useDebouncedQuery(watch('location') ?? '').query;
  const places = usePlacesQuery(formState.dirtyFields.location ? typedPlace : '', i18n.language);
  useEffect(() => {
    if (profile.data) reset(valuesOf(me, profile.data));
  }, [me, profile.data, reset]);

  if (profile.isPending) return <Spinner />;
  const submit = (values: InformationValues) => {
    const body: UpdateUserBody = {
      birthday: values.birthday || null,
      location: values.location.trim() || null,
    };
    if (isLanguage(values.language)) body.language = values.language;
    if (values.interest) body.interest = values.interest === '1' ? 1 : 0;
    update.mutate(body);
  };
  return (
    <form className="card settings-form" data-testid="information-form" onSubmit={handleSubmit(submit)}>
      <ReadOnlyAccount me={me} extended />
      <div className="settings-grid">
        <Field label={t('profile:field.birthday')} type="date" {...register('birthday')} />
        <Field
          label={t('profile:field.location')}
          maxLength={120}
          list="info-location-places"
          autoComplete="off"
          hint={t('users:place.hint')}
          {...register('location')}
        />
        <datalist id="info-location-places">
          {places.data?.data.map((place) => (
            <option key={`${place.type}:${place.label}`} value={place.label} />
          ))}
        </datalist>
        <div className="field">
          <label className="field__label" htmlFor="info-language">
            {t('profile:field.language')}
          </label>
          <select id="info-language" className="input" {...register('language')}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="info-interest">
            {t('profile:field.interest')}
          </label>
          <select id="info-interest" className="input" {...register('interest')}>
            <option value="">{t('notSet')}</option>
            <option value="1">{t('profile:interest.men')}</option>
            <option value="0">{t('profile:interest.women')}</option>
          </select>
        </div>
      </div>
      <SaveBar busy={update.isPending} dirty={formState.isDirty} />
    </form>
  );
}

/**
 * /setting/information: e-mail verification, account facts, birth date, location, language, whom the
 * member seeks, and the languages they speak and learn.
 */
export function InformationPage() {
  const { t } = useTranslation(['settings', 'nav', 'common']);
  return (
    <SettingsScreen title={t('nav:title.settingInformation')} lead={t('lead.information')} testId="setting-information">
      {(me) => (
        <>
          <EmailVerification me={me} />
          <InformationForm me={me} />
          <LanguagesSettings me={me} />
        </>
      )}
    </SettingsScreen>
  );
}
