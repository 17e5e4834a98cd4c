/**
 * P10 of issue 15: the upload pipeline's variants per second through the real server, beside the same
 * resizes in a bare loop, and the server's event-loop lag meanwhile.
 *
 *   node --import tsx bench/uploads.ts       (npm run uploads -w @yuanfen/bench; part of npm run bench)
 *
 * The server is a child process (bench/node.ts) on PostgreSQL + Redis with local storage. BENCH_UPLOAD_CONNECTIONS
 * closed-loop clients POST /v1/uploads (multipart, `type=album`: the main image inside 1600², a 200² thumb
 * and the blurred preview — 3 variants) with photo-like JPEGs (BENCH_UPLOAD_SIZE wide, 4:3, texture and
 * noise so that decoding costs what a camera's photo does), each from an address of its own (the route's
 * per-IP limit). The figure is variants stored per second, twice: with the operator's photo text check
 * (OCR, on by default) and with it off. The floor is the server's own `photoVariants` (the same sharp
 * calls) in a loop of this process with the same concurrency and images, nothing else, measured right
 * before each figure (the server idle meanwhile). While each
 * figure runs the server samples its event loop's delay (perf_hooks monitorEventLoopDelay): its p99 is
 * the lag a chat message or a page would wait behind the image work.
 *
 * BENCH_UPLOAD_SECONDS (5)        measured seconds per figure, after 1 s of warm-up
 * BENCH_UPLOAD_CONNECTIONS (4)    concurrent uploads
 * BENCH_UPLOAD_SIZE (2000)        width of the JPEGs, in pixels
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { photoVariants, PHOTO_SUFFIXES } from '../apps/server/src/modules/uploads/image-variants';
import { writeSetting } from '../apps/server/src/platform/settings.repo';
import { benchCommunity, fmt, memberAuths, yuanfenNode } from './members';
import type { LagFigures } from './node';

const SECONDS = Number(process.env.BENCH_UPLOAD_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_UPLOAD_CONNECTIONS ?? 4);
const WIDTH = Number(process.env.BENCH_UPLOAD_SIZE ?? 2000);
const WARMUP = 1;
const VARIANTS = PHOTO_SUFFIXES.length;

/** A photo-like JPEG: a landscape of shapes with fine texture over it, different for each seed. */
async function photo(seed: number): Promise<Buffer> {
  const width = WIDTH;
  const height = Math.round((WIDTH * 3) / 4);
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 30) % 360},50%,90%)"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#s)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.12}" fill="hsl(${(hue + 40) % 360},90%,60%)"/>
    <ellipse cx="${width * 0.3}" cy="${height}" rx="${width * 0.6}" ry="${height * 0.45}" fill="hsl(${(hue + 120) % 360},45%,40%)"/>
    <ellipse cx="${width * 0.85}" cy="${height * 1.05}" rx="${width * 0.4}" ry="${height * 0.35}" fill="hsl(${(hue + 150) % 360},35%,30%)"/>
    </svg>`;
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** Closed loop: CONNECTIONS loops of `work` for SECONDS after the warm-up; answers completions per second. */
async function loop(work: (i: number) => Promise<boolean>) {
  let ok = 0;
  let failed = 0;
  let n = 0;
  const run = async (until: number, counting: boolean) => {
    while (performance.now() < until) {
      const good = await work(n++);
      if (!counting) continue;
      if (good) ok++;
      else failed++;
    }
  };
  const warm = performance.now() + WARMUP * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(warm, false)));
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, () => run(started + SECONDS * 1000, true)));
  return { perSecond: ok / ((performance.now() - started) / 1000), failed };
}

const images = await Promise.all(Array.from({ length: 8 }, (_, i) => photo(i)));
const average = images.reduce((sum, b) => sum + b.length, 0) / images.length;
console.log(
  `uploads: ${CONNECTIONS} concurrent, ${SECONDS} s per figure after ${WARMUP} s warm-up; ${images.length} JPEGs ${WIDTH}×${Math.round((WIDTH * 3) / 4)}, ${fmt(average / 1024)} kB on average; ${VARIANTS} variants each; UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? 'unset (4)'}, sharp concurrency ${sharp.concurrency()}`,
);

/** The floor, measured again right before each figure: on a shared machine the CPU on offer moves. */
async function bareLoop() {
  const floor = await loop(async (n) => {
    await photoVariants(images[n % images.length]!);
    return true;
  });
  return floor.perSecond * VARIANTS;
}

const rows: string[] = [];
const community = await benchCommunity('postgres', 50);
try {
  const node = await yuanfenNode(community);
  try {
    const tokens = (await memberAuths(node, community.members)).map((a) => a.token);
    let firstError = false;
    const upload = async (n: number) => {
      const form = new FormData();
      form.set('type', 'album');
      form.set('folder', 'public');
      form.set('file', new Blob([images[n % images.length]!], { type: 'image/jpeg' }), `photo-${n}.jpg`);
      const res = await fetch(`${node.origin}/v1/uploads`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens[n % tokens.length]!}`,
          'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}`,
        },
        body: form,
      });
      const body = await res.text();
      if (!res.ok && !firstError) {
        firstError = true;
        console.log(`  (first refusal: ${res.status} ${body.slice(0, 300)})`);
      }
      return res.ok;
    };
    const figure = async (name: string) => {
      const floorRate = await bareLoop();
      await node.lagStart();
      const result = await loop(upload);
      const lag: LagFigures = await node.lagStop();
      const rate = result.perSecond * VARIANTS;
      const failed = result.failed ? ` (${result.failed} refused)` : '';
      const pct = (rate / floorRate) * 100;
      console.log(
        `P10  ${name.padEnd(36)} ${fmt(rate, 1).padStart(6)} variants/s${failed}  event-loop lag p50 ${fmt(lag.p50, 1)} ms, p99 ${fmt(lag.p99, 1)} ms, max ${fmt(lag.max, 1)} ms | bare loop ${fmt(floorRate, 1)} variants/s | ${pct.toFixed(1)} %`,
      );
      rows.push(
        `| P10 | ${name} | ${fmt(rate, 1)} variants/s${failed}; event-loop lag p99 ${fmt(lag.p99, 1)} ms (max ${fmt(lag.max, 1)} ms) | photoVariants in a bare loop: ${fmt(floorRate, 1)} variants/s | ${pct.toFixed(1)} % |`,
      );
    };
    // The lag of the same server with nothing to do, meanwhile: what the machine alone costs.
    await node.lagStart();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const idle = await node.lagStop();
    console.log(
      `     the idle server's event-loop lag: p50 ${fmt(idle.p50, 1)} ms, p99 ${fmt(idle.p99, 1)} ms, max ${fmt(idle.max, 1)} ms`,
    );
    rows.push(
      `| P10 | the idle server, same run | event-loop lag p99 ${fmt(idle.p99, 1)} ms (max ${fmt(idle.max, 1)} ms) | | |`,
    );
    await figure('POST /v1/uploads, text check on');
    const database = await community.open();
    try {
      await writeSetting(database.db, 'op:photoTextCheck', '0');
    } finally {
      await database.close();
    }
    await figure('POST /v1/uploads, text check off');
  } finally {
    await node.stop();
  }
} finally {
  await community.drop();
}
console.log(`\n| P | figure | value | floor (same run) | ratio |\n|---|---|---|---|---|\n${rows.join('\n')}`);
