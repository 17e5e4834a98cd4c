import { LRUCache } from 'lru-cache';
import type { BusNotice, EventBus } from './bus';

/** What the sign-in check knows of a device: whose it is, whether it is signed in, its account's state. */
export interface DeviceSignIn {
  userId: number;
  signedIn: boolean;
  status: string;
  /** The account's operator roles. */
  roles: readonly string[];
}

/** What changed: these devices' sign-ins, or every device of these accounts. */
export interface SignInChange {
  devices?: number[];
  users?: number[];
}

/** A read of the database in flight; `stale` once a change to its key arrived while it ran. */
interface Fill {
  userId: number;
  stale: boolean;
  promise: Promise<DeviceSignIn>;
}

export const SESSION_CACHE_MAX = 50_000;
/** A safety net only: every change that matters is forgotten at once through `changed`. */
export const SESSION_CACHE_TTL_MS = 60_000;

/**
 * The sign-in check's cache (ARCHITECTURE.md, docs/decisions.md 34): device id → its sign-in, filled from
 * the database on a miss, so a signed-in request does not read the database to know who it is.
 *
 * Whoever changes what it holds — a device signed out, an account banned, deactivated or given another
 * role — calls `changed` once the write is committed (SessionService does, next to the writes). This
 * node forgets at once, before `changed` returns; every other node when the bus's notice reaches it.
 *
 * The race: a fill that read the row before a change and finishes after it must not store what it read.
 * Each fill in flight is the key's generation: a change marks it stale and removes it, so it answers its
 * own (concurrent) callers but stores nothing, and the next caller reads the database again.
 *
 * While the bus cannot promise this node hears every notice (Redis subscription down), the cache is
 * bypassed and emptied: every request reads the database, as before the cache.
 */
export class SessionCache {
  private readonly entries: LRUCache<number, DeviceSignIn>;
  private readonly byUser = new Map<number, Set<number>>();
  private readonly fills = new Map<number, Fill>();
  private readonly stopListening: () => void;

  constructor(
    private readonly bus: EventBus,
    opts: { max?: number; ttlMs?: number } = {},
  ) {
    this.entries = new LRUCache<number, DeviceSignIn>({
      max: opts.max ?? SESSION_CACHE_MAX,
      ttl: opts.ttlMs ?? SESSION_CACHE_TTL_MS,
      dispose: (value, deviceId) => this.unindex(value.userId, deviceId),
    });
    this.stopListening = bus.onNotice((notice) => this.apply(notice));
  }

  /**
   * The sign-in of `deviceId` for a token of `userId`; `load` reads it from the database (undefined: no
   * signed-in device of that member). Concurrent misses of one device share one read.
   */
  async get(
    deviceId: number,
    userId: number,
    load: () => Promise<{ status: string; roles: readonly string[] } | undefined>,
  ): Promise<DeviceSignIn> {
    if (!this.bus.hearsAll()) {
      this.forgetAll();
      return signInOf(userId, await load());
    }
    const hit = this.entries.get(deviceId);
    if (hit?.userId === userId) return hit;
    const pending = this.fills.get(deviceId);
    if (pending?.userId === userId) return pending.promise;
    // A token naming another member than the one held (no signed token does): read, keep nothing.
    if (hit || pending) return signInOf(userId, await load());
    const fill: Fill = { userId, stale: false, promise: Promise.resolve(undefined as unknown as DeviceSignIn) };
    const done = () => {
      if (this.fills.get(deviceId) === fill) this.fills.delete(deviceId);
    };
    fill.promise = load().then(
      (row) => {
        done();
        const value = signInOf(userId, row);
        if (!fill.stale) this.store(deviceId, value);
        return value;
      },
      (err: unknown) => {
        done();
        throw err;
      },
    );
    this.fills.set(deviceId, fill);
    return fill.promise;
  }

  /**
   * After a committed write to what the cache holds: this node forgets now, the others when the notice
   * arrives (it also comes back to this node, which forgets again: harmless).
   */
  async changed(change: SignInChange): Promise<void> {
    const devices = change.devices ?? [];
    const users = change.users ?? [];
    if (devices.length === 0 && users.length === 0) return;
    this.apply({ kind: 'sessions', devices, users });
    await this.bus.notify({ kind: 'sessions', devices, users });
  }

  /** How many sign-ins are held (tests). */
  get size() {
    return this.entries.size;
  }

  close() {
    this.stopListening();
    this.forgetAll();
  }

  private apply(notice: BusNotice) {
    if (notice.kind !== 'sessions') return;
    if ('all' in notice) return this.forgetAll();
    for (const deviceId of notice.devices) this.forgetDevice(deviceId);
    if (notice.users.length === 0) return;
    const users = new Set(notice.users);
    for (const userId of users) {
      for (const deviceId of [...(this.byUser.get(userId) ?? [])]) this.entries.delete(deviceId);
    }
    for (const [deviceId, fill] of this.fills) {
      if (users.has(fill.userId)) this.forgetDevice(deviceId);
    }
  }

  private forgetDevice(deviceId: number) {
    this.entries.delete(deviceId);
    const fill = this.fills.get(deviceId);
    if (fill) {
      fill.stale = true;
      this.fills.delete(deviceId);
    }
  }

  private forgetAll() {
    for (const fill of this.fills.values()) fill.stale = true;
    this.fills.clear();
    if (this.entries.size) this.entries.clear();
    this.byUser.clear();
  }

  private store(deviceId: number, value: DeviceSignIn) {
    this.entries.set(deviceId, value);
    let devices = this.byUser.get(value.userId);
    if (!devices) this.byUser.set(value.userId, (devices = new Set()));
    devices.add(deviceId);
  }

  private unindex(userId: number, deviceId: number) {
    const devices = this.byUser.get(userId);
    if (!devices) return;
    devices.delete(deviceId);
    if (devices.size === 0) this.byUser.delete(userId);
  }
}

const signInOf = (userId: number, row: { status: string; roles: readonly string[] } | undefined): DeviceSignIn =>
  row
    ? { userId, signedIn: true, status: row.status, roles: row.roles }
    : { userId, signedIn: false, status: '', roles: [] };
