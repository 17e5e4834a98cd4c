import { Limits, type AuthResponse, type ClientKind, type Counter, type KickReason } from '@yuanfen/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { EventBus } from '../../platform/bus';
import { fail } from '../../platform/errors';
import { SessionCache } from '../../platform/session-cache';
import { hashToken, type TokenService } from '../../platform/tokens';
import { accountRepo, type UserRow } from './account.repo';
import { presentMe } from './account.presenter';

export interface ClientInfo {
  clientId: string | null;
  clientKind: ClientKind;
  userAgent?: string;
  pushId?: string;
}

/** `start` found that the new device would be a 6th: the caller asks for a device code (400074). */
export class DeviceLimitReached extends Error {}

/** Counters come from the modules that own them (messages, notifications, …). */
export type CounterSource = (userId: number) => Promise<Counter>;

/**
 * Devices, access tokens and rotating refresh tokens; and the one writer of what the sign-in check reads
 * (a device's `revoked_at`, an account's `status` and `role`): each such write is followed, once
 * committed, by `signIns.changed`, which makes every node forget its cached sign-in.
 */
export class SessionService {
  /** The sign-in check's cache (`viewerFromToken`). */
  readonly signIns: SessionCache;

  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly bus: EventBus,
    private readonly counters: CounterSource,
    private readonly defaultRate: number,
    private readonly now: () => Date,
  ) {
    this.signIns = new SessionCache(bus);
  }

  /**
   * Writes the account's status or roles (ban, suspension, deactivation, reactivation, an operator's role
   * change): the sign-in check reads both, so every node forgets what it cached of the account's devices
   * once the write is committed. `alongside` runs in the same transaction with the updated row (the
   * operator console writes its audit entry there); its failure undoes the write.
   */
  async updateAccount(
    userId: number,
    values: { status?: string; roles?: string[]; is_partner?: number; bd?: number; deactivated_at?: Date | null },
    alongside?: (tx: Tx, row: UserRow) => Promise<void>,
  ) {
    const write = (db: DbOrTx) =>
      Object.values(values).some((v) => v !== undefined)
        ? accountRepo.updateUser(db, userId, values)
        : accountRepo.findById(db, userId);
    const row = alongside
      ? await this.db.transaction(async (tx) => {
          const updated = await write(tx);
          if (updated) await alongside(tx, updated);
          return updated;
        })
      : await write(this.db);
    await this.signIns.changed({ users: [userId] });
    return row;
  }

  /** Client ids are per browser; a request without one gets a per-sign-in id, so it is a new device. */
  private clientIdOf(client: ClientInfo) {
    return client.clientId ?? `anon-${this.tokens.newRefreshToken().token.slice(0, 16)}`;
  }

  /** Whether signing in from this client would add a 6th active device. */
  async wouldExceedDevices(userId: number, client: ClientInfo, db: DbOrTx = this.db): Promise<boolean> {
    if (client.clientId) {
      const known = await accountRepo.findDevice(db, userId, client.clientId);
      if (known && !known.revoked_at) return false;
    }
    return (await accountRepo.countActiveDevices(db, userId, this.now())) >= Limits.maxDevices;
  }

  /** What a partner may cash out (the withdraw module, built after this one; issue 18). */
  private withdrawableOf: (userId: number) => Promise<number> = async () => 0;
  useWithdrawable(source: (userId: number) => Promise<number>) {
    this.withdrawableOf = source;
  }

  /** `GET me`: `withdrawable` costs its statements only for partners (0 for everyone else). */
  async me(user: UserRow) {
    const [counter, withdrawable] = await Promise.all([
      this.counters(user.id),
      user.is_partner > 0 ? this.withdrawableOf(user.id) : 0,
    ]);
    return presentMe(user, { counter, defaultRate: this.defaultRate, withdrawable });
  }

  /**
   * Signs a device in. With `deviceLimit`, a new device that would be a 6th is refused with
   * `DeviceLimitReached`; the check and the insert hold the member's row, so simultaneous sign-ins from
   * new devices cannot all take the last place.
   */
  async start(user: UserRow, client: ClientInfo, opts: { deviceLimit?: boolean } = {}): Promise<AuthResponse> {
    // The device and its refresh token are added together: a device counts as signed in by its live token.
    const { deviceId, refreshToken } = await this.db.transaction(async (tx) => {
      if (opts.deviceLimit) {
        await accountRepo.lockUser(tx, user.id);
        if (await this.wouldExceedDevices(user.id, client, tx)) throw new DeviceLimitReached();
      }
      const device = await accountRepo.upsertDevice(tx, {
        user_id: user.id,
        client_id: this.clientIdOf(client),
        client_kind: client.clientKind,
        push_id: client.pushId,
        user_agent: client.userAgent?.slice(0, 300),
      });
      return { deviceId: device.id, refreshToken: await this.storeRefreshToken(tx, user.id, device.id) };
    });
    await accountRepo.touchActivity(this.db, user.id);
    return this.respond(user, deviceId, client.clientKind, refreshToken);
  }

  /**
   * A restricted sign-in (the recharge portal's): a device of its own (`portal:<client>`, without a refresh
   * token, so it never counts toward the device limit) and a short web access token carrying the scope.
   */
  async startScoped(user: UserRow, client: ClientInfo, scope: 'recharge') {
    const device = await accountRepo.upsertDevice(this.db, {
      user_id: user.id,
      client_id: `portal:${this.clientIdOf(client)}`.slice(0, 128),
      client_kind: 'web',
      user_agent: client.userAgent?.slice(0, 300),
    });
    const ttl = Limits.accessTokenTtlWebSeconds;
    const token = await this.tokens.signAccess({ userId: user.id, deviceId: device.id, scope }, ttl);
    return { token, expires_in: ttl, scope, me: await this.me(user) };
  }

  private async issue(user: UserRow, deviceId: number, kind: ClientKind): Promise<AuthResponse> {
    return this.respond(user, deviceId, kind, await this.storeRefreshToken(this.db, user.id, deviceId));
  }

  private async storeRefreshToken(db: DbOrTx, userId: number, deviceId: number): Promise<string> {
    const refresh = this.tokens.newRefreshToken();
    await accountRepo.insertRefreshToken(db, {
      user_id: userId,
      device_id: deviceId,
      token_hash: refresh.hash,
      expires_at: new Date(this.now().getTime() + Limits.refreshTokenTtlDays * 86400_000),
    });
    return refresh.token;
  }

  private async respond(user: UserRow, deviceId: number, kind: ClientKind, refreshToken: string) {
    const ttl = kind === 'app' ? Limits.accessTokenTtlAppSeconds : Limits.accessTokenTtlWebSeconds;
    const token = await this.tokens.signAccess({ userId: user.id, deviceId }, ttl);
    return { token, refresh_token: refreshToken, expires_in: ttl, me: await this.me(user) };
  }

  /**
   * Rotates a refresh token. A token used twice is a stolen one: that device is signed out. The new access
   * token lives as long as the device's own kind allows (signed in from the web: an hour), whatever the
   * refresh request calls itself, so a web token cannot be stretched to an app's day.
   */
  async refresh(refreshToken: string): Promise<AuthResponse> {
    const row = await accountRepo.findRefreshToken(this.db, hashToken(refreshToken));
    if (!row || row.revoked_at || row.expires_at <= this.now()) throw fail.unauthorized('Session expired');
    if (row.rotated_at || !(await accountRepo.rotateRefreshToken(this.db, row.id))) {
      await this.endDevice(row.user_id, row.device_id);
      throw fail.unauthorized('Session expired');
    }
    const [user, device] = await Promise.all([
      accountRepo.findById(this.db, row.user_id),
      accountRepo.device(this.db, row.device_id),
    ]);
    // A device signed out while this token was being rotated (a reuse race, a ban) stays signed out: its
    // access tokens are refused, so a refresh must not answer 200 with one.
    if (!user || user.status !== 'active' || !device || device.revoked_at) throw fail.unauthorized('Session expired');
    return this.issue(user, row.device_id, device.client_kind as ClientKind);
  }

  /** Signs one device out; its open sockets are told to leave and are closed. */
  async endDevice(userId: number, deviceId: number): Promise<void> {
    await accountRepo.revokeDevice(this.db, deviceId);
    await this.signIns.changed({ devices: [deviceId] });
    await this.bus.publish({ to: userId, device: deviceId, event: 'kick', payload: { reason: 'logout' } });
  }

  /** After a password change: every other device of the member is signed out; the one that changed it stays. */
  async endOthers(userId: number, keepDeviceId: number): Promise<void> {
    const others = await accountRepo.revokeOtherDevices(this.db, userId, keepDeviceId);
    await this.signIns.changed({ devices: others });
    for (const deviceId of others) {
      await this.bus.publish({ to: userId, device: deviceId, event: 'kick', payload: { reason: 'password' } });
    }
  }

  /** Signs the account out everywhere and tells its open clients to leave. */
  async endAll(userId: number, reason: KickReason): Promise<void> {
    await accountRepo.revokeAllDevices(this.db, userId);
    await this.signIns.changed({ users: [userId] });
    await this.bus.publish({ to: userId, event: 'kick', payload: { reason } });
  }
}
