import type { Onboarding, OnboardingStep } from '@yuanfen/contract';
import type { DbOrTx } from '../../db/client';
import { fail } from '../../platform/errors';
import { onboardingRepo } from './onboarding.repo';

type Facts = NonNullable<Awaited<ReturnType<typeof onboardingRepo.facts>>>;

/**
 * The onboarding (issue 21) has no state of its own: each step is done when the profile says so, so
 * skipping one leaves it open and filling the field elsewhere (the profile editor) closes it. `birthday`
 * is a step only for accounts made without one (WeChat), who cannot message before giving it.
 */
export function onboardingOf(facts: Facts): Onboarding {
  const done: Record<OnboardingStep, boolean> = {
    birthday: facts.birthday !== null,
    photo: facts.avatar !== null,
    purpose: facts.purpose.length > 0,
    languages: facts.languages.length > 0,
    seeking: facts.interest !== null,
    hello: Boolean(facts.posted) || Boolean(facts.wrote),
  };
  const steps = (Object.keys(done) as OnboardingStep[])
    .filter((step) => step !== 'birthday' || !done.birthday)
    .map((step) => ({ step, done: done[step] }));
  return { steps, done: steps.filter((s) => s.done).length, total: steps.length };
}

/** `GET onboarding`: one statement. */
export async function readOnboarding(db: DbOrTx, userId: number): Promise<Onboarding> {
  const facts = await onboardingRepo.facts(db, userId);
  if (!facts) throw fail.unauthorized();
  return onboardingOf(facts);
}
