import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/factories';
import { ledgerState } from '../../test/money-helpers';
import { useTestApp } from '../../test/use-test-app';
import { SystemAccount, userAccount } from './ledger.service';

const members: number[] = [];
const t = useTestApp();
beforeAll(async () => {
  for (let i = 0; i < 3; i++) members.push((await signUp(t.app)).id);
});

const who = fc.integer({ min: 0, max: 2 });
const step = fc.oneof(
  fc.record({ op: fc.constant('recharge' as const), who, amount: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ op: fc.constant('spend' as const), who, amount: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ op: fc.constant('gift' as const), who, to: who, amount: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ op: fc.constant('upgrade' as const), who, month: fc.constantFrom(1, 3, 6, 12, 15, 0.25) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const expected = [400022, 400085, 400001];
async function apply(s: Step, spends: number[]) {
  const { ledger: money, vip } = t.app.services;
  try {
    if (s.op === 'recharge') {
      await money.transfer({
        from: SystemAccount.payments,
        to: userAccount(members[s.who]!),
        amount: s.amount,
        kind: 'recharge',
      });
    } else if (s.op === 'spend') {
      const r = await money.transfer({
        from: userAccount(members[s.who]!),
        to: SystemAccount.revenue,
        amount: s.amount,
        kind: 'gift',
      });
      spends.push(r.entry.id);
    } else if (s.op === 'gift') {
      if (s.who === s.to) return;
      await money.transfer({
        from: userAccount(members[s.who]!),
        to: userAccount(members[s.to]!),
        amount: s.amount,
        kind: 'income',
      });
    } else if (s.op === 'upgrade') {
      await vip.upgrade(members[s.who]!, { month: s.month });
    } else if (spends.length) {
      await money.refund(spends[s.pick % spends.length]!);
    }
  } catch (error) {
    if (!expected.includes((error as { code?: number }).code ?? -1)) throw error;
  }
}

async function invariants() {
  const { balances, net } = await ledgerState(t.app);
  for (const { id, balance } of balances) {
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(net.get(userAccount(id)) ?? 0).toBe(balance);
  }
  expect([...net.values()].reduce((a, b) => a + b, 0)).toBe(0);
}

describe('the ledger under random sequences of recharges, spends, gifts, upgrades and refunds', () => {
  it('keeps every balance ≥ 0, equal to the sum of its ledger rows, and the whole ledger summing to zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const spends: number[] = [];
        for (const s of steps) await apply(s, spends);
        await invariants();
      }),
      { numRuns: 20 },
    );
  });

  it('keeps the invariants when the steps run concurrently', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 20 }), async (steps) => {
        const spends: number[] = [];
        await Promise.all(steps.map((s) => apply(s, spends)));
        await invariants();
      }),
      { numRuns: 10 },
    );
  });
});
