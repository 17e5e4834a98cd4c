import { createHash } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import type { KeyValueStore } from '../../platform/kv';
import { translationRepo } from './translation.repo';

export const textHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

/** Where a remembered translation came from: an engine's name, `human` or `seed`. */
export interface Remembered {
  translation: string;
  origin: string;
}

/** How long Redis keeps a remembered translation; the database keeps it for good. */
const CACHE_SECONDS = 24 * 3600;
/**
 * Lookups this node remembers, found or not, and for how long: lists show the same items again and
 * again, and a text the memory lacks now rarely gains an entry within a minute (when it does, the item's
 * own stored translation is read first anyway).
 */
const LOCAL_TTL_MS = 60_000;
const LOCAL_MAX = 20_000;
/** The memory's source key for a text whose language is unknown. */
const sourceKey = (source: string | null) => source ?? 'auto';

/**
 * Translation memory: the same text in the same language pair is translated once and then served from
 * the database (through Redis when it is configured) without an engine call. `hits` and `misses` count
 * lookups on this node, for the bench.
 */
export class TranslationMemory {
  hits = 0;
  misses = 0;
  private readonly local = new Map<string, { value: Remembered | null; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly cache: KeyValueStore | null,
    private readonly now: () => number = Date.now,
  ) {}

  private cacheKey(hash: string, source: string, target: string) {
    return `tm:${hash}:${source}:${target}`;
  }

  /** This node's recent answer for a key: the remembered translation, null for none, undefined unknown. */
  private recent(key: string): Remembered | null | undefined {
    const entry = this.local.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > LOCAL_TTL_MS) {
      this.local.delete(key);
      return undefined;
    }
    return entry.value;
  }

  private keep(key: string, value: Remembered | null) {
    if (this.local.size >= LOCAL_MAX) this.local.delete(this.local.keys().next().value!);
    this.local.set(key, { value, at: this.now() });
  }

  private count(found: Remembered | null) {
    if (found) this.hits++;
    else this.misses++;
    return found;
  }

  async get(text: string, source: string | null, target: string): Promise<Remembered | null> {
    const hash = textHash(text);
    const key = this.cacheKey(hash, sourceKey(source), target);
    const recent = this.recent(key);
    if (recent !== undefined) return this.count(recent);
    const cached = this.cache ? await this.cache.get(key) : null;
    if (cached) {
      const found = JSON.parse(cached) as Remembered;
      this.keep(key, found);
      return this.count(found);
    }
    const row = await translationRepo.memory(this.db, hash, sourceKey(source), target);
    const found = row && row.original === text ? { translation: row.translation, origin: row.origin } : null;
    this.keep(key, found);
    if (found) await this.cache?.set(key, JSON.stringify(found), CACHE_SECONDS);
    return this.count(found);
  }

  /** Several lookups in at most one query; the answer is keyed like the input, by index. */
  async getMany(items: { text: string; source: string | null; target: string }[]): Promise<(Remembered | null)[]> {
    const keys = items.map((i) => {
      const k = { hash: textHash(i.text), source: sourceKey(i.source), target: i.target };
      return { ...k, cache: this.cacheKey(k.hash, k.source, k.target) };
    });
    const unknown = keys.filter((k) => this.recent(k.cache) === undefined);
    const rows = await translationRepo.memoryMany(this.db, unknown);
    const found = new Map(rows.map((r) => [this.cacheKey(r.text_hash, r.source, r.target), r]));
    return items.map((item, n) => {
      const k = keys[n]!;
      const recent = this.recent(k.cache);
      if (recent !== undefined) return this.count(recent);
      const row = found.get(k.cache);
      const value = row && row.original === item.text ? { translation: row.translation, origin: row.origin } : null;
      this.keep(k.cache, value);
      return this.count(value);
    });
  }

  async put(
    text: string,
    source: string | null,
    target: string,
    translation: string,
    origin: string,
    db: DbOrTx = this.db,
  ): Promise<void> {
    const hash = textHash(text);
    await translationRepo.remember(db, {
      text_hash: hash,
      source: sourceKey(source),
      target,
      original: text,
      translation,
      origin,
    });
    const key = this.cacheKey(hash, sourceKey(source), target);
    this.local.delete(key);
    await this.cache?.delete(key);
  }
}
