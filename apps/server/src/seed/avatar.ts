/**
 * Demo avatars: a stylised, faceless head-and-shoulders figure on a soft gradient, composed as SVG
 * and rendered with sharp. Deterministic per seed string; never contains text (spec: no text in photos).
 */
import sharp from 'sharp';
import type { Storage } from '../platform/storage';

export interface AvatarLook {
  /** Any stable string (the member's name); drives every random choice. */
  seed: string;
  gender: number; // 0 female, otherwise male
  language: string;
  age: number;
}

/** FNV-1a, then mulberry32: a tiny deterministic PRNG. */
export function prng(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

const BACKGROUNDS: readonly (readonly [string, string])[] = [
  ['#ffd6c2', '#ff9a8b'],
  ['#ffe7a8', '#ffb38a'],
  ['#fbc2eb', '#f6a5c0'],
  ['#fddbb4', '#f7a072'],
  ['#f9d7e6', '#e3a6c9'],
  ['#ffecd2', '#fcb69f'],
  ['#c2e9fb', '#a1c4fd'],
  ['#d4fc79', '#96e6a1'],
  ['#e0c3fc', '#8ec5fc'],
  ['#b8f0e6', '#7fc8d8'],
  ['#cfd9df', '#a3b7ca'],
  ['#fde2e4', '#cddafd'],
];
const SKIN_EAST_ASIAN = ['#f5d6c0', '#efc9aa', '#e6b994', '#f2cdb0', '#e9c2a0'];
const SKIN_EUROPEAN = ['#f7dcc9', '#f1cdb4', '#e9bc9b', '#d9a684', '#c88f6a'];
const SKIN_WIDE = [...SKIN_EUROPEAN, '#b07652', '#8d5a3b', '#6f4530', '#e6b994'];
const HAIR_EAST_ASIAN = ['#1c1714', '#241b17', '#2e221b', '#3b2a20', '#4a3226', '#6a4530'];
const HAIR_EUROPEAN = ['#2b1d16', '#4e3424', '#6b4a2f', '#a0764a', '#c9a26b', '#e0c48c', '#8d3f22', '#1f1a17'];
const HAIR_GREY = ['#8f8c88', '#b4b0aa', '#6e6a66'];
const CLOTHES = [
  '#2f4858',
  '#33658a',
  '#86bbd8',
  '#f26419',
  '#f6ae2d',
  '#55286f',
  '#6a994e',
  '#bc4749',
  '#264653',
  '#e76f51',
  '#f4f1de',
  '#3d405b',
  '#81b29a',
  '#e07a5f',
  '#8e7dbe',
  '#1d3557',
];

/** Shifts a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => {
    const out = amount >= 0 ? v + (255 - v) * amount : v * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, out)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${ch((n >> 16) & 255)}${ch((n >> 8) & 255)}${ch(n & 255)}`;
}

// Hair drawn behind the head (long, bob) — the notch keeps the neck and chest clear.
const BACK_HAIR: Record<string, string> = {
  long: 'M200 98C120 98 116 170 121 230C125 282 110 322 119 340C140 348 164 342 172 332L172 240L228 240L228 332C236 342 260 348 281 340C290 322 275 282 279 230C284 170 280 98 200 98Z',
  wavy: 'M200 96C118 96 112 168 122 222C130 250 108 270 120 296C130 318 108 330 124 346C146 354 166 344 172 334L172 240L228 240L228 334C234 344 254 354 276 346C292 330 270 318 280 296C292 270 270 250 278 222C288 168 282 96 200 96Z',
  bob: 'M200 98C128 98 119 160 123 214C126 246 131 264 151 264L172 259L172 232L228 232L228 259L249 264C269 264 274 246 277 214C281 160 272 98 200 98Z',
};
// Hair drawn over the head.
const FRONT_HAIR: Record<string, string> = {
  sweep: 'M140 188C120 66 222 56 253 100C273 124 277 160 262 196C256 162 240 142 212 136C182 142 158 162 140 188Z',
  centre: 'M140 194C128 60 272 60 260 194C252 150 228 128 200 128C172 128 148 150 140 194Z',
  bangs: 'M139 182C130 62 270 62 261 182L259 152C230 158 170 158 141 152Z',
  crop: 'M138 178C128 62 272 62 262 178C256 140 236 126 200 128C164 126 144 140 138 178Z',
  sidePart: 'M138 180C126 60 276 58 262 176C256 138 238 122 208 120L192 134C164 134 146 146 138 180Z',
  quiff: 'M138 176C124 90 150 56 212 58C266 60 280 110 262 176C256 140 236 126 200 126C164 126 144 140 138 176Z',
  buzz: 'M141 168C136 76 264 76 259 168C248 134 152 134 141 168Z',
};
const FEMALE_STYLES = [
  { back: 'long', front: 'sweep' },
  { back: 'long', front: 'centre' },
  { back: 'wavy', front: 'centre' },
  { back: 'bob', front: 'bangs' },
  { back: 'bob', front: 'sweep' },
  { back: 'bun', front: 'centre' },
  { back: 'ponytail', front: 'sweep' },
  { back: 'wavy', front: 'bangs' },
  { back: 'none', front: 'sweep' },
] as const;
const MALE_STYLES = ['crop', 'sidePart', 'quiff', 'buzz', 'curly', 'manBun'] as const;

export function avatarSvg(look: AvatarLook): string {
  const rnd = prng(look.seed);
  const female = look.gender === 0;
  const eastAsian = ['zh', 'tw', 'ja', 'ko'].includes(look.language);
  const [bg1, bg2] = pick(rnd, BACKGROUNDS);
  const angle = rnd() * Math.PI * 2;
  const gx = (0.5 + Math.cos(angle) / 2).toFixed(2);
  const gy = (0.5 + Math.sin(angle) / 2).toFixed(2);
  const skin = pick(rnd, eastAsian ? SKIN_EAST_ASIAN : look.language === 'en' ? SKIN_WIDE : SKIN_EUROPEAN);
  let hair = pick(rnd, eastAsian ? HAIR_EAST_ASIAN : HAIR_EUROPEAN);
  if (look.age >= 48 && rnd() < (look.age - 40) / 25) hair = pick(rnd, HAIR_GREY);
  const cloth = pick(rnd, CLOTHES);
  const dx = Math.round((rnd() - 0.5) * 16); // the figure leans a little left or right
  const parts: string[] = [];

  // Soft bokeh dots keep every background distinct.
  for (let i = 0; i < 6; i++) {
    const r = 18 + rnd() * 60;
    const op = (0.06 + rnd() * 0.14).toFixed(2);
    parts.push(
      `<circle cx="${(rnd() * 400).toFixed(0)}" cy="${(rnd() * 400).toFixed(0)}" r="${r.toFixed(0)}" fill="#fff" opacity="${op}"/>`,
    );
  }
  const fig: string[] = [];
  const torso = female
    ? 'M70 400C75 334 126 301 176 294L224 294C274 301 325 334 330 400Z'
    : 'M38 400C44 328 110 297 168 291L232 291C290 297 356 328 362 400Z';
  fig.push(`<path d="${torso}" fill="url(#cloth)"/>`);

  const style = female ? pick(rnd, FEMALE_STYLES) : { back: 'none', front: pick(rnd, MALE_STYLES) };
  const hairFill = `fill="${hair}"`;
  const backPath = BACK_HAIR[style.back];
  if (backPath) fig.push(`<path d="${backPath}" ${hairFill}/>`);
  if (style.back === 'bun' || style.front === 'manBun')
    fig.push(`<circle cx="200" cy="${female ? 94 : 100}" r="${female ? 31 : 22}" ${hairFill}/>`);
  if (style.back === 'ponytail')
    fig.push(`<path d="M248 122C306 132 318 230 292 292C283 252 268 204 246 172Z" ${hairFill}/>`);

  // Neck, with a soft shadow under the jaw, and the neckline.
  fig.push(`<path d="M178 222L222 222L224 296C212 306 188 306 176 296Z" fill="${shade(skin, -0.08)}"/>`);
  if (rnd() < 0.5) fig.push(`<path d="M174 294L200 ${female ? 336 : 326}L226 294Z" fill="${shade(skin, -0.08)}"/>`);
  else
    fig.push(
      `<path d="M170 293C182 312 218 312 230 293" fill="none" stroke="${shade(cloth, -0.25)}" stroke-width="7"/>`,
    );
  const rx = female ? 55 : 58;
  fig.push(`<ellipse cx="${200 - rx + 2}" cy="182" rx="9" ry="14" fill="${shade(skin, -0.06)}"/>`);
  fig.push(`<ellipse cx="${200 + rx - 2}" cy="182" rx="9" ry="14" fill="${shade(skin, -0.06)}"/>`);
  fig.push(`<ellipse cx="200" cy="175" rx="${rx}" ry="${female ? 70 : 72}" fill="url(#face)"/>`);
  if (female) {
    fig.push(`<ellipse cx="172" cy="200" rx="13" ry="7" fill="#e8777a" opacity="0.12"/>`);
    fig.push(`<ellipse cx="228" cy="200" rx="13" ry="7" fill="#e8777a" opacity="0.12"/>`);
    if (rnd() < 0.45) {
      const gold = pick(rnd, ['#e9c46a', '#d9d9d9', '#f4a261']);
      fig.push(
        `<circle cx="${200 - rx + 1}" cy="200" r="4" fill="${gold}"/><circle cx="${200 + rx - 1}" cy="200" r="4" fill="${gold}"/>`,
      );
    }
  }

  const front = style.front === 'curly' || style.front === 'manBun' ? 'crop' : style.front;
  fig.push(`<path d="${FRONT_HAIR[front]}" ${hairFill}/>`);
  if (style.front === 'curly') {
    for (let i = 0; i <= 8; i++) {
      const a = Math.PI * (1.05 + (i / 8) * 0.9);
      fig.push(
        `<circle cx="${(200 + Math.cos(a) * 58).toFixed(1)}" cy="${(168 + Math.sin(a) * 62).toFixed(1)}" r="15" ${hairFill}/>`,
      );
    }
  }
  if (!female && rnd() < 0.35) {
    const op = (0.55 + rnd() * 0.4).toFixed(2);
    fig.push(
      `<path d="M146 204C149 252 177 263 200 263C223 263 251 252 254 204C247 230 230 242 200 244C170 242 153 230 146 204Z" fill="${hair}" opacity="${op}"/>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs>
<linearGradient id="bg" x1="${(1 - Number(gx)).toFixed(2)}" y1="${(1 - Number(gy)).toFixed(2)}" x2="${gx}" y2="${gy}"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.38" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${cloth}"/><stop offset="1" stop-color="${shade(cloth, -0.3)}"/></linearGradient>
<radialGradient id="face" cx="0.42" cy="0.36" r="0.75"><stop offset="0" stop-color="${shade(skin, 0.12)}"/><stop offset="1" stop-color="${skin}"/></radialGradient>
</defs>
<rect width="400" height="400" fill="url(#bg)"/>
<rect width="400" height="400" fill="url(#glow)"/>
${parts.join('\n')}
<g transform="translate(${dx} 6) translate(200 400) scale(1.1) translate(-200 -400)">
${fig.join('\n')}
</g>
</svg>`;
}

/** The avatar's files: avatars/u<id>.webp (400), _200, _100 and _cover (800x300, blurred). */
export async function renderAvatar(userId: number, look: AvatarLook): Promise<{ key: string; body: Buffer }[]> {
  const base = `avatars/u${userId}`;
  const png = await sharp(Buffer.from(avatarSvg(look)))
    .png()
    .toBuffer();
  const [main, thumb, small, cover] = await Promise.all([
    sharp(png).webp({ quality: 84 }).toBuffer(),
    sharp(png).resize(200, 200).webp({ quality: 82 }).toBuffer(),
    sharp(png).resize(100, 100).webp({ quality: 80 }).toBuffer(),
    sharp(png)
      .resize(800, 800)
      .extract({ left: 0, top: 40, width: 800, height: 300 })
      .blur(28)
      .modulate({ brightness: 1.06, saturation: 1.1 })
      .webp({ quality: 70 })
      .toBuffer(),
  ]);
  return [
    { key: `${base}.webp`, body: main },
    { key: `${base}_200.webp`, body: thumb },
    { key: `${base}_100.webp`, body: small },
    { key: `${base}_cover.webp`, body: cover },
  ];
}

/** Renders many avatars into the public storage area a few at a time (sharp already uses every core). */
export async function renderAvatars(
  storage: Pick<Storage, 'put'>,
  jobs: readonly { userId: number; look: AvatarLook }[],
  batch = 4,
): Promise<void> {
  for (let i = 0; i < jobs.length; i += batch) {
    await Promise.all(
      jobs.slice(i, i + batch).map(async (j) => {
        const files = await renderAvatar(j.userId, j.look);
        await Promise.all(files.map((f) => storage.put('public', f.key, f.body, 'image/webp')));
      }),
    );
  }
}
