import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../db/client';
import { readSetting, writeSetting } from './settings.repo';

/**
 * The keys `rotate-keys` turns over: the access tokens', the media URLs', and the HMAC keys of the
 * unsubscribe links, the recharge portal's links and the game's rounds (docs/decisions.md 62 and 67).
 */
export const ROTATING_KEYS = ['jwt', 'media', 'unsubscribe', 'portal', 'game'] as const;
export type RotatingKey = (typeof ROTATING_KEYS)[number];

/** One signing key: `until` is set once it is retired, and it verifies (never signs) until then. */
export interface SigningKey {
  id: string;
  secret: string;
  /** ISO time after which a retired key verifies nothing; absent on the current key. */
  until?: string;
}

/** The `settings` row a ring is kept in once rotated, as JSON `{ keys: [current, …retired] }`. */
const settingOf = (name: RotatingKey) => `${name}_keys`;

/** How often a node re-reads its rings by default, so a rotation made elsewhere (the CLI) reaches it. */
export const KEY_REFRESH_MS = 30_000;
/** An unknown key id asks for a re-read at once, but no more often than this. */
const UNKNOWN_ID_REFRESH_MS = 1_000;

/**
 * The signing keys of one purpose (docs/decisions.md 62): the current key signs, retired keys still
 * verify until their grace period ends. Until the first rotation the ring is the one initial key (the
 * configured secret, e.g. `JWT_SECRET`, else the generated one in `settings`), with the id `0`; a rotation
 * stores the ring in `settings` (`jwt_keys`, `media_keys`, `unsubscribe_keys`, …), shared by every node. Reads are synchronous
 * from a cache refreshed in the background every 30 s (`keyRefreshMs`), and at once when a token names
 * an unknown key.
 */
export class KeyRing {
  private keys: SigningKey[];
  private loadedAt = Date.now();
  /** When an unknown key id last made the ring re-read (throttled apart from the background refresh). */
  private unknownReadAt = 0;
  private loading: Promise<void> | null = null;

  private constructor(
    private readonly source: { db: Db; name: RotatingKey; initial: string } | null,
    keys: SigningKey[],
    private readonly now: () => Date,
    private readonly refreshMs = KEY_REFRESH_MS,
  ) {
    this.keys = keys;
  }

  /** A ring of one key that never changes (tests, tools). */
  static fixed(secret: string, now: () => Date = () => new Date()): KeyRing {
    return new KeyRing(null, [{ id: '0', secret }], now);
  }

  /**
   * The ring kept in the database, with `initial` as its key until the first rotation. `refreshMs` is how
   * old the cached keys may grow before a read refreshes them in the background; 0: only an unknown key
   * id re-reads them (tests that count each request's SQL statements).
   */
  static async load(
    db: Db,
    name: RotatingKey,
    initial: string,
    now: () => Date,
    refreshMs = KEY_REFRESH_MS,
  ): Promise<KeyRing> {
    return new KeyRing({ db, name, initial }, await readRing(db, name, initial), now, refreshMs);
  }

  /** The key that signs. */
  current(): SigningKey {
    this.refreshIfStale();
    return this.keys[0]!;
  }

  /** Every key that verifies now: the current one and the retired ones still in their grace period. */
  verifying(): SigningKey[] {
    this.refreshIfStale();
    const now = this.now().getTime();
    return this.keys.filter((k) => k.until === undefined || Date.parse(k.until) > now);
  }

  /** The verifying key of that id; an unknown id re-reads the ring (a rotation made on another node). */
  async byId(id: string): Promise<SigningKey | undefined> {
    const found = this.verifying().find((k) => k.id === id);
    if (found || this.keys.some((k) => k.id === id)) return found;
    await this.rereadForUnknown();
    return this.verifying().find((k) => k.id === id);
  }

  /**
   * Whether `signedBy` holds for a verifying key (a link or signature that names no key id). When none
   * does, the ring is re-read as for an unknown id: the link may be signed with a key rotated on another node.
   */
  async verifiesAny(signedBy: (secret: string) => boolean): Promise<boolean> {
    if (this.verifying().some((k) => signedBy(k.secret))) return true;
    if (!(await this.rereadForUnknown())) return false;
    return this.verifying().some((k) => signedBy(k.secret));
  }

  /**
   * Re-reads the ring for a key this node does not know; answers whether it did. Throttled on its own
   * clock: a background refresh that ended a moment before a rotation elsewhere must not make this node
   * refuse the new key's first tokens; forged ones still cost one read a second at most.
   */
  private async rereadForUnknown(): Promise<boolean> {
    if (!this.source || Date.now() - this.unknownReadAt < UNKNOWN_ID_REFRESH_MS) return false;
    this.unknownReadAt = Date.now();
    await this.reload();
    return true;
  }

  /** Reads the ring again from the database. */
  async reload(): Promise<void> {
    if (!this.source) return;
    const { db, name, initial } = this.source;
    this.loading ??= readRing(db, name, initial)
      .then((keys) => {
        this.keys = keys;
      })
      .catch(() => {
        // The database away (or closed at shutdown): keep the keys held, try again later.
      })
      .finally(() => {
        this.loadedAt = Date.now();
        this.loading = null;
      });
    await this.loading;
  }

  private refreshIfStale() {
    if (this.source && this.refreshMs > 0 && !this.loading && Date.now() - this.loadedAt >= this.refreshMs)
      void this.reload();
  }
}

async function readRing(db: DbOrTx, name: RotatingKey, initial: string): Promise<SigningKey[]> {
  const stored = await readSetting(db, settingOf(name));
  if (stored === undefined) return [{ id: '0', secret: initial }];
  const keys = (JSON.parse(stored) as { keys: SigningKey[] }).keys;
  if (!keys.length) throw new Error(`${settingOf(name)} holds no key`);
  return keys;
}

/**
 * `rotate-keys`: a new current key for `name`; the key it replaces verifies for `graceMs` more, keys
 * whose grace has ended are dropped. Answers the new key's id and when the previous one stops working.
 */
export async function rotateKey(
  db: Db,
  name: RotatingKey,
  initial: string,
  graceMs: number,
  now: Date,
): Promise<{ id: string; previousUntil: Date }> {
  return db.transaction(async (tx) => {
    // The ring is read and written in one transaction: two rotations at once do not lose a key.
    const ring = await readRing(tx, name, initial);
    const previousUntil = new Date(now.getTime() + graceMs);
    const [current, ...retired] = ring;
    const still = retired.filter((k) => k.until !== undefined && Date.parse(k.until) > now.getTime());
    const id = String(Math.max(...ring.map((k) => Number(k.id) || 0)) + 1);
    const keys: SigningKey[] = [
      { id, secret: randomBytes(48).toString('base64url') },
      { ...current!, until: previousUntil.toISOString() },
      ...still,
    ];
    await writeSetting(tx, settingOf(name), JSON.stringify({ keys }));
    return { id, previousUntil };
  });
}
