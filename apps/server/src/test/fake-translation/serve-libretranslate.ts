/**
 * The LibreTranslate fake as a process of its own, for the browser journeys to run beside the server:
 * `FAKE_LT_PORT=5055 FAKE_LT_PHRASES=phrases.json npx tsx serve-libretranslate.ts`. The phrasebook is
 * `{ "<phrase>": { "ja": "…", "de": "…" } }`; GET /health answers 200 once it listens.
 */
import { readFileSync } from 'node:fs';
import { startFakeLibreTranslate } from './libretranslate';

function readPhrasebook(file: string): [string, Record<string, string>][] {
  const book: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (book === null || typeof book !== 'object' || Array.isArray(book)) {
    throw new Error(`${file}: expected { "<phrase>": { "<language>": "<translation>" } }`);
  }
  return Object.entries(book).map(([phrase, translations]: [string, unknown]) => {
    const valid =
      translations !== null &&
      typeof translations === 'object' &&
      Object.values(translations).every((value) => typeof value === 'string');
    if (!valid) throw new Error(`${file}: the translations of "${phrase}" are not a { "<language>": "<text>" } map`);
    return [phrase, translations as Record<string, string>];
  });
}

const port = Number(process.env.FAKE_LT_PORT ?? 5055);
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`FAKE_LT_PORT: not a port: ${port}`);
const fake = await startFakeLibreTranslate({ port });
const phrasesFile = process.env.FAKE_LT_PHRASES;
if (phrasesFile)
  for (const [phrase, translations] of readPhrasebook(phrasesFile)) fake.phrases.set(phrase, translations);
console.log(`fake LibreTranslate listening on ${fake.url} with ${fake.phrases.size} phrases`);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
