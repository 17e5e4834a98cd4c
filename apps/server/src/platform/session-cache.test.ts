import { describe, expect, it } from 'vitest';
import { createMemoryBus, type EventBus } from './bus';
import { SessionCache } from './session-cache';

const active = { status: 'active', roles: [] as string[] };

/** A database read that answers only when told to, counting how often it was asked. */
function slowRead(answer: { status: string; roles: string[] } | undefined = active) {
  const read = {
    calls: 0,
    release: () => undefined as void,
    load: () => {
      read.calls++;
      return new Promise<typeof answer>((resolve) => (read.release = () => resolve(answer)));
    },
  };
  return read;
}

describe('session cache', () => {
  it('reads a device once, then answers from memory; concurrent misses share one read', async () => {
    const cache = new SessionCache(createMemoryBus());
    const read = slowRead();
    const both = Promise.all([cache.get(7, 1, read.load), cache.get(7, 1, read.load)]);
    read.release();
    expect(await both).toEqual([
      { userId: 1, signedIn: true, ...active },
      { userId: 1, signedIn: true, ...active },
    ]);
    expect(await cache.get(7, 1, read.load)).toMatchObject({ signedIn: true });
    expect(read.calls).toBe(1);
  });

  it('forgets a device, and every device of an account, as soon as they change', async () => {
    const cache = new SessionCache(createMemoryBus());
    const load = async () => active;
    await cache.get(7, 1, load);
    await cache.get(8, 1, load);
    await cache.get(9, 2, load);
    await cache.changed({ devices: [7] });
    expect(cache.size).toBe(2);
    await cache.changed({ users: [1] });
    expect(cache.size).toBe(1);
    const gone = await cache.get(8, 1, async () => undefined);
    expect(gone).toMatchObject({ signedIn: false });
  });

  it('does not store what a read in flight saw before a change (the sign-out race)', async () => {
    for (const change of [{ devices: [7] }, { users: [1] }]) {
      const cache = new SessionCache(createMemoryBus());
      const before = slowRead(active);
      const racing = cache.get(7, 1, before.load);
      // The device is signed out (committed) while the read that began before is still running.
      await cache.changed(change);
      before.release();
      expect(await racing).toMatchObject({ signedIn: true }); // its own, concurrent caller: as read
      const after = await cache.get(7, 1, async () => undefined);
      expect(after, JSON.stringify(change)).toMatchObject({ signedIn: false }); // read again, not the stale row
    }
  });

  it('hears the changes another node announces on the bus', async () => {
    const bus = createMemoryBus();
    const [here, there] = [new SessionCache(bus), new SessionCache(bus)];
    await here.get(7, 1, async () => active);
    await there.changed({ devices: [7] });
    expect(here.size).toBe(0);
  });

  it('keeps nothing while the bus may miss notices, and reads every time', async () => {
    let hears = true;
    const bus: EventBus = { ...createMemoryBus(), hearsAll: () => hears };
    const cache = new SessionCache(bus);
    const load = async () => active;
    await cache.get(7, 1, load);
    expect(cache.size).toBe(1);
    hears = false;
    let calls = 0;
    const counted = async () => (calls++, active);
    await cache.get(7, 1, counted);
    await cache.get(7, 1, counted);
    expect([calls, cache.size]).toEqual([2, 0]);
  });

  it('expires a sign-in after its time to live, as a safety net', async () => {
    const cache = new SessionCache(createMemoryBus(), { ttlMs: 20 });
    let calls = 0;
    const load = async () => (calls++, active);
    await cache.get(7, 1, load);
    await new Promise((r) => setTimeout(r, 40));
    await cache.get(7, 1, load);
    expect(calls).toBe(2);
  });

  it('never answers for a token naming another member than the device’s', async () => {
    const cache = new SessionCache(createMemoryBus());
    await cache.get(7, 1, async () => active);
    expect(await cache.get(7, 2, async () => undefined)).toMatchObject({ userId: 2, signedIn: false });
    expect(await cache.get(7, 1, async () => undefined)).toMatchObject({ userId: 1, signedIn: true });
  });
});
