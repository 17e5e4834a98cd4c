import type { KeyValueStore } from '../../platform/kv';

const WEEK_SECONDS = 7 * 86_400;
/** Enough for a week of swiping; the oldest passes make room for new ones. */
const MAX_PASSES = 500;

type Passes = Record<string, number>;

/**
 * Members a viewer passed on the meet screen, each remembered for 7 days. Kept in the key-value store
 * (Redis in production) as one small JSON map per viewer, member id → expiry in ms, so passes need no
 * table: they are a short-lived hint, not part of the social graph.
 */
export class PassStore {
  constructor(
    private readonly kv: KeyValueStore,
    private readonly now: () => Date,
  ) {}

  /** Ids passed within the last 7 days. */
  async passed(viewerId: number): Promise<number[]> {
    return Object.keys(await this.load(viewerId)).map(Number);
  }

  async add(viewerId: number, targetId: number): Promise<void> {
    const passes = await this.load(viewerId);
    passes[targetId] = this.now().getTime() + WEEK_SECONDS * 1000;
    const kept = Object.entries(passes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_PASSES);
    await this.kv.set(this.key(viewerId), JSON.stringify(Object.fromEntries(kept)), WEEK_SECONDS);
  }

  /** Whom the viewer seeks changed: yesterday's passes say nothing about the new feed. */
  clear(viewerId: number): Promise<void> {
    return this.kv.delete(this.key(viewerId));
  }

  private key(viewerId: number) {
    return `encounters:passes:${viewerId}`;
  }

  private async load(viewerId: number): Promise<Passes> {
    const raw = await this.kv.get(this.key(viewerId));
    if (!raw) return {};
    const at = this.now().getTime();
    try {
      const parsed = JSON.parse(raw) as Passes;
      return Object.fromEntries(Object.entries(parsed).filter(([, until]) => until > at));
    } catch {
      return {};
    }
  }
}
