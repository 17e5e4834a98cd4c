import { describe, expect, it } from 'vitest';
import { authorize, can, memberActor } from '../../platform/policy';
import { refusalOf } from '../../test/refusal';
import { paymentPolicy } from './payment.policy';

const noSuchOrder = { status: 404, body: { code: 0, message: 'No such order' } };

describe('payment policy', () => {
  it('an order is read by the member who placed it; anyone else is told it does not exist', () => {
    const order = { user_id: 7, gateway: 'paypal' };
    expect(can(memberActor(7), paymentPolicy.read, order)).toBe(true);
    expect(refusalOf(() => authorize(memberActor(8), paymentPolicy.read, order))).toEqual(noSuchOrder);
    expect(refusalOf(() => authorize(memberActor(8, { roles: ['finance'] }), paymentPolicy.read, order))).toEqual(
      noSuchOrder,
    );
  });

  it('the sandbox page confirms only a sandbox order of its payer', () => {
    expect(can(memberActor(7), paymentPolicy.confirmSandbox, { user_id: 7, gateway: 'sandbox' })).toBe(true);
    expect(
      refusalOf(() => authorize(memberActor(7), paymentPolicy.confirmSandbox, { user_id: 7, gateway: 'paypal' })),
    ).toEqual(noSuchOrder);
    expect(
      refusalOf(() => authorize(memberActor(8), paymentPolicy.confirmSandbox, { user_id: 7, gateway: 'sandbox' })),
    ).toEqual(noSuchOrder);
  });
});
