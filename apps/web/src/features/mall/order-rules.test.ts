import { describe, expect, it } from 'vitest';
import type { Order } from '@yuanfen/contract';
import {
  acceptNeedsAddress,
  addressBody,
  addressProblems,
  memberActions,
  orderSteps,
  phoneProblem,
  serverProblems,
  type AddressValues,
} from './order-rules';

const shanghai: AddressValues = {
  country: 'CN',
  province: 'Shanghai',
  city: 'Shanghai',
  line: '1 Nanjing Road',
  postcode: '200001',
};
const paris: AddressValues = { country: 'FR', province: '', city: 'Paris', line: '3 rue de Rivoli', postcode: '75001' };

describe('addressProblems', () => {
  it('accepts flowers to a mainland province, with or without a postcode', () => {
    expect(addressProblems(shanghai, true)).toEqual({});
    expect(addressProblems({ ...shanghai, postcode: '' }, true)).toEqual({});
  });

  it('refuses flowers outside mainland China, also to Hong Kong and Taiwan', () => {
    expect(addressProblems(paris, true)).toEqual({ country: 'flowersChinaOnly' });
    expect(addressProblems({ ...shanghai, country: 'HK' }, true).country).toBe('flowersChinaOnly');
    expect(addressProblems({ ...shanghai, country: 'TW' }, true).country).toBe('flowersChinaOnly');
  });

  it('lets other products go anywhere', () => {
    expect(addressProblems(paris, false)).toEqual({});
  });

  it('asks for a province of mainland China and a six-digit postcode there', () => {
    expect(addressProblems({ ...shanghai, province: '' }, true)).toEqual({ province: 'province' });
    expect(addressProblems({ ...shanghai, province: 'Bavaria' }, false)).toEqual({ province: 'province' });
    expect(addressProblems({ ...shanghai, postcode: '20001' }, true)).toEqual({ postcode: 'postcodeChina' });
  });

  it('asks for a country, a city and a street, and a plausible postcode elsewhere', () => {
    expect(addressProblems({ country: '', province: '', city: ' ', line: '', postcode: '#' }, false)).toEqual({
      country: 'unknownCountry',
      city: 'required',
      line: 'required',
      postcode: 'postcode',
    });
  });
});

describe('addressBody', () => {
  it('trims and leaves out empty optional fields', () => {
    expect(addressBody({ ...paris, city: ' Paris ', postcode: ' ' })).toEqual({
      country: 'FR',
      city: 'Paris',
      line: '3 rue de Rivoli',
    });
  });
});

describe('phoneProblem', () => {
  it('accepts an empty phone or a number, refuses letters', () => {
    expect(phoneProblem('')).toBeUndefined();
    expect(phoneProblem('+86 138 0013 8000')).toBeUndefined();
    expect(phoneProblem('call me')).toBe('phone');
  });
});

describe('serverProblems', () => {
  it('reads the server refusal of flowers outside China as the form’s own problem', () => {
    expect(serverProblems({ 'address.country': 'Flowers are delivered only in China' })).toEqual({
      country: 'flowersChinaOnly',
    });
    expect(
      serverProblems({
        'address.province': 'Name a province of China',
        'address.postcode': 'A postcode in China has six digits',
      }),
    ).toEqual({ province: 'province', postcode: 'postcodeChina' });
    expect(serverProblems({ full_name: 'Cannot be empty', phone: 'Phone is invalid' })).toEqual({
      full_name: 'required',
      phone: 'phone',
    });
  });
});

describe('orderSteps', () => {
  const states = (status: Order['status']) => orderSteps(status).map((s) => s.state);

  it('marks the steps before the status done and the status current', () => {
    expect(states('pending_accept')).toEqual(['current', 'todo', 'todo', 'todo']);
    expect(states('prepare_delivery')).toEqual(['done', 'current', 'todo', 'todo']);
    expect(states('delivered')).toEqual(['done', 'done', 'current', 'todo']);
  });

  it('shows a received order as complete and a cancelled one stopped at the first step', () => {
    expect(states('signed_received')).toEqual(['done', 'done', 'done', 'done']);
    expect(states('cancelled')).toEqual(['current', 'todo', 'todo', 'todo']);
  });
});

describe('memberActions', () => {
  const can = (over: Partial<Order['can']>): Pick<Order, 'can'> => ({
    can: { accept: false, refuse: false, prepare: false, deliver: false, sign: false, ...over },
  });

  it('offers what the server allows, accept first and refuse last', () => {
    expect(memberActions(can({ refuse: true, accept: true }))).toEqual(['accept', 'refuse']);
    expect(memberActions(can({ sign: true }))).toEqual(['sign']);
    expect(memberActions(can({}))).toEqual([]);
  });

  it('leaves the shop’s moves to the operator console', () => {
    expect(memberActions(can({ prepare: true, deliver: true }))).toEqual([]);
  });

  it('asks for an address on accepting only when the order has none', () => {
    expect(acceptNeedsAddress({ address: null })).toBe(true);
    expect(acceptNeedsAddress({ address: { country: 'CN', province: 'Shanghai', city: 'Shanghai', line: 'x' } })).toBe(
      false,
    );
  });
});
