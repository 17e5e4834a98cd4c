/**
 * Product pictures of the mall: the item on a shop display (a pedestal under a soft spotlight, with a
 * ribbon corner), composed as SVG and rendered with sharp at seed time. Shapes only, never text.
 */
import sharp from 'sharp';
import type { Storage } from '../../platform/storage';
import { motifShapes, type Motif } from '../gifts/art';

export function productSvg(motif: Motif, palette: readonly [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/><rect width="400" height="400" fill="url(#spot)"/>
<ellipse cx="200" cy="350" rx="150" ry="26" fill="#ffffff" opacity="0.85"/><rect x="50" y="350" width="300" height="50" fill="#ffffff" opacity="0.6"/>
<path d="M330 0H400V70Z" fill="#c8102e" opacity="0.85"/><path d="M352 0L400 48" stroke="#f6d365" stroke-width="8"/>
<g transform="translate(30 14) scale(0.85)">${motifShapes(motif)}</g>
</svg>`;
}

/** The storage keys of a product's picture (400×400) and thumbnail (100×100); storage keys take no hyphen. */
export const productKeys = (key: string) => {
  const name = key.replace(/-/g, '_');
  return { src: `mall/${name}.webp`, thumb: `mall/${name}_100.webp` };
};

/** Renders the products' pictures into the public storage area. */
export async function renderProductArt(
  storage: Pick<Storage, 'put'>,
  items: readonly { key: string; motif: Motif; palette: readonly [string, string] }[],
): Promise<void> {
  for (const item of items) {
    const png = await sharp(Buffer.from(productSvg(item.motif, item.palette)))
      .png()
      .toBuffer();
    const keys = productKeys(item.key);
    const [main, thumb] = await Promise.all([
      sharp(png).webp({ quality: 86 }).toBuffer(),
      sharp(png).resize(100, 100).webp({ quality: 82 }).toBuffer(),
    ]);
    await storage.put('public', keys.src, main, 'image/webp');
    await storage.put('public', keys.thumb, thumb, 'image/webp');
  }
}
