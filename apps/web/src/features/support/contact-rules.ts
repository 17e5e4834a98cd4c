import { Limits, type SupportCategory, type ValidationText } from '@yuanfen/contract';

type Key = keyof typeof ValidationText;

export interface ContactInput {
  name: string;
  email: string;
  content: string;
  captcha: string;
}

/**
 * The refusals of spec §5 ("Support") the server would answer for a `contact` request, checked before
 * sending: each field's ValidationText key (shown through `errors:validation.<key>`).
 */
export function contactProblems(input: ContactInput): Partial<Record<keyof ContactInput, Key>> {
  const problems: Partial<Record<keyof ContactInput, Key>> = {};
  const name = input.name.trim();
  if (name.length < Limits.nameMin || name.length > Limits.nameMax) problems.name = 'nameInvalid';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) problems.email = 'emailInvalid';
  if (!input.content.trim()) problems.content = 'cannotBeEmpty';
  if (!input.captcha.trim()) problems.captcha = 'captchaRequired';
  return problems;
}

/** What a member may open from the support screen: every category but the visitors' contact form. */
export const memberCategories = (all: readonly SupportCategory[]) => all.filter((c) => c !== 'contact');
