import type { Page } from '@playwright/test';

/** A file for `setInputFiles`. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A photo without any text (the server refuses photos that contain text): a two-colour gradient with a
 * few soft circles, drawn by the page's own canvas so the test needs no image library. `seed` varies it.
 */
export async function textFreePhoto(page: Page, seed = 1): Promise<PickedFile> {
  const base64 = await page.evaluate((n) => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 0, 640, 480);
    gradient.addColorStop(0, `hsl(${(n * 67) % 360} 70% 60%)`);
    gradient.addColorStop(1, `hsl(${(n * 67 + 140) % 360} 70% 40%)`);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 640, 480);
    for (let i = 0; i < 4; i += 1) {
      ctx.beginPath();
      ctx.fillStyle = `hsla(${(n * 31 + i * 80) % 360} 80% 75% / 0.55)`;
      ctx.arc(120 + i * 130, 160 + (i % 2) * 150, 70 + i * 10, 0, Math.PI * 2);
      ctx.fill();
    }
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, seed);
  return { name: `photo-${seed}.png`, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** A photo that is mostly words in large black letters: the server must refuse it (spec §5). */
export async function photoWithText(page: Page): Promise<PickedFile> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 400;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 800, 400);
    ctx.fillStyle = '#000000';
    ctx.font = 'bold 72px sans-serif';
    ctx.fillText('CALL ME NOW', 40, 150);
    ctx.fillText('PHONE 12345', 40, 280);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return { name: 'text.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}
