import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProfileOptions, type LanguageEntry, type Me, type OnboardingStep } from '@yuanfen/contract';
import { fieldMessage } from '../account';
import { ChatButton } from '../chat';
import { LanguagesEditor } from '../languages';
import { useOptionLabel } from '../profile';
import { useUpdateUserMutation } from '../settings';
import { Avatar } from '../../ui/Avatar';
import { Field } from '../../ui/Field';
import { isApiError } from '../../lib/api';
import { usePartnersQuery } from './onboarding.queries';

interface StepProps {
  me: Me;
  /** Saved: on to the next step. */
  onNext: () => void;
}

/** "Continue" saving `body`, then the next step; the server's field error shown when it refuses. */
function useSave(onNext: () => void) {
  const update = useUpdateUserMutation();
  const save = (body: Parameters<typeof update.mutate>[0]) => update.mutate(body, { onSuccess: onNext });
  const errors = update.error && isApiError(update.error) ? update.error.errors : {};
  return { save, busy: update.isPending, errors };
}

function ContinueButton({ busy, disabled }: { busy: boolean; disabled?: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <button
      type="submit"
      className="button button--primary"
      disabled={busy || disabled}
      data-testid="onboarding-continue"
    >
      {t('onboarding.continue')}
    </button>
  );
}

function BirthdayStep({ onNext }: StepProps) {
  const { t } = useTranslation('profile');
  const [birthday, setBirthday] = useState('');
  const { save, busy, errors } = useSave(onNext);
  return (
    <form className="onboarding__form" onSubmit={(e) => (e.preventDefault(), save({ birthday }))}>
      <Field
        label={t('field.birthday')}
        type="date"
        value={birthday}
        max={new Date().toISOString().slice(0, 10)}
        error={fieldMessage(errors.birthday)}
        onChange={(e) => setBirthday(e.target.value)}
      />
      <ContinueButton busy={busy} disabled={!birthday} />
    </form>
  );
}

function PhotoStep({ me }: StepProps) {
  const { t } = useTranslation('profile');
  return (
    <div className="onboarding__form">
      <Avatar src={me.avatar} name={me.name} size={96} />
      <Link to="/setting/avatar" className="button button--primary">
        {t('onboarding.photo.choose')}
      </Link>
    </div>
  );
}

function PurposeStep({ onNext }: StepProps) {
  const optionLabel = useOptionLabel();
  const [chosen, setChosen] = useState<number[]>([]);
  const { save, busy } = useSave(onNext);
  const toggle = (code: number) =>
    setChosen((list) => (list.includes(code) ? list.filter((c) => c !== code) : [...list, code]));
  return (
    <form className="onboarding__form" onSubmit={(e) => (e.preventDefault(), save({ purpose: chosen }))}>
      <div className="purpose-picker">
        {ProfileOptions.purpose.map((code) => (
          <label key={code} className="purpose-chip">
            <input type="checkbox" checked={chosen.includes(code)} onChange={() => toggle(code)} />
            <span>{optionLabel('purpose', code)}</span>
          </label>
        ))}
      </div>
      <ContinueButton busy={busy} disabled={chosen.length === 0} />
    </form>
  );
}

function LanguagesStep({ me, onNext }: StepProps) {
  const [languages, setLanguages] = useState<LanguageEntry[]>(me.languages);
  const { save, busy, errors } = useSave(onNext);
  return (
    <form className="onboarding__form" onSubmit={(e) => (e.preventDefault(), save({ languages }))}>
      <LanguagesEditor value={languages} onChange={setLanguages} />
      {errors.languages ? (
        <p className="field__error" role="alert">
          {fieldMessage(errors.languages)}
        </p>
      ) : null}
      <ContinueButton busy={busy} disabled={languages.length === 0} />
    </form>
  );
}

function SeekingStep({ onNext }: StepProps) {
  const { t } = useTranslation('profile');
  const [interest, setInterest] = useState<0 | 1 | null>(null);
  const { save, busy } = useSave(onNext);
  return (
    <form className="onboarding__form" onSubmit={(e) => (e.preventDefault(), interest !== null && save({ interest }))}>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t('field.interest')}</legend>
        {([0, 1] as const).map((value) => (
          <label key={value} className="segmented__option">
            <input type="radio" name="interest" checked={interest === value} onChange={() => setInterest(value)} />
            <span>{t(value === 0 ? 'interest.women' : 'interest.men')}</span>
          </label>
        ))}
      </fieldset>
      <ContinueButton busy={busy} disabled={interest === null} />
    </form>
  );
}

function HelloStep() {
  const { t } = useTranslation('profile');
  const partners = usePartnersQuery(true);
  return (
    <div className="onboarding__form">
      <ul className="onboarding__partners" role="list" data-testid="onboarding-partners">
        {partners.data?.map((member) => (
          <li key={member.user_id} className="onboarding__partner">
            <Avatar src={member.avatar} name={member.name} size={48} />
            <Link to={`/profile/${member.user_id}`} className="onboarding__partner-name">
              {member.name}
            </Link>
            <ChatButton
              peer={{ user_id: member.user_id, name: member.name, avatar: member.avatar, online: member.online }}
              className="button button--small button--primary"
              testId="onboarding-say-hi"
            >
              {t('onboarding.hello.sayHi')}
            </ChatButton>
          </li>
        ))}
      </ul>
      <Link to="/home" className="link">
        {t('onboarding.hello.post')}
      </Link>
    </div>
  );
}

export const STEP_VIEWS: Record<OnboardingStep, (props: StepProps) => React.ReactNode> = {
  birthday: BirthdayStep,
  photo: PhotoStep,
  purpose: PurposeStep,
  languages: LanguagesStep,
  seeking: SeekingStep,
  hello: HelloStep,
};
