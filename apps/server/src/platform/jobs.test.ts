import { describe, expect, it, vi } from 'vitest';
import { createJobRunner } from './jobs';

describe('the job runner', () => {
  it('runs a job by name with the runner’s clock and reports what it handled', async () => {
    const at = new Date('2030-01-01T00:00:00Z');
    const run = vi.fn(async (now: Date) => (now === at ? 3 : 0));
    const runner = createJobRunner([{ name: 'count', everyMs: 1000, run }], { now: () => at });
    expect(await runner.runOnce('count')).toEqual({ count: 3 });
    await expect(runner.runOnce('missing')).rejects.toThrow('no job named missing');
  });

  it('ticks on its interval, never overlaps a slow run, survives a failing run and stops', async () => {
    vi.useFakeTimers();
    try {
      let active = 0;
      let overlapped = false;
      let runs = 0;
      const errors: string[] = [];
      const runner = createJobRunner(
        [
          {
            name: 'slow',
            everyMs: 100,
            run: async () => {
              overlapped ||= active > 0;
              active++;
              runs++;
              await new Promise((r) => setTimeout(r, 250));
              active--;
              if (runs === 1) throw new Error('boom');
              return 1;
            },
          },
        ],
        { now: () => new Date(), onError: (job) => errors.push(job) },
      );
      runner.start();
      await vi.advanceTimersByTimeAsync(1000);
      const stopping = runner.stop();
      await vi.advanceTimersByTimeAsync(300);
      await stopping;
      const after = runs;
      await vi.advanceTimersByTimeAsync(1000);
      expect(overlapped).toBe(false);
      expect(runs).toBeGreaterThanOrEqual(3);
      expect(runs).toBe(after);
      expect(errors).toEqual(['slow']);
    } finally {
      vi.useRealTimers();
    }
  });
});
