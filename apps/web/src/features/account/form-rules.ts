import { z } from 'zod/mini';
import { ErrorCode, errorMessages, Limits, ValidationText } from '@yuanfen/contract';
import type { ApiError } from '../../lib/api';
import { i18n } from '../../lib/i18n';

/** Client schemas carry a ValidationText key as message; the form shows its translation. */
export type ValidationKey = keyof typeof ValidationText;
const key = (name: ValidationKey) => name;

const isValidationKey = (value: string): value is ValidationKey => value in ValidationText;

export const codeRule = z.string().check(
  z.trim(),
  z.refine((value) => {
    if (!/^\d+$/.test(value)) return false;
    const n = Number(value);
    return n > Limits.codeExclusiveMin && n < Limits.codeExclusiveMax;
  }, key('codeRequired')),
);

export const nameRule = z
  .string()
  .check(z.trim(), z.minLength(Limits.nameMin, key('nameInvalid')), z.maxLength(Limits.nameMax, key('nameInvalid')));
export const passwordRule = z.string().check(z.minLength(Limits.passwordMin, key('passwordInvalid')));
export const newPasswordRule = z.string().check(z.minLength(Limits.passwordMin, key('passwordInvalidMin')));

export type ContactKind = 'email' | 'phone';

/** The e-mail or phone input, checked by the chosen kind. */
export const contactRule = z.string().check(z.trim(), z.minLength(1, key('emailOrPhoneRequired')));

export function contactProblem(kind: ContactKind, value: string): ValidationKey | null {
  const text = value.trim();
  if (!text) return 'emailOrPhoneRequired';
  if (kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return 'emailInvalid';
  if (kind === 'phone' && !/^\+?\d[\d\s-]{5,20}$/.test(text)) return 'phoneInvalid';
  return null;
}

export const contactBody = (kind: ContactKind, value: string) =>
  kind === 'email' ? { email: value.trim() } : { phone: value.trim() };

/** Turns a schema key or a server text into the text shown under a field, in the interface language. */
export function fieldMessage(message: string | undefined): string | undefined {
  const t = i18n.getFixedT(null, 'errors');
  if (!message) return undefined;
  if (isValidationKey(message)) return t(`validation.${message}`);
  // A wrong, expired or used-up code (400003) comes with the server's English words on the code field.
  if (message === errorMessages[ErrorCode.CodeInvalid]) return t('code.400003');
  const known = (Object.keys(ValidationText) as ValidationKey[]).find((name) => ValidationText[name] === message);
  return known ? t(`validation.${known}`) : message;
}

/** Field errors from a 400001 reply (`errors`), keyed by field, ready for react-hook-form's setError. */
export function serverFieldErrors(error: ApiError): Array<[string, string]> {
  return Object.entries(error.errors);
}
