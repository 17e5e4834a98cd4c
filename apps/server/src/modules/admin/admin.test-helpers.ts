import type { OperatorRole, TwoFactorEnabled, TwoFactorSetup } from '@yuanfen/contract';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { api } from '../../test/account-helpers';
import { signUp, type Member } from '../../test/factories';

/** An operator as the tests use one: a member with roles and, unless asked otherwise, 2FA on. */
export interface OperatorMember extends Member {
  /** The TOTP secret (when 2FA is on) and the recovery codes answered by `enable`. */
  secret?: string;
  recoveryCodes?: string[];
}

/** The current TOTP code of a secret at `at` (the test app's clock). */
export const totp = (secret: string, at: Date) => generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** Gives a member operator roles the way the server writes them (the sign-in cache forgets at once). */
export async function grantRoles(app: FastifyInstance, userId: number, roles: OperatorRole[]) {
  await app.services.sessions.updateAccount(userId, { roles });
}

/** Sets up and enables 2FA through the API at the clock's `at`; answers the secret and recovery codes. */
export async function enableTwoFactor(app: FastifyInstance, m: Member, at: Date) {
  const setup = await api(app).post('/v1/admin/2fa/setup', undefined, m.auth);
  if (setup.statusCode !== 200) throw new Error(`2FA setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json<TwoFactorSetup>();
  const enabled = await api(app).post('/v1/admin/2fa/enable', { code: totp(secret, at) }, m.auth);
  if (enabled.statusCode !== 200) throw new Error(`2FA enable failed: ${enabled.statusCode} ${enabled.body}`);
  return { secret, recoveryCodes: enabled.json<TwoFactorEnabled>().recovery_codes };
}

export async function signUpOperator(
  app: FastifyInstance,
  roles: OperatorRole[],
  opts: { twoFactor?: boolean; at?: Date } = {},
): Promise<OperatorMember> {
  const m = await signUp(app);
  await grantRoles(app, m.id, roles);
  if (opts.twoFactor === false) return m;
  return { ...m, ...(await enableTwoFactor(app, m, opts.at ?? new Date())) };
}
