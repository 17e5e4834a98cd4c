import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  CONTACT_PHONE_MIN_DIGITS,
  CONTACT_PHONE_PATTERN,
  CONTACT_WECHAT_PATTERN,
  type ContactBody,
  type ContactField,
  type ContactRecord,
} from '@yuanfen/contract';

/** The settings form as typed: every detail as text, the price as the input's text. */
export interface ContactForm {
  email: string;
  phone: string;
  wechat: string;
  other: string;
  price: string;
  allow: boolean;
}

/** Where a form error shows: next to a detail, the price, or above the details when none is given. */
export type ContactErrorField = ContactField | 'price' | 'details';

/** A form error as a key of the `contact` namespace and its values. */
export interface ContactError {
  key: 'errors.email' | 'errors.phone' | 'errors.wechat' | 'errors.tooLong' | 'errors.price' | 'errors.details';
  values?: Record<string, number>;
}
export type ContactErrors = Partial<Record<ContactErrorField, ContactError>>;

export interface PriceRange {
  min: number;
  max: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form filled from the saved offer (or empty, at the lowest price, before the first save). */
export function formOf(offer: ContactRecord | null, range: PriceRange): ContactForm {
  return {
    email: offer?.email ?? '',
    phone: offer?.phone ?? '',
    wechat: offer?.wechat ?? '',
    other: offer?.other ?? '',
    price: String(offer && offer.price > 0 ? offer.price : range.min),
    allow: offer?.allow ?? false,
  };
}

/** What `PUT contact` receives: trimmed details (empty ones cleared) and the price as a number. */
export function bodyOf(form: ContactForm): ContactBody {
  const price = form.price.trim() === '' ? Number.NaN : Number(form.price);
  return {
    email: form.email.trim(),
    phone: form.phone.trim(),
    wechat: form.wechat.trim(),
    other: form.other.trim(),
    price,
    allow: form.allow,
  };
}

/** The server's rules, checked before sending so each field says at once what is wrong. */
export function checkContactForm(form: ContactForm, range: PriceRange): ContactErrors {
  const body = bodyOf(form);
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = body[field] ?? '';
    const max = CONTACT_MAX_LENGTH[field];
    if (value.length > max) errors[field] = { key: 'errors.tooLong', values: { max } };
  }
  if (!errors.email && body.email && !EMAIL.test(body.email)) errors.email = { key: 'errors.email' };
  const digits = (body.phone ?? '').replace(/\D/g, '').length;
  if (!errors.phone && body.phone && (!CONTACT_PHONE_PATTERN.test(body.phone) || digits < CONTACT_PHONE_MIN_DIGITS))
    errors.phone = { key: 'errors.phone' };
  if (!errors.wechat && body.wechat && !CONTACT_WECHAT_PATTERN.test(body.wechat))
    errors.wechat = { key: 'errors.wechat' };
  if (!Number.isInteger(body.price) || body.price < range.min || body.price > range.max)
    errors.price = { key: 'errors.price', values: { min: range.min, max: range.max } };
  if (body.allow && !CONTACT_FIELDS.some((field) => body[field])) errors.details = { key: 'errors.details' };
  return errors;
}

/** The server's field errors (English) as the form's own texts, by the field they name. */
export function serverErrors(errors: Record<string, string>, range: PriceRange): ContactErrors {
  const shown: ContactErrors = {};
  for (const field of Object.keys(errors)) {
    if (field === 'email') shown.email = { key: 'errors.email' };
    else if (field === 'phone') shown.phone = { key: 'errors.phone' };
    else if (field === 'wechat') shown.wechat = { key: 'errors.wechat' };
    else if (field === 'other') shown.other = { key: 'errors.tooLong', values: { max: CONTACT_MAX_LENGTH.other } };
    else if (field === 'price') shown.price = { key: 'errors.price', values: { min: range.min, max: range.max } };
    else if (field === 'details') shown.details = { key: 'errors.details' };
  }
  return shown;
}

/** Gold the seller receives of a sale at `price`: the price less the operator's commission (rounded down). */
export function sellerShare(price: number, commissionPercent: number): number {
  if (!Number.isInteger(price) || price <= 0) return 0;
  return price - Math.min(price, Math.max(0, Math.floor((price * commissionPercent) / 100)));
}

/** The details an unlocked record holds, in the order the card lists them. */
export function detailsOf(record: ContactRecord): Array<{ field: ContactField; value: string }> {
  return CONTACT_FIELDS.flatMap((field) => (record[field] ? [{ field, value: record[field] }] : []));
}
