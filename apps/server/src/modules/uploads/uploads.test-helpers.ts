import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { randomIp, type Member } from '../../test/factories';

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A multipart/form-data body built by hand, as a browser's FormData sends it. */
export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----yf${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `POST /v1/uploads` with one file and text fields (type defaults to avatar). */
export function upload(
  app: FastifyInstance,
  member: Member | null,
  data: Buffer,
  fields: Record<string, string> = {},
  filename = 'photo.jpg',
) {
  const body = multipartBody([
    ...Object.entries({ type: 'avatar', ...fields }).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, type: 'image/jpeg', data },
  ]);
  return app.inject({
    method: 'POST',
    url: '/v1/uploads',
    headers: { ...body.headers, ...(member?.auth ?? {}) },
    payload: body.payload,
    remoteAddress: randomIp(),
  });
}

/** A photo whose left half is one colour and right half another. */
export function twoColourImage(width: number, height: number, left: string, right: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="${left}"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="${right}"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** 'red' or 'blue' when the whole image is that colour (WebP rounding allowed), else 'mixed'. */
export async function solidColour(file: string): Promise<'red' | 'blue' | 'mixed'> {
  const { channels } = await sharp(file).stats();
  const [r, g, b] = [0, 1, 2].map((i) => channels[i]?.mean ?? -1) as [number, number, number];
  if (r > 245 && g + b < 12) return 'red';
  if (b > 245 && r + g < 12) return 'blue';
  return 'mixed';
}

/**
 * A text-free picture (a sky, a sun and hills) whose colours vary with `seed`, so every photo of a test
 * has different bytes. Photos like it pass the text check.
 */
export function scenery(seed = 0, width = 900, height = 600) {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="hsl(${hue}, 60%, 75%)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.15}" fill="hsl(${(hue + 40) % 360}, 90%, 60%)"/>
    <ellipse cx="${width * 0.3}" cy="${height}" rx="${width * 0.6}" ry="${height * 0.45}" fill="hsl(${(hue + 120) % 360}, 45%, 40%)"/>
    </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** A photo that is mostly writing: contact details rendered on a plain background. */
export function writing(text = 'WeChat: abc1234') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="500">
    <rect width="900" height="500" fill="#f4e3c1"/>
    <text x="60" y="270" font-family="sans-serif" font-size="72" fill="#222">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

export interface Uploaded {
  id: number;
  url: string;
  thumb: string;
  folder: string;
  width: number;
  height: number;
  price: number | null;
}

/** Uploads a photo through the API and answers the stored upload (fails the test otherwise). */
export async function uploadPhoto(
  app: FastifyInstance,
  member: Member,
  fields: { type: 'feed' | 'message' | 'album'; folder?: string; price?: number },
  data?: Buffer,
): Promise<Uploaded> {
  const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const res = await upload(app, member, data ?? (await scenery(Math.floor(Math.random() * 1000))), text);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<Uploaded>();
}

/** The status of a GET of a URL the API handed out (a public `/uploads/` path or a signed media URL). */
export async function fetchStatus(app: FastifyInstance, url: string): Promise<number> {
  return (await app.inject({ method: 'GET', url, remoteAddress: randomIp() })).statusCode;
}
