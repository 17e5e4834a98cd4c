import { create } from 'qrcode';

/**
 * The dark modules of a QR code for `text` as one SVG path in a `size`×`size` grid, so the code is drawn
 * as React elements (no markup injected) and stays sharp at any scale.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size, path };
}
