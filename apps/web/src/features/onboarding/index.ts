/** The onboarding after sign-up (issue 21): its page and the progress card on home and /me. */
export { OnboardingCard } from './OnboardingCard';
