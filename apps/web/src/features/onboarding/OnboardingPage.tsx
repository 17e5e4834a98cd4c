import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../lib/account.queries';
import { Spinner } from '../../ui/Spinner';
import { useOnboardingQuery } from './onboarding.queries';
import { STEP_VIEWS } from './OnboardingSteps';
import './onboarding.css';

/**
 * /welcome, right after sign-up: one step at a time (birthday for accounts without one, photo, purpose,
 * languages, whom they seek, a first hello), each skippable, starting at the first one not done; the
 * last step lists members to say hi to, which opens the conversation.
 */
export function OnboardingPage() {
  const { t } = useTranslation('profile');
  const me = useMe();
  const progress = useOnboardingQuery();
  const navigate = useNavigate();
  const [index, setIndex] = useState<number | null>(null);
  if (!me || !progress.data) return <Spinner />;
  const { steps } = progress.data;
  const firstOpen = steps.findIndex((s) => !s.done);
  const current = index ?? (firstOpen === -1 ? steps.length - 1 : firstOpen);
  const step = steps[current]!;
  const last = current === steps.length - 1;
  const next = () => (last ? void navigate('/home') : setIndex(current + 1));
  const View = STEP_VIEWS[step.step];

  return (
    <div className="stack onboarding" data-testid="onboarding">
      <section className="card onboarding__card" aria-labelledby="onboarding-title">
        <p className="form__step" data-testid="onboarding-progress">
          {t('onboarding.stepOf', { n: current + 1, total: steps.length })}
        </p>
        <progress className="onboarding__bar" max={steps.length} value={current + 1} aria-hidden="true" />
        <h1 id="onboarding-title" className="onboarding__title">
          {t(`onboarding.${step.step}.title`)}
        </h1>
        <p className="onboarding__lead">{t(`onboarding.${step.step}.lead`)}</p>
        <View key={step.step} me={me} onNext={next} />
        <div className="onboarding__nav">
          {current > 0 ? (
            <button type="button" className="link-button" onClick={() => setIndex(current - 1)}>
              {t('onboarding.back')}
            </button>
          ) : (
            <span />
          )}
          <button type="button" className="link-button" onClick={next} data-testid="onboarding-skip">
            {last ? t('onboarding.finish') : t('onboarding.skip')}
          </button>
        </div>
      </section>
    </div>
  );
}
