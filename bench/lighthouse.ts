/**
 * P9 (issue 15): Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G link, simulated)
 * of the front page and /home, served by the real server from the built web app.
 *
 *   npm run build && npm run lighthouse -w @yuanfen/bench     (or: node --import tsx bench/lighthouse.ts)
 *   LIGHTHOUSE_DIST=/path/to/dist …   audit another build (default apps/web/dist)
 *   LIGHTHOUSE_RUNS=3 …               runs per page (default 3); the median run is printed
 *   CHROME_PATH=… …                   the browser (default /usr/bin/chromium: Debian's Chromium)
 *
 * The server runs in-process on a fresh PGlite (bench/server.ts) with the web app; the pages are audited
 * as a visitor who is not signed in sees them (an empty community: the layout, texts and code, not the
 * members' photos). Lighthouse is the `lighthouse` npm package, run through npx so the workspace does not
 * carry its dependencies. Prints performance, LCP and CLS with their goals, best practices with issue 20's
 * goal (≥ 95) and accessibility; nothing asserts.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startBenchServer } from './server';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');
const PAGES = ['/', '/home'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.env.LIGHTHOUSE_DIST ?? path.join(root, 'apps/web/dist'));
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`No web build in ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}

interface Audit {
  performance: number;
  bestPractices: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
}

interface LighthouseResult {
  categories: Record<'performance' | 'best-practices' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

async function audit(url: string): Promise<Audit> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance,best-practices,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 << 20 },
  );
  const result = JSON.parse(stdout) as LighthouseResult;
  return {
    performance: Math.round((result.categories.performance.score ?? 0) * 100),
    bestPractices: Math.round((result.categories['best-practices'].score ?? 0) * 100),
    accessibility: Math.round((result.categories.accessibility.score ?? 0) * 100),
    lcpMs: result.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: result.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

const server = await startBenchServer({ WEB_DIST: dist, RATE_LIMIT: '0' });
try {
  console.log(`P9 Lighthouse mobile (${LIGHTHOUSE}, ${RUNS} runs per page, median by performance; ${dist})`);
  for (const page of PAGES) {
    const runs: Audit[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${server.origin}${page}`));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)]!;
    console.log(
      `${page.padEnd(6)} performance ${median.performance} (goal ≥ 90), ` +
        `LCP ${(median.lcpMs / 1000).toFixed(2)} s (goal ≤ 2.5 s), CLS ${median.cls.toFixed(3)} (goal ≤ 0.1), ` +
        `best practices ${median.bestPractices} (goal ≥ 95), accessibility ${median.accessibility}` +
        `  [performance of the runs: ${runs.map((r) => r.performance).join(', ')}]`,
    );
  }
} finally {
  await server.close();
}
