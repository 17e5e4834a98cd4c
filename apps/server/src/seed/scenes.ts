/**
 * Demo photos: layered landscapes (sky, sun or moon, ridges or sea, a foreground) composed as SVG and
 * rendered with sharp. Deterministic per seed string, and free of text like every photo must be.
 */
import sharp from 'sharp';
import { prng } from './avatar';

export const SCENE_KINDS = ['sunset', 'mountains', 'night', 'lake', 'dawn'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

const WIDTH = 1080;
const HEIGHT = 810;

interface Palette {
  sky: readonly [string, string, string];
  light: string;
  land: readonly [string, string, string];
  water?: string;
}

const PALETTES: Record<SceneKind, readonly Palette[]> = {
  sunset: [
    {
      sky: ['#2b1d4f', '#c8507a', '#ffb36b'],
      light: '#ffe3a3',
      land: ['#6b3e63', '#47294a', '#2a1830'],
      water: '#8a4a6e',
    },
    {
      sky: ['#3a2b6b', '#e86f5a', '#ffd08a'],
      light: '#fff0b8',
      land: ['#7a4a55', '#4e2e3d', '#2b1a26'],
      water: '#b0626b',
    },
  ],
  mountains: [
    { sky: ['#6fa8dc', '#a9d3f0', '#e8f4fb'], light: '#fffbe6', land: ['#8fa9bf', '#5d7a8f', '#2f4a3a'] },
    { sky: ['#4f8fc9', '#9cc7e8', '#dff0fa'], light: '#ffffff', land: ['#a0b3c4', '#6a8296', '#36533f'] },
  ],
  night: [
    {
      sky: ['#050a1f', '#14204a', '#2e3b73'],
      light: '#f4f1d0',
      land: ['#1d2748', '#131a33', '#0a0f20'],
      water: '#1a2550',
    },
    { sky: ['#0a0820', '#201a4a', '#3d2f6e'], light: '#fdf6d8', land: ['#2a2150', '#1a1436', '#0d0a1e'] },
  ],
  lake: [
    {
      sky: ['#86c5e8', '#c3e4f4', '#f1f8fc'],
      light: '#fffdf0',
      land: ['#7fae8c', '#4f8a62', '#2d5a3b'],
      water: '#6fa9c9',
    },
    {
      sky: ['#9ad0ec', '#d2ecf7', '#f7fbfd'],
      light: '#ffffff',
      land: ['#94b88a', '#5f9466', '#35603c'],
      water: '#7fb6d2',
    },
  ],
  dawn: [
    {
      sky: ['#f6c6b8', '#fbe1c8', '#fdf3e1'],
      light: '#fff7d6',
      land: ['#c9a3a8', '#9c7a8a', '#5f4a5e'],
      water: '#e9b8b0',
    },
    { sky: ['#e9b7c9', '#f8d9cf', '#fff1e0'], light: '#fffae6', land: ['#b896a8', '#8a6f8a', '#54435a'] },
  ],
};

/** A ridge line across the picture through random heights around `base`: rolling hills, or peaks. */
function ridge(rnd: () => number, base: number, roughness: number, fill: string, peaked = false): string {
  const steps = 7 + Math.floor(rnd() * 5);
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    points.push([(i / steps) * WIDTH, base - rnd() * roughness + roughness / 3]);
  }
  let d = `M0 ${HEIGHT} L0 ${points[0]![1].toFixed(1)}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const mx = (x0 + x1) / 2;
    d += peaked
      ? ` L${x1.toFixed(1)} ${y1.toFixed(1)}`
      : ` Q${x0.toFixed(1)} ${y0.toFixed(1)} ${mx.toFixed(1)} ${((y0 + y1) / 2).toFixed(1)}`;
  }
  d += ` L${WIDTH} ${points.at(-1)![1].toFixed(1)} L${WIDTH} ${HEIGHT} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

function stars(rnd: () => number, count: number): string {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = (0.6 + rnd() * 1.6).toFixed(1);
    const o = (0.35 + rnd() * 0.65).toFixed(2);
    dots.push(
      `<circle cx="${(rnd() * WIDTH).toFixed(0)}" cy="${(rnd() * HEIGHT * 0.55).toFixed(0)}" r="${r}" fill="#fff" opacity="${o}"/>`,
    );
  }
  return dots.join('');
}

