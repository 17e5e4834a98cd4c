/**
 * A tiny interval job runner. Every node of a cluster may run the same jobs: each job's work must be
 * safe to run twice or at once on several nodes (conditional UPDATEs, row locks, idempotency keys),
 * so no leader election is needed.
 */
export interface Job {
  name: string;
  everyMs: number;
  /** Does the due work as of `now`; answers how many items it handled (for logs and tests). */
  run: (now: Date) => Promise<number>;
}

export interface JobRunner {
  start(): void;
  stop(): Promise<void>;
  /** Runs one job (or all) now, with the runner's clock; what tests drive. */
  runOnce(name?: string): Promise<Record<string, number>>;
  readonly names: string[];
}

export function createJobRunner(
  jobs: Job[],
  opts: { now: () => Date; onError?: (job: string, error: unknown) => void },
): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<number>>();

  /** One run per job at a time on this node: a slow tick is not overlapped by the next. */
  const tick = (job: Job): Promise<number> => {
    const current = running.get(job.name);
    if (current) return current;
    const run = job
      .run(opts.now())
      .catch((error: unknown) => {
        opts.onError?.(job.name, error);
        return 0;
      })
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  };

  return {
    names: jobs.map((j) => j.name),
    start() {
      if (timers.length) return;
      for (const job of jobs) {
        const timer = setInterval(() => void tick(job), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.allSettled([...running.values()]);
    },
    async runOnce(name) {
      const selected = name ? jobs.filter((j) => j.name === name) : jobs;
      if (name && !selected.length) throw new Error(`no job named ${name}`);
      const results: Record<string, number> = {};
      for (const job of selected) {
        const current = running.get(job.name);
        if (current) await current;
        results[job.name] = await job.run(opts.now());
      }
      return results;
    },
  };
}
