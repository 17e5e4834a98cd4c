import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  checkContactForm,
  detailsOf,
  formOf,
  sellerShare,
  serverErrors,
  type ContactForm,
} from './contact-form';

const range = { min: 1, max: 10000 };
const filled: ContactForm = {
  email: ' olga@example.com ',
  phone: '+49 30 1234567',
  wechat: 'olga_w',
  other: '',
  price: '50',
  allow: true,
};

describe('the contact-sale form', () => {
  it('starts from the saved offer, or empty at the lowest price', () => {
    expect(formOf(null, { min: 5, max: 100 })).toEqual({
      email: '',
      phone: '',
      wechat: '',
      other: '',
      price: '5',
      allow: false,
    });
    expect(formOf({ allow: true, price: 80, locked: false, wechat: 'w1' }, range)).toEqual({
      email: '',
      phone: '',
      wechat: 'w1',
      other: '',
      price: '80',
      allow: true,
    });
  });

  it('sends trimmed details and the price as a number', () => {
    expect(bodyOf(filled)).toEqual({
      email: 'olga@example.com',
      phone: '+49 30 1234567',
      wechat: 'olga_w',
      other: '',
      price: 50,
      allow: true,
    });
  });

  it('accepts a good form and says which field is wrong otherwise', () => {
    expect(checkContactForm(filled, range)).toEqual({});
    expect(checkContactForm({ ...filled, email: 'olga@' }, range)).toEqual({ email: { key: 'errors.email' } });
    expect(checkContactForm({ ...filled, phone: 'call me' }, range)).toEqual({ phone: { key: 'errors.phone' } });
    expect(checkContactForm({ ...filled, phone: '+1 (2)' }, range)).toEqual({ phone: { key: 'errors.phone' } });
    expect(checkContactForm({ ...filled, wechat: 'has space' }, range)).toEqual({ wechat: { key: 'errors.wechat' } });
    expect(checkContactForm({ ...filled, other: 'x'.repeat(201) }, range)).toEqual({
      other: { key: 'errors.tooLong', values: { max: 200 } },
    });
    const price = { price: { key: 'errors.price', values: { min: 1, max: 10000 } } };
    for (const bad of ['', '0', '2.5', '10001', 'abc'])
      expect(checkContactForm({ ...filled, price: bad }, range)).toEqual(price);
  });

  it('asks for a detail only when the sale is switched on', () => {
    const empty = { ...filled, email: '', phone: ' ', wechat: '' };
    expect(checkContactForm(empty, range)).toEqual({ details: { key: 'errors.details' } });
    expect(checkContactForm({ ...empty, allow: false }, range)).toEqual({});
  });

  it("shows the server's field errors in the member's language", () => {
    expect(serverErrors({ price: 'The price must be between 20 and 50 gold' }, { min: 20, max: 50 })).toEqual({
      price: { key: 'errors.price', values: { min: 20, max: 50 } },
    });
    expect(serverErrors({ details: 'Give at least one', email: 'Email address is invalid', x: 'y' }, range)).toEqual({
      details: { key: 'errors.details' },
      email: { key: 'errors.email' },
    });
  });

  it("computes the seller's share after the commission, rounded as the server does", () => {
    expect(sellerShare(50, 30)).toBe(35);
    expect(sellerShare(99, 10)).toBe(90);
    expect(sellerShare(1, 30)).toBe(1);
    expect(sellerShare(10, 100)).toBe(0);
    expect(sellerShare(Number.NaN, 30)).toBe(0);
  });

  it('lists the details an unlocked record holds, in a fixed order', () => {
    expect(detailsOf({ allow: true, price: 5, locked: false, other: 'Line: o', email: 'o@x.io' })).toEqual([
      { field: 'email', value: 'o@x.io' },
      { field: 'other', value: 'Line: o' },
    ]);
  });
});
