import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage, type ProfileOptionField, type TranslationFields } from '@yuanfen/contract';
import { LanguageChips } from '../languages';
import { TranslatedText, translationKeys } from '../translation';
import { LANGUAGE_NAMES } from '../../lib/i18n';
import { useOptionLabel } from './option-labels';
import type { UserProfile } from './profile.queries';

const OPTION_FIELDS = [
  'height',
  'weight',
  'marriage',
  'children',
  'income',
  'orientation',
  'horoscope',
] as const satisfies readonly ProfileOptionField[];

/**
 * The biography in the viewer's language: as the profile brought it, or as a later translation (asked
 * for, or arriving by the `translation` event) left it in the cache.
 */
function Biography({ profile }: { profile: UserProfile }) {
  const translated = useQuery<TranslationFields>({
    queryKey: translationKeys.bio(profile.id),
    queryFn: () => profile.biography_translation,
    enabled: false,
  }).data;
  return (
    <div className="profile-bio" data-testid="profile-bio">
      <TranslatedText
        type="bio"
        id={profile.id}
        text={profile.biography ?? ''}
        fields={translated ?? profile.biography_translation}
        mine={profile.self}
      />
    </div>
  );
}

/** Biography, the option codes as localized labels, languages and purposes as chips. */
export function ProfileDetails({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['profile', 'common']);
  const optionLabel = useOptionLabel();
  const facts = OPTION_FIELDS.flatMap((field) => {
    const label = optionLabel(field, profile[field]);
    return label === null ? [] : [{ field, label }];
  });
  const language = isLanguage(profile.language) ? LANGUAGE_NAMES[profile.language] : profile.language;
  const seeking =
    profile.interest === null || profile.interest === undefined
      ? null
      : t(profile.interest === 1 ? 'interest.men' : 'interest.women');

  return (
    <div className="profile-details">
      <section className="card" aria-labelledby="profile-about">
        <h2 id="profile-about" className="card__title">
          {t('section.about')}
        </h2>
        {profile.biography ? <Biography profile={profile} /> : <p className="profile-muted">{t('section.noBio')}</p>}
      </section>
      <section className="card" aria-labelledby="profile-facts">
        <h2 id="profile-facts" className="card__title">
          {t('section.details')}
        </h2>
        <dl className="profile-facts">
          <div>
            <dt>{t('field.gender')}</dt>
            <dd>{t(profile.gender === 0 ? 'gender.female' : 'gender.male')}</dd>
          </div>
          {seeking ? (
            <div>
              <dt>{t('field.interest')}</dt>
              <dd>{seeking}</dd>
            </div>
          ) : null}
          {language ? (
            <div>
              <dt>{t('field.language')}</dt>
              <dd>
                <span className="chip">{language}</span>
              </dd>
            </div>
          ) : null}
          {facts.map(({ field, label }) => (
            <div key={field}>
              <dt>{t(`field.${field}`)}</dt>
              <dd data-testid={`profile-${field}`}>{label}</dd>
            </div>
          ))}
        </dl>
        {facts.length === 0 ? <p className="profile-muted">{t('section.noDetails')}</p> : null}
      </section>
      {profile.languages.length > 0 ? (
        <section className="card" aria-labelledby="profile-languages-title">
          <h2 id="profile-languages-title" className="card__title">
            {t('languages.title')}
          </h2>
          <LanguageChips languages={profile.languages} />
        </section>
      ) : null}
      {profile.purpose.length > 0 ? (
        <section className="card" aria-labelledby="profile-purpose">
          <h2 id="profile-purpose" className="card__title">
            {t('field.purpose')}
          </h2>
          <ul className="chips" role="list">
            {profile.purpose.map((code) => {
              const label = optionLabel('purpose', code);
              return label ? (
                <li key={code} className="chip chip--rose">
                  {label}
                </li>
              ) : null;
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
