// Draws the app's icons (the web app manifest's, Apple's touch icon) from the logo, apps/web/public/favicon.svg.
// Run after changing the logo: `node apps/web/scripts/make-icons.mjs`; the PNGs are committed (sharp is the
// server's dependency, not the web build's).
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import process from 'node:process';

const root = path.resolve(import.meta.dirname, '..');
const sharp = createRequire(path.join(root, '..', 'server', 'package.json'))('sharp');
const logo = fs.readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8');
const out = path.join(root, 'public', 'icons');
fs.mkdirSync(out, { recursive: true });

// Full-bleed: the gradient fills the square and the heart sits in the central 80 % (the maskable safe
// zone), so a launcher may cut any shape; Apple rounds the touch icon's corners itself.
const gradient = logo.match(/<defs>.*<\/defs>/)[0];
const heart = logo.slice(logo.indexOf('<path'), logo.lastIndexOf('</svg>'));
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}<rect width="64" height="64" fill="url(#g)"/>` +
  `<g transform="translate(32 34) scale(${scale}) translate(-32 -34)">${heart}</g></svg>`;

const icons = [
  ['icon-192.png', 192, logo],
  ['icon-512.png', 512, logo],
  ['maskable-192.png', 192, fullBleed(0.85)],
  ['maskable-512.png', 512, fullBleed(0.85)],
  ['apple-touch-icon.png', 180, fullBleed(1)],
];
for (const [name, size, svg] of icons) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
  process.stdout.write(`${name} ${size}\n`);
}
