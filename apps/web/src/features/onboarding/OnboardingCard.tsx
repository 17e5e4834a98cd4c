import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOnboardingQuery } from './onboarding.queries';
import './onboarding.css';

/** "Your profile: 3 of 5" on home and /me until every onboarding step is done; leads back to /welcome. */
export function OnboardingCard() {
  const { t } = useTranslation('profile');
  const progress = useOnboardingQuery().data;
  if (!progress || progress.done >= progress.total) return null;
  return (
    <section className="card onboarding-card" data-testid="onboarding-card" aria-labelledby="onboarding-card-title">
      <div className="onboarding-card__text">
        <h2 id="onboarding-card-title" className="card__title">
          {t('onboarding.card.title', { done: progress.done, total: progress.total })}
        </h2>
        <progress className="onboarding__bar" max={progress.total} value={progress.done} aria-hidden="true" />
      </div>
      <Link to="/welcome" className="button button--small button--primary">
        {t('onboarding.card.continue')}
      </Link>
    </section>
  );
}
