import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEMO_LOGIN, seedPlan } from './index';

const env = (extra: Record<string, string> = {}) => loadConfig({ DATA_DIR: '/tmp/yf-plan-test', ...extra });

describe('which starts seed the demo community', () => {
  it('seeds a new database outside production, with the published demo password', () => {
    expect(seedPlan(env({ NODE_ENV: 'development' }), 0)).toEqual({ seed: true, password: DEMO_LOGIN.password });
    expect(seedPlan(env({ NODE_ENV: 'development' }), 12).seed).toBe(false);
    expect(seedPlan(env({ NODE_ENV: 'development', SEED_DEMO: '0' }), 0).seed).toBe(false);
  });

  it('never seeds a production database unless SEED_DEMO=1, and then never with the published password', () => {
    expect(seedPlan(env({ NODE_ENV: 'production' }), 0).seed).toBe(false);
    const asked = seedPlan(env({ NODE_ENV: 'production', SEED_DEMO: '1' }), 0);
    expect(asked.seed).toBe(true);
    expect(asked.password).not.toBe(DEMO_LOGIN.password);
    expect(asked.password.length).toBeGreaterThanOrEqual(16);
    expect(seedPlan(env({ NODE_ENV: 'production', SEED_DEMO: '1' }), 0).password).not.toBe(asked.password);
  });
});

describe('the sandbox payment gateway', () => {
  it('is on by default outside production, where no real gateway is configured', () => {
    expect(env({ NODE_ENV: 'development' }).payments.sandbox).toBe(true);
  });

  it('is off in production unless PAYMENT_SANDBOX=1: a member must never confirm their own payment there', () => {
    expect(env({ NODE_ENV: 'production' }).payments.sandbox).toBe(false);
    expect(env({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }).payments.sandbox).toBe(true);
  });
});