function clouds(rnd: () => number, colour: string): string {
  const shapes: string[] = [];
  const count = 2 + Math.floor(rnd() * 3);
  for (let i = 0; i < count; i++) {
    const cx = rnd() * WIDTH;
    const cy = 80 + rnd() * HEIGHT * 0.3;
    const w = 120 + rnd() * 200;
    shapes.push(
      `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${w.toFixed(0)}" ry="${(w / 5).toFixed(0)}" fill="${colour}" opacity="0.55"/>`,
    );
  }
  return `<g filter="url(#soft)">${shapes.join('')}</g>`;
}

/** The SVG of one landscape of the given kind. */
export function sceneSvg(seed: string, kind: SceneKind): string {
  const rnd = prng(`${kind}:${seed}`);
  const palettes = PALETTES[kind];
  const p = palettes[Math.floor(rnd() * palettes.length)]!;
  const horizon = HEIGHT * (0.52 + rnd() * 0.12);
  const lightX = WIDTH * (0.2 + rnd() * 0.6);
  const lightY = kind === 'sunset' || kind === 'dawn' ? horizon - 40 - rnd() * 90 : 110 + rnd() * 120;
  const lightR = kind === 'night' ? 34 + rnd() * 10 : 46 + rnd() * 24;
  const water = p.water && rnd() < 0.75;

  const layers: string[] = [];
  if (kind === 'night') layers.push(stars(rnd, 140));
  else layers.push(clouds(rnd, kind === 'sunset' ? '#ffd1b0' : '#ffffff'));
  layers.push(
    `<circle cx="${lightX.toFixed(0)}" cy="${lightY.toFixed(0)}" r="${(lightR * 3.2).toFixed(0)}" fill="url(#halo)"/>`,
  );
  layers.push(
    `<circle cx="${lightX.toFixed(0)}" cy="${lightY.toFixed(0)}" r="${lightR.toFixed(0)}" fill="${p.light}"/>`,
  );
  const far = kind === 'mountains' ? 200 : 90;
  const peaked = kind === 'mountains';
  layers.push(ridge(rnd, horizon - 40, far, p.land[0], peaked));
  layers.push(ridge(rnd, horizon + 10, far * 0.6, p.land[1], peaked));
  if (water) {
    layers.push(`<rect x="0" y="${(horizon + 40).toFixed(0)}" width="${WIDTH}" height="${HEIGHT}" fill="${p.water}"/>`);
    for (let i = 0; i < 14; i++) {
      const y = horizon + 55 + i * 18 + rnd() * 6;
      const w = 40 + rnd() * 120 - i * 2;
      layers.push(
        `<rect x="${(lightX - w / 2).toFixed(0)}" y="${y.toFixed(0)}" width="${Math.max(w, 10).toFixed(0)}" height="3" rx="1.5" fill="${p.light}" opacity="${(0.6 - i * 0.035).toFixed(2)}"/>`,
      );
    }
    layers.push(ridge(rnd, HEIGHT - 40, 50, p.land[2]));
  } else {
    layers.push(ridge(rnd, horizon + 120, 80, p.land[2]));
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.6" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>
<radialGradient id="halo"><stop offset="0" stop-color="${p.light}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>
<filter id="soft"><feGaussianBlur stdDeviation="14"/></filter>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
${layers.join('\n')}
</svg>`;
}

/** One landscape as a JPEG, as a camera would hand it to the upload pipeline. */
export function renderScene(seed: string, kind: SceneKind): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(seed, kind)))
    .jpeg({ quality: 88 })
    .toBuffer();
}
