import { describe, expect, it } from 'vitest';
import { ErrorCode, LANGUAGES, ValidationText } from '@yuanfen/contract';
import { loadLanguage } from '@yuanfen/i18n';
import { ApiError } from '../../lib/api';
import { setLanguage } from '../../lib/i18n';
import { contactProblems, memberCategories } from './contact-rules';
import { supportFieldErrors } from './field-errors';

/*
 * Spec §5's "Support" refusals come from the server in its own words (400001, per field); the forms show
 * them in the interface language, in all 8 languages.
 */
const refusal = new ApiError(400, {
  code: ErrorCode.ValidationFailed,
  message: ValidationText.illegalAccess,
  errors: {
    category: ValidationText.illegalAccess,
    captcha: ValidationText.captchaRequired,
    email: ValidationText.emailInvalid,
    name: ValidationText.nameInvalid,
    content: ValidationText.cannotBeEmpty,
  },
});

describe('support refusals in the interface language', () => {
  it.each(LANGUAGES)('%s', async (language) => {
    await setLanguage(language);
    const texts = (await loadLanguage[language]()).errors.validation;
    expect(supportFieldErrors(refusal)).toEqual({
      category: texts.illegalAccess,
      captcha: texts.captchaRequired,
      email: texts.emailInvalid,
      name: texts.nameInvalid,
      content: texts.cannotBeEmpty,
    });
    if (language !== 'en') {
      // Translated, not the server's English left in place.
      expect(texts.captchaRequired).not.toBe(ValidationText.captchaRequired);
      expect(texts.nameInvalid).not.toBe(ValidationText.nameInvalid);
    }
  });
});

describe('the contact form checks what the server would refuse', () => {
  it('names each missing or wrong field', () => {
    expect(contactProblems({ name: 'Li', email: 'nope', content: ' ', captcha: '' })).toEqual({
      name: 'nameInvalid',
      email: 'emailInvalid',
      content: 'cannotBeEmpty',
      captcha: 'captchaRequired',
    });
    expect(contactProblems({ name: 'Li Wei', email: 'li@example.com', content: 'Hi', captcha: 'ab12' })).toEqual({});
    expect(contactProblems({ name: 'x'.repeat(21), email: 'li@example.com', content: 'Hi', captcha: 'a' })).toEqual({
      name: 'nameInvalid',
    });
  });

  it('offers members every category but the visitors’ contact form', () => {
    expect(memberCategories(['account', 'contact', 'bug'])).toEqual(['account', 'bug']);
  });
});
