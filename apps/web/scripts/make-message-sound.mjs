// Writes public/sounds/message.wav: the short two-note chime of a new message (issue 21), made here
// rather than taken from elsewhere. 22,050 Hz, 16-bit mono, about 0.25 s (≈ 11 KB).
// Run: node apps/web/scripts/make-message-sound.mjs
import { writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { fileURLToPath, URL } from 'node:url';

const rate = 22_050;
const notes = [
  { hz: 880, start: 0, length: 0.12 },
  { hz: 1318.5, start: 0.09, length: 0.16 },
];
const total = Math.ceil(rate * 0.26);
const samples = new Float32Array(total);
for (const { hz, start, length } of notes) {
  const from = Math.floor(start * rate);
  for (let i = 0; i < length * rate && from + i < total; i++) {
    const t = i / rate;
    const attack = Math.min(1, t / 0.005);
    const decay = Math.exp(-t * 18);
    samples[from + i] += 0.35 * attack * decay * Math.sin(2 * Math.PI * hz * t);
  }
}
const data = Buffer.alloc(total * 2);
samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2));
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(rate, 24);
header.writeUInt32LE(rate * 2, 28);
header.writeUInt16LE(2, 32);
header.writeUInt16LE(16, 34);
header.write('data', 36);
header.writeUInt32LE(data.length, 40);
writeFileSync(fileURLToPath(new URL('../public/sounds/message.wav', import.meta.url)), Buffer.concat([header, data]));
